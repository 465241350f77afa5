import type { RequestSummary } from '../src/requestSummary.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { CaipNetworkId, Namespace } from '../src/types.ts'
import { adapterFor, hasAdapter } from './chains/adapterFor.ts'
import type { Core } from './core.ts'

/**
 * What an unsafe request does, as ApproveTransaction shows it and the gate judges it. The adapter loads its
 * decoder on the first unsafe request (most sessions never make one); a namespace without an adapter gets the
 * method's plain summary.
 */
export async function summarizeRequest(
  core: Core,
  p: { namespace: Namespace; method: string; params: unknown; caipNetworkId: CaipNetworkId },
): Promise<RequestSummary> {
  if (hasAdapter(p.namespace)) return (await adapterFor(p.namespace)).describeRequest(core, p)
  return (await import('../src/requestSummary.ts')).summarizeRequest(p.method, p.params)
}

/** The network a request of `namespace` is for: its connection's, the active one, else the host's first of it. */
export function requestNetwork(state: Snapshot, namespace: Namespace): CaipNetworkId {
  const connection = state.connections[namespace]
  if (connection && (connection.status === 'connected' || connection.status === 'reconnecting'))
    return connection.caipNetworkId
  if (state.activeNamespace === namespace) return state.activeCaipNetworkId
  return state.requestedNetworks.find((id) => id.startsWith(`${namespace}:`)) ?? state.activeCaipNetworkId
}
