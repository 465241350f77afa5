// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BASIC_FEATURES } from '../../../src/projectConfig.ts'
import type { Snapshot } from '../../../src/snapshot.ts'
import type { BalanceAmount, BalanceView, CaipNetworkId } from '../../../src/types.ts'
import { ADDRESS, connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const SOLANA_DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

function balance(
  raw: string,
  extra: Partial<BalanceAmount> & { status?: 'ready' | 'stale' } = {},
): BalanceView {
  return {
    status: 'ready',
    caipAddress: `eip155:1:${ADDRESS}`,
    raw,
    decimals: 18,
    symbol: 'ETH',
    fetchedAt: Date.now(),
    ...extra,
  }
}

function account(overrides: Partial<Snapshot> = {}) {
  return renderModal({
    snapshot: makeSnapshot({ connections: { eip155: connectedTo() }, ...overrides }),
    views: [{ name: 'Account' }],
  })
}

const balanceText = () => screen.getByTestId('balance').textContent

describe('Account', () => {
  it('default: short address and the balance with at most 4 fraction digits', () => {
    account({ balance: balance('9999995812000000000000') })
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(screen.getByText('0x1234…abcd')).toBeTruthy()
    expect(balanceText()).toBe('9,999.9958 ETH')
    expect(screen.queryByTestId('balance-age')).toBeNull()
  })

  it('behavior: a whole balance shows no fraction', () => {
    account({ balance: balance('10000000000000000000000') })
    expect(balanceText()).toBe('10,000 ETH')
  })

  it('behavior: shows Loading balance… until the balance arrives', () => {
    const { store } = account()
    expect(balanceText()).toBe('Loading balance…')
    const snapshot = store.getState().snapshot as Snapshot
    act(() =>
      store.setState({ snapshot: { ...snapshot, version: 2, balance: balance('1500000000000000000') } }),
    )
    expect(balanceText()).toBe('1.5 ETH')
  })

  it('behavior: Loading balance… while the core reads it; says so when none can be read', () => {
    const caipAddress = `eip155:1:${ADDRESS}` as const
    const { store } = account({ balance: { status: 'loading', caipAddress } })
    expect(balanceText()).toBe('Loading balance…')
    const snapshot = store.getState().snapshot as Snapshot
    act(() =>
      store.setState({
        snapshot: { ...snapshot, version: 2, balance: { status: 'unavailable', caipAddress } },
      }),
    )
    expect(balanceText()).toBe('Balance unavailable')
    expect(screen.queryByTestId('balance-age')).toBeNull()
  })

  it('behavior: a balance the core hides (a testnet) shows 0.00 with the network symbol', () => {
    renderModal({
      snapshot: makeSnapshot({
        activeNamespace: 'solana',
        activeCaipNetworkId: SOLANA_DEVNET,
        connections: {
          solana: {
            status: 'connected',
            connectorId: 'phantom',
            address: SOLANA_ADDRESS,
            caipNetworkId: SOLANA_DEVNET,
          },
        },
        balance: { status: 'hidden', caipAddress: `${SOLANA_DEVNET}:${SOLANA_ADDRESS}`, symbol: 'SOL' },
      }),
      views: [{ name: 'Account' }],
    })
    expect(balanceText()).toBe('0.00 SOL')
  })

  it('behavior: a hidden balance on an unknown network shows 0.00 alone', () => {
    account({
      connections: { eip155: connectedTo('eip155:11155111') },
      balance: { status: 'hidden', caipAddress: `eip155:11155111:${ADDRESS}`, symbol: null },
    })
    expect(balanceText()).toBe('0.00')
    expect(screen.getByRole('button', { name: 'Network: eip155:11155111' })).toBeTruthy()
  })

  it('behavior: a stale balance says how old it is, and the age moves on', () => {
    vi.useFakeTimers({
      now: new Date(2025, 0, 2, 9, 5, 30),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    })
    account({
      balance: balance('1000000000000000000', {
        status: 'stale',
        fetchedAt: new Date(2025, 0, 2, 9, 5).getTime(),
      }),
    })
    expect(balanceText()).toBe('1 ETH')
    expect(screen.getByTestId('balance-age').textContent).toBe('as of 9:05 AM · just now')
    act(() => vi.advanceTimersByTime(30_000))
    expect(screen.getByTestId('balance-age').textContent).toBe('as of 9:05 AM · 1 min. ago')
  })

  it('behavior: says Reconnecting… while the connection is being restored', () => {
    account({ connections: { eip155: connectedTo('eip155:1', 'reconnecting') }, balance: balance('0') })
    expect(screen.getByTestId('connection-status').textContent).toBe('Reconnecting…')
  })

  it('behavior: until the name service answers, the name offer keeps its line, hidden; then the offer takes it', () => {
    const { store } = renderModal({
      snapshot: makeSnapshot({ connections: { eip155: connectedTo() } }),
      views: [{ name: 'Account' }],
      config: {
        projectId: 'test',
        nameZone: 'devnet.id',
        serviceUrls: { blockchainApi: 'https://data.example' },
      },
    })
    expect(screen.queryByRole('button', { name: 'Register a name' })).toBeNull()
    const reserved = screen.getByText('Register a name')
    expect(reserved.getAttribute('aria-hidden')).toBe('true')
    expect(reserved.classList.contains('wd-reserved')).toBe(true)
    act(() => {
      const snapshot = store.getState().snapshot
      if (!snapshot) throw new Error('no snapshot')
      store.setState({
        snapshot: { ...snapshot, identity: { caipAddress: `eip155:1:${ADDRESS}`, name: null, avatar: null } },
      })
    })
    expect(screen.getByRole('button', { name: 'Register a name' })).toBeTruthy()
    expect(screen.getAllByText('Register a name')).toHaveLength(1)
  })

  it('behavior: Copy address copies it and confirms', async () => {
    const writeText = vi.fn(async (_: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { store } = account()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(store.getState().snackbar).toMatchObject({ variant: 'success', message: 'Address copied' })
  })

  it('behavior: the network button opens the network list', () => {
    account()
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(screen.getByRole('dialog', { name: 'Choose network' })).toBeTruthy()
  })

  it('behavior: Disconnect disconnects and closes the modal', async () => {
    const { calls, store } = account()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect(calls).toEqual([{ intent: 'disconnect', args: [] }])
    expect(store.getState().stack.open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('default: the wallet features in the spec order (on-ramp, swaps, receive, send)', () => {
    account()
    const features = [...document.querySelectorAll('[data-feature]')].map((b) => b.textContent)
    expect(features).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }))
    expect(screen.getByRole('dialog', { name: 'Receive' })).toBeTruthy()
  })

  it('behavior: walletFeaturesOrder reorders the features and features.* turn one off', () => {
    const snapshot = makeSnapshot({ connections: { eip155: connectedTo() } })
    const config = { projectId: 'test', walletFeaturesOrder: ['send', 'swaps', 'receive'] }
    renderModal({ snapshot, views: [{ name: 'Account' }], config })
    const shown = () => [...document.querySelectorAll('[data-feature]')].map((b) => b.textContent)
    expect(shown()).toEqual(['Send', 'Swap', 'Receive'])
    cleanup()
    renderModal({
      snapshot,
      views: [{ name: 'Account' }],
      config: { ...config, features: { send: false }, basic: true },
    })
    expect(shown()).toEqual(['Receive'])
  })

  it('behavior: the project configuration turning swaps off takes Swap away', () => {
    account({
      projectConfig: {
        source: 'remote',
        features: { ...BASIC_FEATURES, swaps: false },
        ignored: [],
      },
    })
    expect([...document.querySelectorAll('[data-feature]')].map((b) => b.textContent)).toEqual([
      'Receive',
      'Send',
    ])
  })
})
