import type { Snapshot } from '../src/snapshot.ts'
import type { CaipAddress, ConnectionState, Namespace } from '../src/types.ts'
import { isEveryTabOffline } from './cachedRead.ts'
import type { Core } from './core.ts'

/** A connection with an address (connected, or reconnecting after a failure). */
export type LiveConnection = Extract<ConnectionState, { status: 'connected' | 'reconnecting' }>

/** The active namespace's account, if it has an address. */
export type ActiveAccount = { namespace: Namespace; caipAddress: CaipAddress; connection: LiveConnection }

/** The account the modal shows: the active namespace's, when it has an address. */
export function getActiveAccount(s: Snapshot): ActiveAccount | undefined {
  const connection = s.connections[s.activeNamespace]
  if (!connection || (connection.status !== 'connected' && connection.status !== 'reconnecting'))
    return undefined
  return {
    namespace: s.activeNamespace,
    caipAddress: `${connection.caipNetworkId}:${connection.address}` as CaipAddress,
    connection,
  }
}

/** Whether `caipAddress` is still the active account (it may change while a read is in flight). */
export function isActiveAccount(core: Core, caipAddress: string): boolean {
  return getActiveAccount(core.store.getState())?.caipAddress === caipAddress
}

/** Every attached tab says the browser is offline. */
export function isOffline(core: Core): boolean {
  return isEveryTabOffline(core)
}
