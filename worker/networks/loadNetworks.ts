import type { WalletdockConfig } from '../../src/config.ts'
import { ConfigError } from '../../src/errorClasses.ts'
import type { Network } from '../../src/networks.ts'
import { type ChainLookup, resolveNetworks } from '../../src/resolveNetworks.ts'
import { loadChainTable } from './loadChainTable.ts'

export type LoadNetworksParameters = {
  config: Pick<WalletdockConfig, 'networks' | 'customRpcUrls'>
  /** Where well-known chains come from (default: viem's chain table, loaded on demand). */
  loadTable?: (() => Promise<ChainLookup>) | undefined
}

export type LoadNetworksReturnType = Network[]

/** A network nothing describes and the host gave no RPC URL for. */
export type LoadNetworksErrorType = ConfigError

/**
 * Resolves the host's networks (src/resolveNetworks.ts), loading viem's chain table only when an EVM id needs
 * it. A network still unknown then is a configuration error naming it.
 */
export async function loadNetworks({
  config,
  loadTable = loadChainTable,
}: LoadNetworksParameters): Promise<LoadNetworksReturnType> {
  let resolved = resolveNetworks(config)
  if (resolved.needsTable) resolved = resolveNetworks(config, await loadTable())
  const [unknown] = resolved.unknown
  if (unknown)
    throw new ConfigError(
      `Unknown network ${unknown.caipNetworkId}: add customRpcUrls for it or pass its viem Chain`,
      { path: `networks.${unknown.index}` },
    )
  return resolved.networks
}
