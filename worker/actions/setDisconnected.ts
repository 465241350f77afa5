import type { Namespace } from '../../src/types.ts'
import { type Core, updateState } from '../core.ts'
import { persistConnection } from '../persist.ts'
import { dropNamespaceRequests } from '../transactionStack.ts'

export type SetDisconnectedParameters = {
  namespace: Namespace
  /**
   * The wallet could not be reached to confirm a stored connection: what is stored stays, for a reload or the
   * wallet's return (the connector's keepsStoredOn). Otherwise the disconnect is stored first.
   */
  keepStored?: boolean | undefined
}

export type SetDisconnectedReturnType = undefined

/** Storing reports its own problem (a notice); nothing is thrown. */
export type SetDisconnectedErrorType = never

/**
 * Marks a namespace disconnected; its stored connector id goes with it (spec part 4), and its requests still
 * waiting for the person fail with 4900 (they can no longer reach a wallet). Stored before any tab shows it, as
 * setConnected does: a page reloaded the moment it shows "disconnected" must not get the session back.
 */
export async function setDisconnected(
  core: Core,
  { namespace, keepStored = false }: SetDisconnectedParameters,
): Promise<SetDisconnectedReturnType> {
  if (!keepStored) await persistConnection(core, namespace, undefined)
  const previous = core.store.getState()
  updateState(core, {
    connections: { ...previous.connections, [namespace]: { status: 'disconnected' } },
    balance: previous.activeNamespace === namespace ? null : previous.balance,
    unsupportedChain: previous.activeNamespace === namespace ? false : previous.unsupportedChain,
  })
  dropNamespaceRequests(core, namespace)
  // Disconnecting ends the namespace's Sign-In With X sessions (a wallet that could not be reached keeps them).
  if (!keepStored && core.config.siwx)
    await (await import('../siwx/endSiwxSessions.ts')).endSiwxSessions(core, namespace)
}
