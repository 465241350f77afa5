import type { Network } from '../../../src/networks.ts'

/**
 * Whether balances show on `network`. Testnets and networks we do not know show '0.00' (spec part 2), except a
 * testnet the host runs its own RPC for (such as Solana Devnet on a local node): a host that configures one
 * is developing against it and needs to see what its accounts hold.
 */
export function showsBalances(network: Network | undefined, ownRpcNetworks: readonly string[]): boolean {
  if (!network) return false
  return !network.testnet || ownRpcNetworks.includes(network.caipNetworkId)
}
