// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { blo } from 'blo'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TokenBalance, Transaction } from '../../../src/blockchainApiSchemas.ts'
import type { Snapshot } from '../../../src/snapshot.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { ActivityView, PortfolioView } from '../../../src/walletData.ts'
import { ADDRESS, connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const CAIP = `eip155:1:${ADDRESS}` as const

function token(symbol: string, numeric: string, value: number): TokenBalance {
  return {
    name: `${symbol} coin`,
    symbol,
    chainId: 'eip155:1',
    value,
    price: 1,
    quantity: { decimals: '6', numeric },
    iconUrl: '',
  }
}

function portfolio(extra: Partial<PortfolioView> = {}): PortfolioView {
  return {
    caipAddress: CAIP,
    status: 'ok',
    tokens: [token('USDC', '10000', 10000), token('WDT', '1000', 2500)],
    totalUsd: 12500,
    fetchedAt: Date.now(),
    stale: false,
    ...extra,
  }
}

function tx(id: string, minedAt: Date, numeric = '0.5', direction: 'in' | 'out' = 'out'): Transaction {
  return {
    id,
    metadata: {
      operationType: direction === 'out' ? 'send' : 'receive',
      hash: id,
      minedAt: minedAt.toISOString(),
      sentFrom: ADDRESS,
      sentTo: '0x2',
      status: 'confirmed',
      chain: 'eip155:1',
    },
    transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction, quantity: { numeric } }],
  }
}

function account(overrides: Partial<Snapshot> = {}, network: CaipNetworkId = 'eip155:1') {
  return renderModal({
    snapshot: makeSnapshot({ connections: { eip155: connectedTo(network) }, ...overrides }),
    views: [{ name: 'Account' }],
  })
}

describe('Account tabs', () => {
  it('default: tokens with quantity and USD value, and the total', () => {
    const { reads } = account({ portfolio: portfolio() })
    expect(screen.getByTestId('tokens-total').textContent).toBe('$12,500.00')
    const usdc = screen.getByTestId('token-USDC')
    expect(within(usdc).getByText('10,000 USDC')).toBeTruthy()
    expect(within(usdc).getByText('$10,000.00')).toBeTruthy()
    expect(reads.map((r) => r.intent)).toEqual(
      expect.arrayContaining(['fetchIdentity', 'fetchTokenBalances']),
    )
  })

  it('behavior: a token the core could not name reads as unknown, in the tab’s language', async () => {
    const nameless = {
      ...token('0x5a…9f3E', '5', 0),
      name: '',
      address: 'eip155:1:0x5a00000000000000000000000000000000009f3E',
    }
    const snapshot = makeSnapshot({
      connections: { eip155: connectedTo('eip155:1') },
      portfolio: portfolio({ tokens: [token('USDC', '10000', 10000), nameless] }),
    })
    renderModal({ snapshot, views: [{ name: 'Account' }] })
    expect(within(screen.getByTestId('token-0x5a…9f3E')).getByText('Unknown token')).toBeTruthy()
    expect(within(screen.getByTestId('token-USDC')).getByText('USDC coin')).toBeTruthy()
    cleanup()
    renderModal({ snapshot, views: [{ name: 'Account' }], locale: 'de' })
    expect(await screen.findByText('Unbekannter Token')).toBeTruthy()
  })

  it("behavior: a failed fetch says 'Token Balance Unavailable' over the last-known list, with its age", () => {
    vi.useFakeTimers({ now: new Date(2025, 0, 2, 9, 7), toFake: ['Date', 'setInterval', 'clearInterval'] })
    account({
      portfolio: portfolio({
        status: 'unavailable',
        stale: true,
        fetchedAt: new Date(2025, 0, 2, 9, 5).getTime(),
      }),
    })
    expect(screen.getByTestId('tokens-unavailable').textContent).toContain('Token Balance Unavailable')
    expect(screen.getByTestId('tokens-age').textContent).toContain('as of 9:05 AM · 2 min. ago')
    expect(screen.getByTestId('token-USDC')).toBeTruthy()
  })

  it("behavior: where the core hides the balance (testnets) and where the service has none, '$0.00'", () => {
    const sepolia = `eip155:11155111:${ADDRESS}` as const
    account(
      {
        balance: { status: 'hidden', caipAddress: sepolia, symbol: null },
        portfolio: portfolio({ caipAddress: sepolia }),
      },
      'eip155:11155111',
    )
    expect(screen.getByTestId('tokens-total').textContent).toBe('$0.00')
    cleanup()
    account({ portfolio: portfolio({ status: 'unsupported', tokens: [], totalUsd: 0 }) })
    expect(screen.getByTestId('tokens-total').textContent).toBe('$0.00')
  })

  it('behavior: a host without serviceUrls.blockchainApi: tokens and activity say they are not available', () => {
    renderModal({
      config: { projectId: 'test' },
      snapshot: makeSnapshot({ connections: { eip155: connectedTo('eip155:1') } }),
      views: [{ name: 'Account' }],
    })
    expect(screen.getByTestId('tokens-no-service').textContent).toBe(
      'Token balances are not available on this site',
    )
    expect(screen.queryByText('Loading tokens…')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByTestId('activity-no-service').textContent).toBe(
      'Activity is not available on this site',
    )
  })

  it('behavior: the profile name and avatar replace the bare address', () => {
    account({
      identity: { caipAddress: CAIP, name: 'alice.devnet.id', avatar: 'data:image/svg+xml;base64,AA==' },
    })
    expect(screen.getByTestId('account-name').textContent).toBe('alice.devnet.id')
    expect(screen.getByTestId('avatar').getAttribute('src')).toBe('data:image/svg+xml;base64,AA==')
  })

  it('behavior: an account without an avatar, or whose avatar fails to load, shows its identicon (blo)', () => {
    account()
    const identicon = screen.getByTestId('identicon')
    expect(identicon.getAttribute('src')).toBe(blo(ADDRESS))
    expect(identicon.getAttribute('alt')).toBe('')
    expect(screen.queryByTestId('avatar')).toBeNull()
    cleanup()
    account({
      identity: { caipAddress: CAIP, name: 'alice.devnet.id', avatar: 'https://avatars.invalid/a.png' },
    })
    fireEvent.error(screen.getByTestId('avatar'))
    expect(screen.getByTestId('identicon').getAttribute('src')).toBe(blo(ADDRESS))
    expect(screen.getByTestId('account-name').textContent).toBe('alice.devnet.id')
  })

  it('behavior: Activity groups by year, then month, newest first, and loads more as it scrolls', async () => {
    const activity: ActivityView = {
      caipAddress: CAIP,
      transactions: [
        tx('a', new Date(2024, 11, 30)),
        tx('b', new Date(2025, 2, 5), '12.5', 'in'),
        tx('c', new Date(2025, 0, 9)),
      ],
      next: 'cursor-1',
      loading: false,
      empty: false,
      failed: false,
    }
    const { reads } = account({ activity })
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual(['2025', '2024'])
    const months = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
    expect(months).toEqual(['March', 'January', 'December'])
    const march = screen.getByRole('list', { name: 'Transactions in March 2025' })
    expect(within(march).getByText('Received')).toBeTruthy()
    expect(within(march).getByText('+12.5 ETH')).toBeTruthy()
    expect(reads.filter((r) => r.intent === 'fetchTransactions').map((r) => r.args)).toContainEqual([
      { more: false },
    ])

    const list = screen.getByTestId('activity-list')
    Object.defineProperties(list, {
      scrollHeight: { value: 500, configurable: true },
      clientHeight: { value: 280, configurable: true },
    })
    await act(async () => {
      list.scrollTop = 200
      fireEvent.scroll(list)
    })
    expect(reads.filter((r) => r.intent === 'fetchTransactions').map((r) => r.args)).toContainEqual([
      { more: true },
    ])
  })

  it('behavior: each Activity row links to its transaction on the network’s explorer, in a new tab', () => {
    const activity: ActivityView = {
      caipAddress: CAIP,
      transactions: [tx('0xfeed', new Date(2025, 2, 5))],
      next: null,
      loading: false,
      empty: false,
      failed: false,
    }
    account({ activity })
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    const link = screen.getByRole('link', { name: 'View on block explorer' })
    expect(link.getAttribute('href')).toBe('https://etherscan.io/tx/0xfeed')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('behavior: a network without an explorer shows no link', () => {
    const activity: ActivityView = {
      caipAddress: `eip155:31339:${ADDRESS}`,
      transactions: [tx('0xfeed', new Date(2025, 2, 5))],
      next: null,
      loading: false,
      empty: false,
      failed: false,
    }
    // A host's own chain that names no block explorer.
    const ownChain = {
      id: 31339,
      caipNetworkId: 'eip155:31339' as const,
      chainNamespace: 'eip155' as const,
      name: 'Dock Chain',
      nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8547'],
      blockExplorerUrls: [],
      testnet: false,
      assets: {},
    }
    account({ activity, networks: [ownChain] }, 'eip155:31339')
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByText('Sent')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'View on block explorer' })).toBeNull()
  })

  it('behavior: a failed Activity fetch says so', () => {
    account({
      activity: {
        caipAddress: CAIP,
        transactions: [],
        next: null,
        loading: false,
        empty: true,
        failed: true,
      },
    })
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByText('Failed to fetch transactions')).toBeTruthy()
  })

  it('behavior: with Activity off (basic mode, or the project’s configuration) there is no Activity tab', () => {
    const connected = makeSnapshot({ connections: { eip155: connectedTo('eip155:1') } })
    renderModal({
      config: { projectId: 'test', basic: true, serviceUrls: { blockchainApi: 'https://data.example' } },
      snapshot: connected,
      views: [{ name: 'Account' }],
    })
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tokens', 'NFTs'])
    cleanup()
    const { store } = renderModal({ snapshot: connected, views: [{ name: 'Account' }] })
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    // The service's answer arrives while Activity is open: the tab goes, and Tokens shows instead.
    const features = {
      email: true,
      socials: false as const,
      swaps: true,
      onramp: true,
      activity: false,
      reownBranding: false,
    }
    act(() =>
      store.setState({
        snapshot: { ...connected, version: 2, projectConfig: { source: 'remote', features, ignored: [] } },
      }),
    )
    expect(screen.queryByRole('tab', { name: 'Activity' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
  })
})
