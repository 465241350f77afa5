import { hasAddress } from '../../../src/modalRules.ts'
import { connectorGroupOf, type SortConnectorsOptions, sortConnectorsByType } from '../../../src/ordering.ts'
import type { Snapshot } from '../../../src/snapshot.ts'
import type { Connector, Namespace } from '../../../src/types.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../../src/walletConnectId.ts'

/** A wallet row of the Connect view; its tag is a key of the catalog's `connect.tags`. */
export type WalletEntry = { connector: Connector; tag: 'recent' | 'installed' | undefined }

/** Whether a browser wallet is installed (it changes the connect methods order). */
export function hasInstalledWallet(snapshot: Snapshot | null): boolean {
  return !!snapshot?.connectors.some((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
}

/**
 * The namespaces whose wallets Connect lists (spec part 2: 'Connector lists and images are filtered by chain
 * namespace'). One namespace when there is a reason to connect that one: the modal was opened for it (or the
 * person switched to it in the modal), another namespace already has an address (so Connect is for the active
 * one), or the active namespace is not the one of the host's first network (the person moved there). Otherwise
 * every namespace the host asked networks of, the active one first: a person expects all their wallets.
 */
export function getConnectNamespaces(snapshot: Snapshot, openedFor: Namespace | undefined): Namespace[] {
  // The core checked the host's networks: each is `namespace:reference` of a known namespace.
  const namespaces = snapshot.requestedNetworks.map((id) => id.split(':')[0] as Namespace)
  // A namespace the host has no network of was not switched to (opening rule 1): it lists nothing.
  if (openedFor && namespaces.includes(openedFor)) return [openedFor]
  const active = snapshot.activeNamespace
  const elsewhere = Object.entries(snapshot.connections).some(([ns, c]) => ns !== active && hasAddress(c))
  if (elsewhere || (namespaces[0] ?? active) !== active) return [active]
  return [...new Set([active, ...namespaces])]
}

/**
 * The wallets the Connect view lists: the connectors of `namespaces` in 'Connector type order'
 * (recent first, then installed, ...), each tagged by its group.
 */
export function getWalletEntries(
  snapshot: Snapshot | null,
  featuredIds: readonly string[],
  {
    walletConnectEnabled = true,
    namespaces = snapshot ? [snapshot.activeNamespace] : [],
  }: { walletConnectEnabled?: boolean; namespaces?: readonly Namespace[] } = {},
): WalletEntry[] {
  if (!snapshot) return []
  // WalletConnect is one connector per namespace with one id (one session spans both): listed once.
  const connectors = snapshot.connectors.filter(
    (c, i, all) => namespaces.some((ns) => inNamespace(c, ns)) && all.findIndex((x) => x.id === c.id) === i,
  )
  const connection = snapshot.connections[snapshot.activeNamespace]
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
      tag: group === 'recent' ? 'recent' : group === 'injected' ? 'installed' : undefined,
    }
  })
}

// WalletConnect sessions span namespaces, so it is offered whichever one Connect is for.
function inNamespace(c: Connector, namespace: Namespace): boolean {
  if (c.chain === namespace || c.type === 'WALLET_CONNECT') return true
  return c.type === 'MULTI_CHAIN' && !!c.connectors?.some((member) => member.chain === namespace)
}
