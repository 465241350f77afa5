// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WALLET_CONNECT_CONNECTOR } from '../../../src/walletConnect.ts'
import type { WalletEntry, WalletSuggestions } from '../../../src/walletDirectory.ts'
import { connector, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const wallet = (id: string, extra: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  name: `${id} Wallet`,
  chains: [],
  badge: 'none',
  ...extra,
})

const suggestions: WalletSuggestions = {
  featured: [wallet('Featured')],
  custom: [wallet('Custom', { custom: true })],
  recommended: ['A', 'B', 'Installed', 'C', 'Recent', 'D', 'E'].map((id) =>
    wallet(id, id === 'Installed' ? { rdns: 'io.metamask' } : {}),
  ),
  count: 62,
}

const snapshot = makeSnapshot({
  connectors: [
    WALLET_CONNECT_CONNECTOR,
    { ...connector('io.metamask', 'MetaMask'), info: { rdns: 'io.metamask' } },
  ],
  recentWallets: [{ connectorId: 'Recent', name: 'Recent Wallet' }],
})

const listed = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.wd-list-item-name')?.textContent)

describe('Connect: WalletConnect and the wallet directory', () => {
  it('default: WalletConnect first, then featured, custom and four recommended wallets, then All Wallets', async () => {
    renderModal({ snapshot, intents: { fetchWalletSuggestions: async () => suggestions } })
    expect(listed('Wallets')).toEqual(['WalletConnect', 'MetaMask'])
    await screen.findByRole('button', { name: 'Featured Wallet' })
    expect(listed('More wallets')).toEqual([
      'Featured Wallet',
      'Custom Wallet',
      'A Wallet',
      'B Wallet',
      'C Wallet',
      'D Wallet',
      'All Wallets',
    ])
  })

  it('behavior: WalletConnect opens the QR view; a directory wallet opens it for that wallet', async () => {
    const { store } = renderModal({ snapshot, intents: { fetchWalletSuggestions: async () => suggestions } })
    fireEvent.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(store.getState().stack.views.at(-1)).toEqual({ name: 'ConnectingWalletConnect' })
    store.setState({ stack: { views: [{ name: 'Connect' }], open: true } })
    fireEvent.click(await screen.findByRole('button', { name: 'A Wallet' }))
    expect(store.getState().stack.views.at(-1)).toEqual({
      name: 'ConnectingWalletConnect',
      data: { wallet: wallet('A') },
    })
  })

  it('behavior: collapseWallets folds the list into one button; allWallets HIDE drops All Wallets', async () => {
    const { store, unmount } = renderModal({ snapshot, config: { projectId: 'p', collapseWallets: true } })
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(store.getState().stack.views.at(-1)).toEqual({ name: 'AllWallets' })
    unmount()
    renderModal({
      snapshot,
      config: { projectId: 'p', allWallets: 'HIDE' },
      intents: { fetchWalletSuggestions: async () => suggestions },
    })
    await screen.findByRole('button', { name: 'Featured Wallet' })
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })

  it('behavior: no WalletConnect entry once connected through it', () => {
    renderModal({
      snapshot: makeSnapshot({
        connectors: snapshot.connectors,
        connections: {
          eip155: { status: 'connecting', connectorId: 'walletConnect' },
        },
      }),
    })
    expect(listed('Wallets')).toEqual(['MetaMask'])
  })
  it('behavior: blank rows hold the directory’s places until it answers (featured, custom and four recommended)', async () => {
    let answer!: (found: WalletSuggestions) => void
    renderModal({
      snapshot,
      config: {
        projectId: 'p',
        featuredWalletIds: ['Featured'],
        customWallets: [{ id: 'Custom', name: 'Custom Wallet' }],
      },
      intents: {
        fetchWalletSuggestions: () => new Promise<WalletSuggestions>((resolve) => (answer = resolve)),
      },
    })
    const more = screen.getByRole('list', { name: 'More wallets' })
    expect(within(more).getAllByTestId('wallet-placeholder')).toHaveLength(6)
    // All Wallets is already in its final place, below them.
    expect(more.lastElementChild?.textContent).toContain('All Wallets')
    answer(suggestions)
    await screen.findByRole('button', { name: 'Featured Wallet' })
    expect(screen.queryAllByTestId('wallet-placeholder')).toHaveLength(0)
    expect(listed('More wallets')).toHaveLength(7)
  })

  it('behavior: a directory that fails gives the held places back', async () => {
    renderModal({
      snapshot,
      intents: { fetchWalletSuggestions: () => Promise.reject(new Error('down')) },
    })
    expect(screen.getAllByTestId('wallet-placeholder')).toHaveLength(4)
    await waitFor(() => expect(screen.queryAllByTestId('wallet-placeholder')).toHaveLength(0))
    expect(listed('More wallets')).toEqual(['All Wallets'])
  })
})
