// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../../src/blockchainApiSchemas.ts'
import type { Snapshot } from '../../../src/snapshot.ts'
import type { BalanceView, CaipNetworkId } from '../../../src/types.ts'
import type { PortfolioView } from '../../../src/walletData.ts'
import { makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const OWNER = 'ERdKADGhKfoSGyG8m3osqKNdg6v2vWv9WWDEMjaabxHt'
const USDC_MINT = 'DTmdGQjVtDKNbK52G3fop9yxizNtVf7et7Cd76CMYDnV'
const WDT_MINT = '99GnXqdn7GWtxxJzHMDvy2fvUHqKPQyG5qn4F5HscKQi'

function sol(raw: string, caipNetworkId: CaipNetworkId): BalanceView {
  return {
    caipAddress: `${caipNetworkId}:${OWNER}`,
    raw,
    decimals: 9,
    symbol: 'SOL',
    fetchedAt: Date.now(),
    status: 'ready',
  }
}

function token(
  chainId: string,
  symbol: string,
  decimals: number,
  numeric: string,
  price: number,
  mint?: string,
): TokenBalance {
  return {
    name: symbol === 'SOL' ? 'Solana' : `${symbol} token`,
    symbol,
    chainId,
    ...(mint ? { address: `${chainId}:${mint}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: '',
  }
}

function portfolio(caipNetworkId: CaipNetworkId, tokens: TokenBalance[]): PortfolioView {
  return {
    caipAddress: `${caipNetworkId}:${OWNER}`,
    status: 'ok',
    tokens,
    totalUsd: tokens.reduce((sum, t) => sum + t.value, 0),
    fetchedAt: Date.now(),
    stale: false,
  }
}

// Whether Devnet shows its balance (the host's own RPC) is the core's call (src/balanceVisibility.ts).
function solanaAccount(caipNetworkId: CaipNetworkId, extra: Partial<Snapshot>) {
  return renderModal({
    snapshot: makeSnapshot({
      activeNamespace: 'solana',
      activeCaipNetworkId: caipNetworkId,
      connections: {
        solana: { status: 'connected', connectorId: 'devnet-solana', address: OWNER, caipNetworkId },
      },
      ...extra,
    }),
    views: [{ name: 'Account' }],
  })
}

const balanceText = () => screen.getByTestId('balance').textContent
const rowText = (symbol: string) => screen.getByTestId(`token-${symbol}`).textContent

describe('Account on Solana', () => {
  it('default: SOL in 9 decimals, at most 4 fraction digits, never rounded up', () => {
    solanaAccount(MAINNET, { balance: sol('100999999999', MAINNET) })
    expect(balanceText()).toBe('100.9999 SOL')
  })

  it('behavior: a lamport-sized balance and a whole one', () => {
    const { unmount } = solanaAccount(MAINNET, { balance: sol('1', MAINNET) })
    expect(balanceText()).toBe('0 SOL')
    unmount()
    solanaAccount(MAINNET, { balance: sol('2500000000', MAINNET) })
    expect(balanceText()).toBe('2.5 SOL')
  })

  it('behavior: Solana Devnet on the host’s own RPC shows its balance and tokens (SOL 9, USDC 6, WDT 9 decimals)', () => {
    solanaAccount(DEVNET, {
      balance: sol('100000000000', DEVNET),
      portfolio: portfolio(DEVNET, [
        token(DEVNET, 'SOL', 9, '99.50000001', 150),
        token(DEVNET, 'USDC', 6, '10012.5', 1, USDC_MINT),
        token(DEVNET, 'WDT', 9, '0.000000001', 2.5, WDT_MINT),
        token(DEVNET, 'DTmd…YDnV', 2, '12.34', 0, 'DTmdGQjVtDKNbK52G3fop9yxizNtVf7et7Cd76CMYDn1'),
      ]),
    })
    expect(balanceText()).toBe('100 SOL')
    expect(screen.getByTestId('tokens-total').textContent).toBe('$24,937.50')
    // SOL here has no icon: its generated badge (the letters 'SOL') leads the row.
    expect(rowText('SOL')).toBe('SOLSolana99.5 SOL$14,925.00')
    expect(within(screen.getByTestId('token-USDC')).getByText('10,012.5 USDC')).toBeTruthy()
    expect(within(screen.getByTestId('token-WDT')).getByText('0 WDT')).toBeTruthy()
    expect(within(screen.getByTestId('token-DTmd…YDnV')).getByText('12.34 DTmd…YDnV')).toBeTruthy()
  })

  it('behavior: Solana Devnet on its public RPC is a testnet, hidden by the core: 0.00 SOL and $0.00 (spec part 2)', () => {
    solanaAccount(DEVNET, {
      balance: { status: 'hidden', caipAddress: `${DEVNET}:${OWNER}`, symbol: 'SOL' },
      portfolio: portfolio(DEVNET, [token(DEVNET, 'USDC', 6, '10000', 1, USDC_MINT)]),
    })
    expect(balanceText()).toBe('0.00 SOL')
    expect(screen.getByTestId('tokens-total').textContent).toBe('$0.00')
    expect(screen.queryByTestId('token-USDC')).toBeNull()
  })
})
