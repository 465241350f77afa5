// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectView } from '../../../src/walletConnect.ts'
import type { WalletEntry } from '../../../src/walletDirectory.ts'
import { makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`
const ready = (expiresInMs = 240_000, attempt = 1): WalletConnectView => ({
  status: 'ready',
  attempt,
  uri: URI,
  expiresAt: Date.now() + expiresInMs,
})
const view = (wallet?: WalletEntry) => [
  { name: 'Connect' as const },
  { name: 'ConnectingWalletConnect' as const, data: wallet ? { wallet } : undefined },
]
const calledWith = (calls: { intent: string; args: unknown[] }[], intent: string) =>
  calls.filter((c) => c.intent === intent).map((c) => c.args[0])

describe('ConnectingWalletConnect', () => {
  it('default: asks for a pairing once, shows its QR code with the time left and copies the link', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { calls, store } = renderModal({
      snapshot: makeSnapshot({ walletConnect: ready() }),
      views: view(),
    })
    expect(screen.getByRole('dialog', { name: 'WalletConnect' })).toBeTruthy()
    expect(calledWith(calls, 'pairWalletConnect')).toEqual([{ reuse: false }])
    expect(calledWith(calls, 'chooseWalletConnectWallet')).toEqual([{ choice: null }])
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    expect(screen.getByTestId('walletconnect-countdown').textContent).toBe('New code in 3:50')
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({ variant: 'success', message: 'Link copied' }),
    )
    expect(writeText).toHaveBeenCalledWith(URI)
  })

  it('behavior: replaces a code that counts as expired (10 s before its end) by itself', () => {
    const { calls } = renderModal({
      snapshot: makeSnapshot({ walletConnect: ready(9_000, 4) }),
      views: view(),
    })
    expect(calledWith(calls, 'pairWalletConnect')).toEqual([{ reuse: false }, { refresh: true }])
  })

  it('behavior: after the wallet refused, says so and asks for a new code', () => {
    const declined: WalletConnectView = {
      status: 'failed',
      attempt: 2,
      reason: 'rejected',
      message: 'Connection declined',
    }
    const { calls } = renderModal({ snapshot: makeSnapshot({ walletConnect: declined }), views: view() })
    expect(screen.getByRole('alert').textContent).toBe('Connection declined. Scan the new code to try again.')
    expect(calledWith(calls, 'pairWalletConnect')).toEqual([{ reuse: false }, { refresh: true }])
  })

  it('error: an unreachable relay is said plainly, with a retry', () => {
    const down: WalletConnectView = {
      status: 'failed',
      attempt: 1,
      reason: 'relay',
      message: 'Cannot reach the WalletConnect relay',
    }
    const { calls } = renderModal({ snapshot: makeSnapshot({ walletConnect: down }), views: view() })
    expect(screen.getByRole('heading', { name: 'Cannot reach the WalletConnect relay' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(calledWith(calls, 'pairWalletConnect')).toEqual([{ reuse: false }, {}])
  })

  it('behavior: a directory wallet’s web link opens in the click, with the URI, and is remembered', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const wallet: WalletEntry = {
      id: 'w1',
      name: 'Basalt Wallet',
      chains: [],
      badge: 'none',
      desktopLink: 'basaltdesktop://',
      webappLink: 'https://web.basalt.example/',
    }
    const { calls } = renderModal({ snapshot: makeSnapshot({ walletConnect: ready() }), views: view(wallet) })
    expect(screen.getByRole('dialog', { name: 'Basalt Wallet' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Open web app' }))
    expect(open).toHaveBeenCalledWith(
      `https://web.basalt.example/wc?uri=${encodeURIComponent(URI)}`,
      '_blank',
      'noopener,noreferrer',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open desktop app' }))
    expect(open).toHaveBeenLastCalledWith(
      `basaltdesktop://wc?uri=${encodeURIComponent(URI)}`,
      '_self',
      undefined,
    )
    expect(calledWith(calls, 'chooseWalletConnectWallet').at(-1)).toEqual({
      choice: { name: 'Basalt Wallet', walletId: 'w1', href: 'basaltdesktop://' },
    })
  })

  it('behavior: once the session connects, in this tab or another, Account replaces the view', async () => {
    const { store } = renderModal({ snapshot: makeSnapshot({ walletConnect: ready() }), views: view() })
    act(() =>
      store.setState({
        snapshot: makeSnapshot({
          version: 2,
          connections: {
            eip155: {
              status: 'connected',
              connectorId: 'walletConnect',
              address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
              caipNetworkId: 'eip155:1',
            },
          },
        }),
      }),
    )
    await waitFor(() => expect(store.getState().stack.views).toEqual([{ name: 'Account' }]))
  })
})

describe('ConnectingWalletConnectBasic', () => {
  it('default: the QR code and a way to every wallet', () => {
    const { store } = renderModal({
      snapshot: makeSnapshot({ walletConnect: ready() }),
      views: [{ name: 'ConnectingWalletConnectBasic' }],
    })
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All wallets' }))
    expect(store.getState().stack.views.at(-1)).toEqual({ name: 'AllWallets' })
  })
})
