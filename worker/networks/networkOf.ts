import { findNetwork, getNetwork, type Network } from '../../src/networks.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import type { Core } from '../core.ts'

/** A network as this core resolved it from the host's configuration, else the built-in one. */
export function networkOf(core: Core, caipNetworkId: string): Network | undefined {
  return findNetwork(core.store.getState().networks, caipNetworkId)
}

/** A network's RPC URLs in the order they are tried: the host's customRpcUrls, else its definition's. */
export function rpcUrlsOf(core: Core, caipNetworkId: CaipNetworkId): string[] {
  const resolved = core.store.getState().networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (resolved) return resolved.rpcUrls
  // A network the host did not list (a wallet's current chain, say) is still reached through its customRpcUrls.
  const custom = core.config.customRpcUrls?.[caipNetworkId] ?? []
  return custom.length > 0 ? [...custom] : [...(getNetwork(caipNetworkId)?.rpcUrls ?? [])]
}
