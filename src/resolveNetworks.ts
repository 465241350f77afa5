import { getNetwork, type Network, networkFromChain } from './networks.ts'
import type { PlainChain } from './plainChain.ts'
import type { CaipNetworkId, Namespace } from './types.ts'

/** Finds a well-known EVM chain by id (viem's chain table, worker/networks/loadChainTable.ts). */
export type ChainLookup = (chainId: number) => PlainChain | undefined

/** The host's networks as the modal shows and reaches them, and the ids nothing describes yet. */
export type ResolvedNetworks = {
  networks: Network[]
  /** Ids with no definition: an EVM id may still be in the chain table when it was not given. */
  unknown: { caipNetworkId: CaipNetworkId; index: number }[]
  /** Whether an EVM id is neither built in nor the host's own Chain, so the chain table would describe it. */
  needsTable: boolean
}

// What a network no table describes is shown with: its id as its name, its namespace's usual currency.
const CURRENCIES: Partial<Record<Namespace, Network['nativeCurrency']>> = {
  eip155: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  solana: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  bip122: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
}

/**
 * Resolves `networks` in the host's order: its own Chain as given, else the built-in network, else the chain
 * table's entry (EVM), else, with customRpcUrls, a network named by its id. A network's customRpcUrls replace its
 * own list rather than lead it: RPC URLs are tried in order, and a host that runs its own node must not have
 * reads fall through to public endpoints it did not choose (nor its Content-Security-Policy refuse them).
 */
export function resolveNetworks(
  config: {
    networks: readonly (CaipNetworkId | PlainChain)[]
    customRpcUrls?: Partial<Record<CaipNetworkId, readonly string[]>> | undefined
  },
  lookup?: ChainLookup,
): ResolvedNetworks {
  const resolved: ResolvedNetworks = { networks: [], unknown: [], needsTable: false }
  config.networks.forEach((entry, index) => {
    const own = typeof entry === 'string' ? undefined : networkFromChain(entry)
    const caipNetworkId: CaipNetworkId = own?.caipNetworkId ?? (entry as CaipNetworkId)
    const [namespace = '', reference = ''] = caipNetworkId.split(':')
    const builtIn = own ? undefined : getNetwork(caipNetworkId)
    if (!own && !builtIn && namespace === 'eip155') resolved.needsTable = true
    const listed = namespace === 'eip155' && !own && !builtIn ? lookup?.(Number(reference)) : undefined
    const custom = config.customRpcUrls?.[caipNetworkId] ?? []
    const base = own ?? builtIn ?? (listed && networkFromChain(listed)) ?? placeholder(caipNetworkId, custom)
    if (!base) {
      resolved.unknown.push({ caipNetworkId, index })
      return
    }
    resolved.networks.push({
      ...base,
      rpcUrls: custom.length > 0 ? [...new Set(custom)] : base.rpcUrls,
      rpcFromHost: !!own || custom.length > 0,
    })
  })
  return resolved
}

function placeholder(caipNetworkId: CaipNetworkId, rpcUrls: readonly string[]): Network | undefined {
  const [namespace, reference = ''] = caipNetworkId.split(':') as [Namespace, string]
  if (rpcUrls.length === 0) return undefined
  // Namespaces without balances here (polkadot, cosmos) never show this currency.
  const nativeCurrency = CURRENCIES[namespace] ?? {
    name: namespace,
    symbol: namespace.toUpperCase(),
    decimals: 0,
  }
  return {
    id: namespace === 'eip155' ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace: namespace,
    name: caipNetworkId,
    nativeCurrency,
    rpcUrls: [],
    blockExplorerUrls: [],
    testnet: false,
    assets: {},
  }
}
