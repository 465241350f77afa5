import { NAMESPACES, type Namespace } from './types.ts'

// Versions of the state the cores of the dedicated-worker fallback share (worker/leaderSync.ts). The
// BroadcastChannel gives no order between cores, so each field carries when it was last set and by whom: a core
// takes a field only when its stamp is newer than the one it holds, whatever order the messages arrive in.

/**
 * When a shared field was set: `at` is a hybrid logical clock (the sender's clock in ms, but never at or below a
 * stamp the sender has seen or made), `by` the core that set it, which breaks ties.
 */
export type Stamp = { at: number; by: string }

/** The shared fields stamped one by one; each namespace's connection is a field of its own. */
export const SHARED_FIELDS = [
  'activeNamespace',
  'activeCaipNetworkId',
  'balance',
  'recentWallets',
  'unsupportedChain',
  'portfolio',
  'walletConnect',
  'emailLogin',
  'siwxSessions',
] as const

/** A field of the shared state, as stamped. */
export type SharedField = (typeof SHARED_FIELDS)[number] | `connections.${Namespace}`

/** Every field name a stamp may be for. */
export const STAMPED_FIELDS: readonly SharedField[] = [
  ...SHARED_FIELDS,
  ...NAMESPACES.map((ns) => `connections.${ns}` as const),
]

/** Whether `a` orders after `b` (no stamp at all orders before every stamp). */
export function isNewer(a: Stamp, b: Stamp | undefined): boolean {
  if (!b) return true
  return a.at > b.at || (a.at === b.at && a.by > b.by)
}

/** The fields a patch of the shared state sets, connections one per namespace. */
export function fieldsOf(patch: {
  connections?: Partial<Record<Namespace, unknown>> | undefined
  [key: string]: unknown
}): SharedField[] {
  const fields: SharedField[] = SHARED_FIELDS.filter((f) => Object.hasOwn(patch, f))
  for (const ns of NAMESPACES)
    if (patch.connections && Object.hasOwn(patch.connections, ns)) fields.push(`connections.${ns}`)
  return fields
}
