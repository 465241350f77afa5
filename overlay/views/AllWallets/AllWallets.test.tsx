// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { WalletEntry, WalletPage, WalletQuery } from '../../../src/walletDirectory.ts'
import { connector, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const wallet = (n: number, extra: Partial<WalletEntry> = {}): WalletEntry => ({
  id: `w${n}`,
  name: `Wallet ${n}`,
  chains: [],
  badge: n % 2 ? 'certified' : 'none',
  ...extra,
})

/** A directory of 50 wallets answering like the core does (pages of 40, search by name, badge filter). */
function directory() {
  const all = Array.from({ length: 50 }, (_, i) => wallet(i + 1))
  all[2] = wallet(3, { name: 'Glacier Wallet', rdns: 'io.metamask' })
  const queries: WalletQuery[] = []
  const fetchWallets = async (query: WalletQuery): Promise<WalletPage> => {
    queries.push(query)
    const found = all.filter(
      (w) =>
        (!query.search || w.name.toLowerCase().includes(query.search.toLowerCase())) &&
        (!query.badge || w.badge === query.badge),
    )
    const size = query.search ? 100 : 40
    const wallets = found.slice((query.page - 1) * size, query.page * size)
    return { wallets, count: found.length, page: query.page, source: 'network' }
  }
  return { fetchWallets, queries }
}

const names = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .queryAllByRole('button')
    .map((b) => b.querySelector('.wd-wallet-tile-name')?.textContent ?? b.textContent)

describe('AllWallets', () => {
  it('default: a grid of the first page, and more as it scrolls', async () => {
    const { fetchWallets, queries } = directory()
    renderModal({ views: [{ name: 'AllWallets' }], intents: { fetchWallets } })
    expect(screen.getByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Wallet 40' })).toBeTruthy()
    expect(names()).toHaveLength(41)
    fireEvent.click(screen.getByRole('button', { name: 'More wallets' }))
    expect(await screen.findByRole('button', { name: 'Wallet 50' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'More wallets' })).toBeNull()
    expect(queries).toEqual([{ page: 1 }, { page: 2 }])
  })

  it('behavior: search asks once the typing settled for 300 ms; the badge filter narrows', async () => {
    const { fetchWallets, queries } = directory()
    renderModal({ views: [{ name: 'AllWallets' }], intents: { fetchWallets } })
    await screen.findByRole('button', { name: 'Wallet 40' })
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(input, { target: { value: 'gla' } })
    fireEvent.change(input, { target: { value: 'glacier' } })
    expect(queries).toHaveLength(1)
    await waitFor(() => expect(names()).toEqual(['Glacier Wallet']))
    // Only the settled text was asked for, once.
    expect(queries).toEqual([{ page: 1 }, { page: 1, search: 'glacier' }])

    fireEvent.change(input, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Certified' }))
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Wallet 1', 'Glacier Wallet']))
    expect(queries.at(-1)).toEqual({ page: 1, badge: 'certified' })
  })

  it('behavior: an installed wallet connects like a browser wallet, another through WalletConnect', async () => {
    const { fetchWallets } = directory()
    const { store } = renderModal({
      snapshot: makeSnapshot({
        connectors: [{ ...connector('io.metamask', 'MetaMask'), info: { rdns: 'io.metamask' } }],
      }),
      views: [{ name: 'AllWallets' }],
      intents: { fetchWallets, connect: () => new Promise(() => {}) },
    })
    const glacier = await screen.findByRole('button', { name: 'Glacier Wallet' })
    expect(glacier.textContent).toContain('Installed')
    fireEvent.click(glacier)
    expect(store.getState().stack.views.at(-1)).toEqual({
      name: 'ConnectingExternal',
      data: { connectorId: 'io.metamask' },
    })

    act(() => store.setState({ stack: { views: [{ name: 'AllWallets' }], open: true } }))
    fireEvent.click(await screen.findByRole('button', { name: 'Wallet 4' }))
    expect(store.getState().stack.views.at(-1)).toEqual({
      name: 'ConnectingWalletConnect',
      data: { wallet: wallet(4) },
    })
  })

  it('error: when the directory fails, says so; its saved copy is shown when there is one', async () => {
    const fetchWallets = async (query: WalletQuery): Promise<WalletPage> =>
      query.search
        ? {
            wallets: [],
            count: 0,
            page: 1,
            source: 'none',
            problem: { text: 'HTTP status code: 500', error: 'HttpRequestError' },
          }
        : {
            wallets: [wallet(1)],
            count: 1,
            page: 1,
            source: 'cache',
            problem: { text: 'The service sent an invalid reply.', error: 'InvalidApiReplyError' },
          }
    renderModal({ views: [{ name: 'AllWallets' }], intents: { fetchWallets } })
    expect(await screen.findByText('Showing saved wallets: The service sent an invalid reply.')).toBeTruthy()
    expect(names()).toEqual(['Wallet 1'])
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'x' } })
    expect(await screen.findByText('Wallets could not be loaded: HTTP status code: 500')).toBeTruthy()
  })
})
