import { addConnector, mergeConnectors } from '../../src/connectors.ts'
import type { Connector, InjectedProviderInfo, Namespace } from '../../src/types.ts'
import { connectorOf, listedConnectors } from '../connectors/route.ts'
import { type Core, updateState } from '../core.ts'
import { syncConnection } from './syncConnection.ts'

export type AnnounceProvidersParameters = {
  /** The tab that found them (the port's own tab, never a caller's word). */
  tabId: string
  /** Every wallet the tab's page bridges found; replaces what it announced before. */
  providers: InjectedProviderInfo[]
}

export type AnnounceProvidersReturnType = undefined

/** A stored connection it confirms may fail; that makes the namespace disconnected instead of throwing. */
export type AnnounceProvidersErrorType = never

/**
 * Records the wallets a tab found and confirms stored connections that were waiting for them, or that were kept
 * while their wallet could not be reached (the e-mail login's frame is back: the tab announces it again).
 */
export async function announceProviders(
  core: Core,
  { tabId, providers }: AnnounceProvidersParameters,
): Promise<AnnounceProvidersReturnType> {
  await core.ready
  const tab = core.tabs.get(tabId)
  if (!tab) return
  tab.providers = new Map(providers.map((p) => [p.connectorId, p]))
  refreshConnectors(core)
  // Only what was disconnected before this announcement: a check it starts below and that fails keeps its login too.
  const before = core.store.getState().connections
  for (const namespace of [...core.pendingSync.keys()] as Namespace[]) {
    const connection = core.store.getState().connections[namespace]
    if (connection?.status === 'connecting' && tab.providers.has(connection.connectorId)) {
      await syncConnection(core, { namespace })
    }
  }
  // Only on sites whose wallet can keep a stored connection (the e-mail login): the check loads with it.
  const keeps = [...tab.providers.keys()].some((id) => connectorOf(core, id)?.keepsStoredOn)
  if (keeps && Object.values(before).some((c) => c?.status === 'disconnected'))
    await (await import('./confirmKeptConnections.ts')).confirmKeptConnections(core, {
      providers: tab.providers,
      before,
    })
}

/**
 * Rebuilds the connector list from what every live tab has announced. A wallet whose namespace has no
 * network the host asked for is left out: it could connect to nothing.
 */
export function refreshConnectors(core: Core): void {
  const requested = new Set(core.store.getState().requestedNetworks.map((id) => id.split(':')[0]))
  const listed = listedConnectors(core)
  let list: Connector[] = listed.filter((c) => requested.has(c.chain))
  for (const tab of core.tabs.values()) {
    for (const p of tab.providers.values()) {
      const chain = p.namespace ?? 'eip155'
      // A listed connector's id (the embedded wallet's) is announced by the tab whose bridge runs it; the
      // listing stays the core's, so a tab cannot rename or retype it.
      if (!requested.has(chain) || listed.some((c) => c.id === p.connectorId)) continue
      list = addConnector(list, {
        id: p.connectorId,
        name: p.name,
        type: p.legacy ? 'INJECTED' : 'ANNOUNCED',
        chain,
        imageUrl: p.icon,
        info: { rdns: p.rdns },
      })
    }
  }
  const connectors = mergeConnectors(list)
  if (JSON.stringify(connectors) !== JSON.stringify(core.store.getState().connectors))
    updateState(core, { connectors })
}
