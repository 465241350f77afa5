import { coreTextOf } from '../../src/messages/coreText.ts'
import type { Namespace, WalletEvent } from '../../src/types.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import { type Core, notify, updateState } from '../core.ts'
import { setConnected } from './setConnected.ts'
import { setDisconnected } from './setDisconnected.ts'
import { syncConnection } from './syncConnection.ts'

export type HandleWalletEventParameters = {
  /** The wallet the event came from (a tab that announced it reported it). */
  connectorId: string
  event: WalletEvent
}

export type HandleWalletEventReturnType = undefined

/** A bad event (an invalid account or chain id) changes nothing and is shown as a notice, never thrown. */
export type HandleWalletEventErrorType = never

/**
 * Applies a wallet event. Every tab forwards the same event, so applying is idempotent:
 * an event that matches the current state changes nothing.
 */
export async function handleWalletEvent(
  core: Core,
  { connectorId, event }: HandleWalletEventParameters,
): Promise<HandleWalletEventReturnType> {
  await core.ready
  const connections = core.store.getState().connections
  for (const namespace of Object.keys(connections) as Namespace[]) {
    const connection = connections[namespace]
    if (!connection || connection.status === 'disconnected' || connection.connectorId !== connectorId)
      continue
    if (connection.status === 'connecting') continue
    try {
      await apply(core, namespace, connection, event)
    } catch (error) {
      notify(core, 'error', coreTextOf(error))
    }
  }
}

type Live = { connectorId: string; address: string; caipNetworkId: string }

async function apply(core: Core, namespace: Namespace, connection: Live, event: WalletEvent): Promise<void> {
  const chainReference = connection.caipNetworkId.split(':')[1] ?? ''
  const adapter = await adapterFor(namespace)
  if (event.type === 'accountsChanged') {
    const address = adapter.parseAccountsEvent(event.accounts)
    if (!address) return setDisconnected(core, { namespace })
    if (adapter.sameAddress(address, connection.address)) return
    return setConnected(core, {
      namespace,
      connectorId: connection.connectorId,
      address,
      chainReference,
      activate: false,
    })
  }
  if (event.type === 'chainChanged') {
    const chainId = adapter.parseChainReference(event.chainId)
    if (chainId === chainReference) return
    return setConnected(core, {
      namespace,
      connectorId: connection.connectorId,
      address: connection.address,
      chainReference: chainId,
      activate: false,
    })
  }
  // EIP-1193 `disconnect` means the wallet lost its chains; ask it whether the account is still there.
  const connections = core.store.getState().connections
  updateState(core, {
    connections: {
      ...connections,
      [namespace]: { status: 'connecting', connectorId: connection.connectorId },
    },
  })
  await syncConnection(core, { namespace })
}
