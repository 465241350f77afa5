import { getNetwork } from '../src/networks.ts'
import {
  activeNamespaceRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
  recentWalletsRecord,
} from '../src/records.ts'
import type { CaipNetworkId, Namespace, Snapshot } from '../src/types.ts'
import { scheduleSync } from './actions/syncConnection.ts'
import { buildCore, type Core, updateState } from './core.ts'
import type { CoreDeps } from './deps.ts'

export type { Core } from './core.ts'

/** Builds a core from its dependencies and starts restoring what was stored. */
export function createCore(deps: CoreDeps): Core {
  const core = buildCore(deps)
  core.ready = restore(core)
  deps.sync?.subscribe((shared) => updateState(core, shared, { fromSync: true }))
  return core
}

/** Stored as connected means connecting until the wallet confirms (spec part 4). */
async function restore(core: Core): Promise<void> {
  const { records } = core
  const [status, ids, namespace, lastChain, recent] = await Promise.all([
    records.read(connectionStatusRecord),
    records.read(connectorIdsRecord),
    records.read(activeNamespaceRecord),
    records.read(lastUsedChainRecord),
    records.read(recentWalletsRecord),
  ])
  const connections: Snapshot['connections'] = {}
  for (const [ns, value] of Object.entries(status ?? {}) as [Namespace, string][]) {
    const connectorId = ids?.[ns]
    if (value === 'connected' && connectorId) connections[ns] = { status: 'connecting', connectorId }
  }
  const requested = core.store.getState().requestedNetworks
  const change: Partial<Snapshot> = { connections, recentWallets: recent ?? [] }
  if (lastChain && requested.includes(lastChain as CaipNetworkId) && getNetwork(lastChain)) {
    change.activeCaipNetworkId = lastChain as CaipNetworkId
    change.activeNamespace = getNetwork(lastChain)?.chainNamespace ?? namespace ?? 'eip155'
  }
  updateState(core, change)
  for (const ns of Object.keys(connections) as Namespace[]) scheduleSync(core, ns)
}
