import { firstValidationMessage } from './validationIssue.ts'

/** A structured-clone-safe copy of an error, for crossing the worker boundary. */
export type SerializedError = {
  name: string
  shortMessage: string
  message: string
  code?: number
  details?: string
  metaMessages?: string[]
  data?: unknown
  /** Typed primitive fields of our subclasses (e.g. `status`, `method`). */
  meta?: Record<string, string | number | boolean>
  cause?: SerializedError
}

// Keeps a pathological cause chain from producing an unbounded message.
export const MAX_CAUSE_DEPTH = 8
/** Fields every serialized error has a slot for; `meta` carries the others. */
export const STANDARD_KEYS = new Set([
  'name',
  'message',
  'stack',
  'shortMessage',
  'details',
  'metaMessages',
  'code',
  'cause',
  'data',
])

/** Turns anything thrown (our errors, plain Errors, EIP-1193 `{code, message}`, strings) into a SerializedError. */
export function serializeError(e: unknown): SerializedError {
  return serialize(e, 0)
}

function serialize(e: unknown, depth: number): SerializedError {
  if (typeof e === 'string') return { name: 'Error', shortMessage: e, message: e }
  if (typeof e !== 'object' || e === null)
    return { name: 'UnknownError', shortMessage: 'Unknown error', message: 'Unknown error' }
  const validation = firstValidationMessage(e)
  if (validation !== undefined) return { name: 'ZodError', shortMessage: validation, message: validation }

  const record = e as Record<string, unknown>
  const message = typeof record.message === 'string' ? record.message : ''
  const code = typeof record.code === 'number' ? record.code : undefined
  const out: SerializedError = {
    name: nameOf(e, code),
    shortMessage: typeof record.shortMessage === 'string' ? record.shortMessage : message || 'Unknown error',
    message: message || 'Unknown error',
  }
  if (code !== undefined) out.code = code
  if (typeof record.details === 'string') out.details = record.details
  if (isStringArray(record.metaMessages)) out.metaMessages = [...record.metaMessages]
  const data = cloneable(record.data)
  if (data !== undefined) out.data = data
  const meta = metaOf(record)
  if (meta) out.meta = meta
  if (record.cause !== undefined && record.cause !== null && depth < MAX_CAUSE_DEPTH)
    out.cause = serialize(record.cause, depth + 1)
  return out
}

function nameOf(e: object, code: number | undefined): string {
  if (e instanceof Error) return e.name
  // A bare EIP-1193 error object has no name; give it the one our own class would have.
  if (code === 4001) return 'UserRejectedRequestError'
  if (code !== undefined) return 'ProviderRpcError'
  return 'Error'
}

function metaOf(record: Record<string, unknown>): SerializedError['meta'] {
  let meta: SerializedError['meta']
  for (const [key, value] of Object.entries(record)) {
    if (STANDARD_KEYS.has(key)) continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      meta ??= {}
      meta[key] = value
    }
  }
  return meta
}

function cloneable(value: unknown): unknown {
  if (value === undefined) return undefined
  try {
    return structuredClone(value)
  } catch {
    // Wallet error data sometimes holds functions or proxies; dropping it beats failing the whole call.
    return undefined
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
}
