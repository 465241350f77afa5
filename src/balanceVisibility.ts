import { type Network, supportsFeature } from './networks.ts'

/**
 * Whether the spec hides an account's balances on this network ('0.00', spec part 2), so the core neither reads
 * nor polls them: an unsupported chain, a network we do not know, a namespace without balances, and a testnet
 * unless the host points it at its own RPC (such as Solana Devnet on a local node: a host that configures one
 * is developing against it and needs to see what its accounts hold; its own Chain counts as pointing it).
 */
export function isBalanceHidden(
  network: Network | undefined,
  { unsupportedChain }: { unsupportedChain: boolean },
): boolean {
  if (!network || unsupportedChain || !supportsFeature('balances', network.chainNamespace)) return true
  return network.testnet && !network.rpcFromHost
}
