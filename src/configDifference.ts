import type { WalletdockConfig } from './config.ts'

/**
 * Options whose difference a person using the modal would notice, not only the site's developer: the networks
 * offered (and the one first active, and how they are reached), and whether every request is confirmed in
 * Walletdock's own view. A tab that asked for `confirmRequests: 'all'` beside a core running 'risky' would let
 * ordinary requests through with the wallet's prompt alone: the person must be told.
 */
export const PERSON_FACING_OPTIONS: ReadonlySet<keyof WalletdockConfig> = new Set<keyof WalletdockConfig>([
  'networks',
  'defaultNetwork',
  'customRpcUrls',
  'confirmRequests',
])

// Options each tab applies for itself, whatever the running core was started with: one tab of a site may
// speak French and another German.
const TAB_OPTIONS: ReadonlySet<string> = new Set(['locale'])

/** How a tab's configuration differs from the one the running core was started with. */
export type ConfigDifference = {
  /** Top-level options whose validated values differ, in the configuration's order. */
  options: string[]
  /** Whether one of them is person-facing (PERSON_FACING_OPTIONS): the modal then shows a notice. */
  personFacing: boolean
}

/**
 * Compares two validated configurations (defaults filled in) option by option: any top-level option whose value
 * differs counts, whatever its kind (projectId, networks, services, theme, wallet lists...), since the core and
 * every tab use the first tab's; `locale` is each tab's own. Undefined when they are the same.
 */
export function configDifference(
  inForce: WalletdockConfig,
  asked: WalletdockConfig,
): ConfigDifference | undefined {
  const keys = [...new Set([...Object.keys(inForce), ...Object.keys(asked)])] as (keyof WalletdockConfig)[]
  const options = keys.filter(
    (key) => !TAB_OPTIONS.has(key) && canonical(inForce[key]) !== canonical(asked[key]),
  )
  if (options.length === 0) return undefined
  return { options, personFacing: options.some((key) => PERSON_FACING_OPTIONS.has(key)) }
}

// JSON with object keys sorted, so two equal values written in another order compare equal.
function canonical(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    ) ?? 'undefined'
  )
}
