import { connectorGroupOf, type SortConnectorsOptions, sortConnectorsByType } from '../../../src/ordering.ts'
import type { Connector, Namespace, Snapshot } from '../../../src/types.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../../src/walletConnect.ts'

/** A wallet row of the Connect view. */
export type WalletEntry = { connector: Connector; tag: 'Recent' | 'Installed' | undefined }

/** Whether a browser wallet is installed (it changes the connect methods order). */
export function hasInstalledWallet(snapshot: Snapshot | null): boolean {
  return !!snapshot?.connectors.some((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
}

/**
 * The wallets the Connect view lists: the active namespace's connectors in 'Connector type order'
 * (recent first, then installed, ...), each tagged by its group.
 */
export function getWalletEntries(
  snapshot: Snapshot | null,
  featuredIds: readonly string[],
  { walletConnectEnabled = true }: { walletConnectEnabled?: boolean } = {},
): WalletEntry[] {
  if (!snapshot) return []
  const namespace = snapshot.activeNamespace
  const connectors = snapshot.connectors.filter((c) => inNamespace(c, namespace))
  const connection = snapshot.connections[namespace]
  const options: SortConnectorsOptions = {
    walletConnectEnabled,
    connectedViaWalletConnect:
      connection !== undefined &&
      'connectorId' in connection &&
      connection.connectorId === WALLET_CONNECT_CONNECTOR_ID,
    recentIds: snapshot.recentWallets.map((r) => r.connectorId),
    featuredIds,
  }
  return sortConnectorsByType(connectors, options).map((connector) => {
    const group = connectorGroupOf(connector, options)
    return {
      connector,
      tag: group === 'recent' ? 'Recent' : group === 'injected' ? 'Installed' : undefined,
    }
  })
}

function inNamespace(c: Connector, namespace: Namespace): boolean {
  if (c.chain === namespace) return true
  return c.type === 'MULTI_CHAIN' && !!c.connectors?.some((member) => member.chain === namespace)
}
