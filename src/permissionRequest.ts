import { displayText } from './displayText.ts'
import { flattenFields } from './flattenFields.ts'
import { z } from './zod.ts'

/**
 * One ERC-7715 `wallet_grantPermissions` request as the approval view shows it: whose account, who gets the
 * permissions (an address, a key, or the wallet on the app's behalf), on which chain, until when (unix seconds;
 * empty when no expiry is given), and each permission with its fields. `hidden` counts fields not shown.
 */
export type PermissionGrant = {
  account: string
  grantee: string
  chainId: string
  expiry: string
  permissions: { type: string; fields: [name: string, value: string][] }[]
  hidden: number
}

// Field rows shown per request: past this the rest are counted and the person is told.
const MAX_FIELDS = 40
const MAX_REQUESTS = 10
const MAX_PERMISSIONS = 20

const uintish = z.union([
  z.string().check(z.regex(/^(0[xX][0-9a-fA-F]+|\d+)$/)),
  z.int().check(z.nonnegative()),
])
const addressish = z.string().check(z.regex(/^0[xX][0-9a-fA-F]{40}$/))
const typed = z.looseObject({ type: z.string(), data: z.optional(z.unknown()) })
const permission = z.looseObject({
  type: z.string(),
  data: z.optional(z.unknown()),
  policies: z.optional(z.array(z.unknown())),
})
// Both drafts of the request: { signer, permissions[], expiry } and the later { to, permission, rules[] }.
const request = z.looseObject({
  chainId: uintish,
  address: z.optional(addressish),
  from: z.optional(addressish),
  to: z.optional(addressish),
  expiry: z.optional(uintish),
  signer: z.optional(typed),
  permissions: z.optional(z.array(permission).check(z.minLength(1), z.maxLength(MAX_PERMISSIONS))),
  permission: z.optional(permission),
  rules: z.optional(z.array(typed)),
  policies: z.optional(z.array(typed)),
})
const requests = z.array(request).check(z.minLength(1), z.maxLength(MAX_REQUESTS))
const expiryRule = z.looseObject({ type: z.literal('expiry'), data: z.looseObject({ timestamp: uintish }) })
const signerAddress = z.looseObject({ address: addressish })

/** The grants of a `wallet_grantPermissions` request, or undefined when it is not one read here (fail closed). */
export function permissionGrants(params: unknown): PermissionGrant[] | undefined {
  // params is the list of requests; a single list wrapped once more is read the same.
  const list = Array.isArray(params) && params.length === 1 && Array.isArray(params[0]) ? params[0] : params
  const parsed = requests.safeParse(list)
  if (!parsed.success) return undefined
  const grants: PermissionGrant[] = []
  for (const r of parsed.data) {
    const granted = r.permissions ?? (r.permission ? [r.permission] : [])
    const grantee = r.to ?? granteeOf(r.signer)
    if (granted.length === 0 || !grantee) return undefined
    const rules = [...(r.rules ?? []), ...(r.policies ?? [])]
    const expiryFromRule = rules.map((rule) => expiryRule.safeParse(rule)).find((x) => x.success)?.data
    const expiry = r.expiry ?? expiryFromRule?.data.timestamp
    let left = MAX_FIELDS
    let hidden = 0
    const permissions = [...granted, ...(rules.length > 0 ? [{ type: 'rules', data: rules }] : [])].map(
      (p) => {
        const policies = 'policies' in p ? p.policies : undefined
        const flat = flattenFields(policies ? { data: p.data, policies } : p.data, left)
        left -= flat.rows.length
        hidden += flat.hidden
        return { type: displayText(p.type), fields: flat.rows }
      },
    )
    grants.push({
      account: r.address ?? r.from ?? '',
      grantee,
      chainId: BigInt(r.chainId).toString(),
      expiry: expiry === undefined ? '' : BigInt(expiry).toString(),
      permissions,
      hidden,
    })
  }
  return grants
}

// An account signer is named by its address; a key or the wallet itself by its type and what it declares.
function granteeOf(signer: z.output<typeof typed> | undefined): string {
  if (!signer) return ''
  const address = signerAddress.safeParse(signer.data)
  if (address.success) return address.data.address
  const detail = flattenFields(signer.data, 3).rows.map(([, value]) => value)
  return displayText([signer.type, ...detail].join(' '))
}
