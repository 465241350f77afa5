import type { Network } from '../../src/networks.ts'

type IconModule = () => Promise<{ default: string }>

// Icons of well-known networks from web3icons (@web3icons/core, MIT), each file its own chunk of the worker:
// a core loads only the icons of the networks its host lists. A testnet shows its mainnet's icon.
const ethereum: IconModule = () => import('@web3icons/core/svgs/networks/branded/ethereum.svg.js')
const optimism: IconModule = () => import('@web3icons/core/svgs/networks/branded/optimism.svg.js')
const arbitrum: IconModule = () => import('@web3icons/core/svgs/networks/branded/arbitrum-one.svg.js')
const base: IconModule = () => import('@web3icons/core/svgs/networks/branded/base.svg.js')
const polygon: IconModule = () => import('@web3icons/core/svgs/networks/branded/polygon.svg.js')
const bnb: IconModule = () => import('@web3icons/core/svgs/networks/branded/binance-smart-chain.svg.js')
const avalanche: IconModule = () => import('@web3icons/core/svgs/networks/branded/avalanche.svg.js')
const solana: IconModule = () => import('@web3icons/core/svgs/networks/branded/solana.svg.js')

const ICONS: Readonly<Record<string, IconModule>> = {
  'eip155:1': ethereum,
  'eip155:11155111': ethereum,
  'eip155:17000': ethereum,
  'eip155:10': optimism,
  'eip155:11155420': optimism,
  'eip155:42161': arbitrum,
  'eip155:421614': arbitrum,
  'eip155:42170': () => import('@web3icons/core/svgs/networks/branded/arbitrum-nova.svg.js'),
  'eip155:8453': base,
  'eip155:84532': base,
  'eip155:137': polygon,
  'eip155:80002': polygon,
  'eip155:1101': () => import('@web3icons/core/svgs/networks/branded/polygon-zkevm.svg.js'),
  'eip155:56': bnb,
  'eip155:97': bnb,
  'eip155:43114': avalanche,
  'eip155:43113': avalanche,
  'eip155:100': () => import('@web3icons/core/svgs/networks/branded/gnosis.svg.js'),
  'eip155:324': () => import('@web3icons/core/svgs/networks/branded/zksync.svg.js'),
  'eip155:59144': () => import('@web3icons/core/svgs/networks/branded/linea.svg.js'),
  'eip155:534352': () => import('@web3icons/core/svgs/networks/branded/scroll.svg.js'),
  'eip155:42220': () => import('@web3icons/core/svgs/networks/branded/celo.svg.js'),
  'eip155:5000': () => import('@web3icons/core/svgs/networks/branded/mantle.svg.js'),
  'eip155:81457': () => import('@web3icons/core/svgs/networks/branded/blast.svg.js'),
  'eip155:7777777': () => import('@web3icons/core/svgs/networks/branded/zora.svg.js'),
  'eip155:250': () => import('@web3icons/core/svgs/networks/branded/fantom.svg.js'),
  'eip155:61': () => import('@web3icons/core/svgs/networks/branded/ethereum-classic.svg.js'),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': solana,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': solana,
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkM3K': solana,
  'bip122:000000000019d6689c085ae165831e93': () =>
    import('@web3icons/core/svgs/networks/branded/bitcoin.svg.js'),
}

/**
 * The networks with an icon where none was given: a `data:` URL of the well-known network's SVG (shown in an
 * `<img>`, so the SVG runs no script; allowed by a strict CSP's `img-src data:`). A host's own image stays; a
 * network with no known icon keeps its letter. An icon that fails to load is left out, never an error.
 */
export async function withNetworkIcons(networks: readonly Network[]): Promise<Network[]> {
  return Promise.all(
    networks.map(async (network) => {
      const load = ICONS[network.caipNetworkId]
      if (network.assets.imageUrl || !load) return network
      const svg = await load().then(
        (icon) => icon.default,
        () => undefined,
      )
      if (!svg?.trimStart().startsWith('<svg')) return network
      const imageUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
      return { ...network, assets: { ...network.assets, imageUrl } }
    }),
  )
}
