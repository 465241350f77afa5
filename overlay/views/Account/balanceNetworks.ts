import type { Network } from '../../../src/networks.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Networks the host pointed at its own RPC (`customRpcUrls`), read with plain checks to keep zod out of the UI
 * chunk (the core validated the configuration already).
 */
export function getOwnRpcNetworks(config: Record<string, unknown>): string[] {
  const { customRpcUrls } = config
  if (!isRecord(customRpcUrls)) return []
  return Object.entries(customRpcUrls)
    .filter(([, urls]) => Array.isArray(urls) && urls.length > 0)
    .map(([id]) => id)
}

/**
 * Whether balances show on `network`. Testnets and networks we do not know show '0.00' (spec part 2), except a
 * testnet the host runs its own RPC for (such as Solana Devnet on a local node): a host that configures one
 * is developing against it and needs to see what its accounts hold.
 */
export function showsBalances(network: Network | undefined, ownRpcNetworks: readonly string[]): boolean {
  if (!network) return false
  return !network.testnet || ownRpcNetworks.includes(network.caipNetworkId)
}
