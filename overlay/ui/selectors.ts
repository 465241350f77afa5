import { featuresInForce, type RemoteFeatureKey } from '../../src/projectConfig.ts'
import type { ConnectionState } from '../../src/types.ts'
import type { View } from '../../src/viewStack.ts'
import type { TabState } from '../tabStore.ts'

// Each selector returns a primitive or a reference held by the store, so React re-renders only on change.

/** The connection of the active namespace, if any. */
export function selectConnection(state: TabState): ConnectionState | undefined {
  const snapshot = state.snapshot
  return snapshot?.connections[snapshot.activeNamespace]
}

/** The connection status of the active namespace ('disconnected' when unknown). */
export function selectStatus(state: TabState): ConnectionState['status'] {
  return selectConnection(state)?.status ?? 'disconnected'
}

/** Whether the active namespace has an address (connected or reconnecting). */
export function selectHasAddress(state: TabState): boolean {
  const status = selectStatus(state)
  return status === 'connected' || status === 'reconnecting'
}

/** The network the UI treats as current: the connection's, else the snapshot's active one. */
export function selectCurrentNetworkId(state: TabState): string | undefined {
  const connection = selectConnection(state)
  if (connection && 'caipNetworkId' in connection) return connection.caipNetworkId
  return state.snapshot?.activeCaipNetworkId
}

/** The view on top of the stack. */
export function selectTopView(state: TabState): View | undefined {
  return state.stack.views.at(-1)
}

/**
 * Whether a remote feature is on (spec part 6): the core's reading of the project's configuration, else the
 * host's options as the core validated them (basic mode: none).
 */
export function selectFeatureOn(state: TabState, key: RemoteFeatureKey): boolean {
  return !!featuresInForce(state.config, state.snapshot?.projectConfig)?.[key]
}
