import { describe, expect, it } from 'vitest'
import { isBalanceHidden } from './balanceVisibility.ts'
import { resolveNetworks } from './resolveNetworks.ts'
import type { CaipNetworkId } from './types.ts'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const shown = { unsupportedChain: false }

/** A network as the core resolves it, with the host's customRpcUrls when given. */
const network = (id: CaipNetworkId, customRpcUrls?: Record<string, string[]>) =>
  resolveNetworks({ networks: [id], customRpcUrls }).networks[0]

describe('isBalanceHidden', () => {
  it('default: a mainnet on a requested chain shows its balance', () => {
    expect(isBalanceHidden(network('eip155:1'), shown)).toBe(false)
    expect(isBalanceHidden(network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), shown)).toBe(false)
  })

  it('behavior: a testnet is hidden unless the host runs its own RPC for it', () => {
    expect(isBalanceHidden(network(SOLANA_DEVNET), shown)).toBe(true)
    expect(
      isBalanceHidden(network(SOLANA_DEVNET, { [SOLANA_DEVNET]: ['http://127.0.0.1:8899'] }), shown),
    ).toBe(false)
  })

  it('behavior: a testnet the host gives as its own Chain shows its balance', () => {
    const own = resolveNetworks({
      networks: [
        {
          id: 31339,
          name: 'Local test chain',
          nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
          testnet: true,
        },
      ],
    }).networks[0]
    expect(own?.testnet).toBe(true)
    expect(isBalanceHidden(own, shown)).toBe(false)
  })

  it('behavior: an unsupported chain, an unknown network and a namespace without balances are hidden', () => {
    expect(isBalanceHidden(network('eip155:1'), { unsupportedChain: true })).toBe(true)
    expect(isBalanceHidden(undefined, shown)).toBe(true)
    expect(isBalanceHidden(network('bip122:000000000019d6689c085ae165831e93'), shown)).toBe(true)
  })
})
