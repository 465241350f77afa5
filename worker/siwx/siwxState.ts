import { isSessionFor, type SiwxRequestView, type SiwxSessionView, sessionView } from '../../src/siwx.ts'
import { siwxSessionRecord } from '../../src/siwxRecords.ts'
import { promptsItself } from '../connectors/route.ts'
import { type Core, updateState } from '../core.ts'
import type { SiwxWork } from './siwxWork.ts'

/** The core's sign-in work, created on first use. */
export function siwxWorkOf(core: Core): SiwxWork {
  core.siwx ??= { inFlight: new Map(), declined: new Set() }
  return core.siwx
}

/** The key of an account's sign-in. */
export const siwxKey = (caipNetworkId: string, address: string) => `${caipNetworkId}:${address}`

/**
 * Reads the stored sessions of every requested network (a bad record is skipped and left as it is), then keeps
 * `siwxRequest` up to date: the active, connected account when it has no session on its chain.
 */
export async function restoreSiwx(core: Core): Promise<void> {
  const now = core.deps.clock.now()
  const stored = await Promise.all(
    core.store.getState().requestedNetworks.map((id) => core.records.read(siwxSessionRecord, id)),
  )
  const siwxSessions: SiwxSessionView[] = []
  for (const [i, session] of stored.entries()) {
    const id = core.store.getState().requestedNetworks[i]
    // A record stored under another chain's key is not that chain's session.
    if (session && session.caipNetworkId === id && session.expiresAt > now)
      siwxSessions.push(sessionView(session))
  }
  updateState(core, { siwxSessions, siwxRequest: null }, { fromSync: true })
  core.store.subscribe(() => updateSiwxRequest(core))
  updateSiwxRequest(core)
}

/** Sets `siwxRequest` from the state: the active account needs to sign in, or nothing does. */
export function updateSiwxRequest(core: Core): void {
  const state = core.store.getState()
  const next = requestOf(core)
  const current = state.siwxRequest ?? null
  const same =
    current === next ||
    (current !== null &&
      next !== null &&
      current.caipNetworkId === next.caipNetworkId &&
      current.address === next.address &&
      current.ownPrompt === next.ownPrompt)
  if (!same) updateState(core, { siwxRequest: next }, { fromSync: true })
}

function requestOf(core: Core): SiwxRequestView | null {
  const state = core.store.getState()
  const connection = state.connections[state.activeNamespace]
  // A wallet on a network the host did not request shows UnsupportedChain first.
  if (connection?.status !== 'connected' || state.unsupportedChain) return null
  const account = { caipNetworkId: connection.caipNetworkId, address: connection.address }
  const now = core.deps.clock.now()
  if (state.siwxSessions?.some((s) => isSessionFor(s, account, now))) return null
  if (core.siwx?.declined.has(siwxKey(account.caipNetworkId, account.address))) return null
  return { ...account, ownPrompt: promptsItself(core, connection.connectorId) }
}
