import { findNetwork, type Network } from '../../src/networks.ts'
import type { TabState } from '../tabStore.ts'

/**
 * A network as the core resolved it from the host's configuration (else the built-in one): a stable reference.
 * Apart from the other selectors: the built-in table it falls back to is for the views that load later, not the UI chunk.
 */
export function selectNetwork(state: TabState, caipNetworkId: string | undefined): Network | undefined {
  return caipNetworkId ? findNetwork(state.snapshot?.networks, caipNetworkId) : undefined
}
