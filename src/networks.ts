import { InvalidChainIdError } from './errorClasses.ts'
import type { PlainChain } from './plainChain.ts'
import type { AccountType, CaipNetworkId, Namespace } from './types.ts'

/** A network the modal can show and switch to (spec part 3). */
export type Network = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: Namespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls: string[]
  testnet: boolean
  assets: { imageId?: string; imageUrl?: string }
  /** The host gave its RPC URLs (customRpcUrls or its own Chain): a testnet's balances then show. */
  rpcFromHost?: boolean
}

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

function evm(
  id: number,
  name: string,
  currency: Network['nativeCurrency'],
  rpc: string,
  explorer: string[],
  testnet = false,
): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: currency,
    rpcUrls: [rpc],
    blockExplorerUrls: explorer,
    testnet,
    assets: {},
  }
}

function solana(reference: string, name: string, rpc: string, cluster: string, testnet: boolean): Network {
  const explorer = `https://explorer.solana.com${cluster ? `?cluster=${cluster}` : ''}`
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    rpcUrls: [rpc],
    blockExplorerUrls: [explorer],
    testnet,
    assets: {},
  }
}

function bitcoin(reference: string, name: string, explorer: string, testnet: boolean): Network {
  // Bitcoin has no public JSON-RPC; it is read through the blockchain data API, so no RPC URLs.
  return {
    id: reference,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: BTC,
    rpcUrls: [],
    blockExplorerUrls: [explorer],
    testnet,
    assets: {},
  }
}

/** The built-in networks (spec part 3) plus the two local devnet chains. */
export const NETWORKS: readonly Network[] = Object.freeze([
  evm(
    56,
    'BNB Smart Chain',
    { name: 'BNB', symbol: 'BNB', decimals: 18 },
    'https://bsc-dataseed.bnbchain.org',
    ['https://bscscan.com'],
  ),
  evm(1, 'Ethereum', ETH, 'https://ethereum-rpc.publicnode.com', ['https://etherscan.io']),
  evm(137, 'Polygon', { name: 'POL', symbol: 'POL', decimals: 18 }, 'https://polygon-rpc.com', [
    'https://polygonscan.com',
  ]),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', '', false),
  solana(
    'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'Solana Devnet',
    'https://api.devnet.solana.com',
    'devnet',
    true,
  ),
  solana(
    '4uhcVJyU9pJkvQyS88uRDiswHXSRkM3K',
    'Solana Testnet',
    'https://api.testnet.solana.com',
    'testnet',
    true,
  ),
  bitcoin('000000000019d6689c085ae165831e93', 'Bitcoin', 'https://mempool.space', false),
  bitcoin('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', 'https://mempool.space/testnet', true),
  // Local anvil chains; `testnet: false` because the spec shows '0.00' for testnets and devnet balances must show.
  // Their block explorer is the devnet data API's pages (devnet/dataApi/explorerPage.ts).
  evm(31337, 'Walletdock Devnet A', ETH, 'http://127.0.0.1:8545', ['http://127.0.0.1:8550/explorer/31337']),
  evm(31338, 'Walletdock Devnet B', ETH, 'http://127.0.0.1:8546', ['http://127.0.0.1:8550/explorer/31338']),
])

/** A network from a viem Chain's plain data (src/plainChain.ts): `default` RPC URLs first, then the others. */
export function networkFromChain(chain: PlainChain): Network {
  const { default: first, ...others } = chain.rpcUrls
  const rpcUrls = [first, ...Object.values(others)].flatMap((entry) => entry?.http ?? [])
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...new Set(rpcUrls)],
    blockExplorerUrls: chain.blockExplorers?.default ? [chain.blockExplorers.default.url] : [],
    testnet: chain.testnet ?? false,
    assets: {},
  }
}

/** The network with this id among resolved ones (the snapshot's), else the built-in one. */
export function findNetwork(networks: readonly Network[] | undefined, id: string): Network | undefined {
  return networks?.find((n) => n.caipNetworkId === id) ?? getNetwork(id)
}

/** The default chain (spec part 3). */
export const DEFAULT_CAIP_NETWORK_ID: CaipNetworkId = 'eip155:1'

/** The built-in network with this CAIP network id. */
export function getNetwork(id: string): Network | undefined {
  return NETWORKS.find((n) => n.caipNetworkId === id)
}

// EVM chain ids must stay below 2^31 so the coin type (id | 2^31) is well defined (spec part 5).
const MAX_CHAIN_ID = 2_147_483_648

/** Reads a chain id given as a number, a decimal string or a 0x hex string; throws InvalidChainIdError. */
export function parseEvmChainId(hexOrNumber: string | number): number {
  const value =
    typeof hexOrNumber === 'number'
      ? hexOrNumber
      : /^0x[0-9a-fA-F]+$/.test(hexOrNumber) || /^[0-9]+$/.test(hexOrNumber)
        ? Number(hexOrNumber)
        : Number.NaN
  if (!Number.isSafeInteger(value) || value < 0 || value >= MAX_CHAIN_ID)
    throw new InvalidChainIdError({ chainId: hexOrNumber })
  return value
}

/** The 0x hex form wallets expect in wallet_switchEthereumChain. */
export function toEvmChainIdHex(id: number): string {
  return `0x${parseEvmChainId(id).toString(16)}`
}

/** The ENS coin type of an EVM chain: the chain id with the high bit set (spec part 5). */
export function coinTypeOf(chainId: number): number {
  return (parseEvmChainId(chainId) | MAX_CHAIN_ID) >>> 0
}

/** Account type used per namespace until the user picks one (spec part 3). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Partial<Record<Namespace, AccountType>>> = Object.freeze({
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
})

/** A feature that is only available on some namespaces. */
export type NamespacedFeature = 'connect' | 'balances' | 'send' | 'activity' | 'names' | 'swaps'

/** Features and the namespaces they work on (spec part 6). */
export const FEATURE_NAMESPACES: Readonly<Record<NamespacedFeature, readonly Namespace[]>> = Object.freeze({
  // Namespaces a wallet connects on (each has a chain adapter in worker/chains/).
  connect: ['eip155', 'solana'],
  balances: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  activity: ['eip155'],
  names: ['eip155'],
  // The data service's convert calls speak eip155 only (the eip155 adapter's swap support).
  swaps: ['eip155'],
})

/** Whether `feature` works on `namespace`. */
export function supportsFeature(feature: NamespacedFeature, namespace: Namespace): boolean {
  return FEATURE_NAMESPACES[feature].includes(namespace)
}
