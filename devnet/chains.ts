/** One local EVM chain of the devnet. Browser-safe: the injected demo wallet imports it too. */
export type DevnetChain = {
  chainId: number
  name: string
  port: number
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The devnet's anvil chains; ports are fixed because demo configuration and e2e tests name them. */
export const DEVNET_CHAINS: readonly DevnetChain[] = [
  {
    chainId: 31337,
    name: 'Walletdock Devnet A',
    port: 8545,
    rpcUrl: 'http://127.0.0.1:8545',
    nativeCurrency: ether,
  },
  {
    chainId: 31338,
    name: 'Walletdock Devnet B',
    port: 8546,
    rpcUrl: 'http://127.0.0.1:8546',
    nativeCurrency: ether,
  },
]

/** The control server that stops and starts chains (tests simulate an offline chain with it). */
export const DEVNET_CONTROL_PORT = 8549

/** Finds a devnet chain by id. */
export function getDevnetChain(chainId: number): DevnetChain | undefined {
  return DEVNET_CHAINS.find((chain) => chain.chainId === chainId)
}
