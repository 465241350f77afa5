import { InvalidCaipError } from './errorClasses.ts'
import { type CaipAddress, type CaipNetworkId, NAMESPACES, type Namespace } from './types.ts'
import { z } from './zod.ts'

// CAIP-2 reference and CAIP-10 account-address character sets.
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/** A CAIP network id split into its parts. */
export type ParsedCaipNetworkId = { namespace: Namespace; reference: string }
/** A CAIP address split into its parts. */
export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string; caipNetworkId: CaipNetworkId }

/** True for a namespace this product knows (spec part 3). */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value)
}

/** Splits `namespace:reference`; throws InvalidCaipError naming the input when it is not one. */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = id.split(':')
  if (parts.length !== 2) throw new InvalidCaipError(id, { reason: 'Expected namespace:reference.' })
  const [first = '', reference = ''] = parts
  const namespace = toNamespace(id, first)
  if (!REFERENCE.test(reference))
    throw new InvalidCaipError(id, { reason: `Invalid reference "${reference}".` })
  return { namespace, reference }
}

/** Joins a namespace and reference into a CAIP network id (validated). */
export function formatCaipNetworkId(namespace: Namespace, reference: string | number): CaipNetworkId {
  const id: CaipNetworkId = `${namespace}:${reference}`
  parseCaipNetworkId(id)
  return id
}

/** Splits `namespace:reference:address`: exactly 3 non-empty parts, the first a known namespace (spec part 5). */
export function parseCaipAddress(s: string): ParsedCaipAddress {
  const parts = s.split(':')
  if (parts.length !== 3 || parts.some((p) => p === ''))
    throw new InvalidCaipError(s, { reason: 'Expected namespace:reference:address.' })
  const [first = '', reference = '', address = ''] = parts
  const namespace = toNamespace(s, first)
  if (!REFERENCE.test(reference))
    throw new InvalidCaipError(s, { reason: `Invalid reference "${reference}".` })
  if (!ACCOUNT_ADDRESS.test(address))
    throw new InvalidCaipError(s, { reason: `Invalid address "${address}".` })
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

/** Joins a CAIP network id and an address into a CAIP address (validated). */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const caipAddress: CaipAddress = `${caipNetworkId}:${address}`
  parseCaipAddress(caipAddress)
  return caipAddress
}

/** True when `value` is a valid CAIP network id of a known namespace. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return typeof value === 'string' && succeeds(() => parseCaipNetworkId(value))
}

/** True when `value` is a valid CAIP address of a known namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return typeof value === 'string' && succeeds(() => parseCaipAddress(value))
}

/** Zod schema of a CAIP network id. */
export const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkId, {
  error: (issue) => `Invalid CAIP network id: ${JSON.stringify(issue.input)}`,
})

/** Zod schema of a CAIP address. */
export const caipAddressSchema = z.custom<CaipAddress>(isCaipAddress, {
  error: (issue) => `Invalid CAIP address: ${JSON.stringify(issue.input)}`,
})

function toNamespace(input: string, namespace: string): Namespace {
  if (isNamespace(namespace)) return namespace
  throw new InvalidCaipError(input, {
    reason: `Unknown namespace "${namespace}"; expected one of ${NAMESPACES.join(', ')}.`,
  })
}

function succeeds(fn: () => unknown): boolean {
  try {
    fn()
    return true
  } catch {
    return false
  }
}
