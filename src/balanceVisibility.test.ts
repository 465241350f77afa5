import { describe, expect, it } from 'vitest'
import { isBalanceHidden } from './balanceVisibility.ts'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const shown = { unsupportedChain: false }

describe('isBalanceHidden', () => {
  it('default: a mainnet on a requested chain shows its balance', () => {
    expect(isBalanceHidden({}, { caipNetworkId: 'eip155:1', ...shown })).toBe(false)
    expect(isBalanceHidden({}, { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ...shown })).toBe(
      false,
    )
  })

  it('behavior: a testnet is hidden unless the host runs its own RPC for it', () => {
    expect(isBalanceHidden({}, { caipNetworkId: SOLANA_DEVNET, ...shown })).toBe(true)
    expect(
      isBalanceHidden(
        { customRpcUrls: { [SOLANA_DEVNET]: ['http://127.0.0.1:8899'] } },
        { caipNetworkId: SOLANA_DEVNET, ...shown },
      ),
    ).toBe(false)
  })

  it('behavior: an unsupported chain, an unknown network and a namespace without balances are hidden', () => {
    expect(isBalanceHidden({}, { caipNetworkId: 'eip155:1', unsupportedChain: true })).toBe(true)
    expect(
      isBalanceHidden(
        { customRpcUrls: { 'eip155:11155111': ['http://127.0.0.1:8545'] } },
        { caipNetworkId: 'eip155:11155111', ...shown },
      ),
    ).toBe(true)
    expect(isBalanceHidden({}, { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', ...shown })).toBe(
      true,
    )
  })
})
