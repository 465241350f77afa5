// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connector, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

/** Each listed wallet as 'Name' or 'Name (Tag)', in screen order. */
function listedWallets(): string[] {
  const list = screen.getByRole('list', { name: 'Wallets' })
  return within(list)
    .getAllByRole('button')
    .map((button) => {
      const tagId = button.getAttribute('aria-describedby')
      const tag = tagId ? button.ownerDocument.getElementById(tagId)?.textContent : undefined
      const name = button.getAttribute('aria-label') ?? ''
      return tag ? `${name} (${tag})` : name
    })
}

describe('Connect', () => {
  it('default: titled Connect Wallet, recent wallets first, then installed ones', () => {
    renderModal({
      snapshot: makeSnapshot({
        connectors: [
          connector('io.metamask', 'MetaMask'),
          connector('com.brave', 'Brave Wallet'),
          connector('injected', 'Browser Wallet', 'INJECTED'),
          { ...connector('app.phantom', 'Phantom'), chain: 'solana' },
        ],
        recentWallets: [{ connectorId: 'com.brave', name: 'Brave Wallet' }],
      }),
    })
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(listedWallets()).toEqual([
      'Brave Wallet (Recent)',
      'MetaMask (Installed)',
      'Browser Wallet (Installed)',
    ])
  })

  it('behavior: lists only wallets of the active namespace', () => {
    renderModal({
      snapshot: makeSnapshot({
        activeNamespace: 'solana',
        connectors: [
          connector('io.metamask', 'MetaMask'),
          { ...connector('app.phantom', 'Phantom'), chain: 'solana' },
        ],
      }),
    })
    expect(listedWallets()).toEqual(['Phantom (Installed)'])
  })

  it('behavior: choosing a wallet connects it and waits for the wallet', async () => {
    const { calls } = renderModal({
      snapshot: makeSnapshot({ connectors: [connector('io.metamask', 'MetaMask')] }),
      intents: { connect: () => new Promise(() => {}) },
    })
    fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    expect(screen.getByText('Accept the connection request in your wallet.')).toBeTruthy()
    expect(calls).toEqual([{ intent: 'connect', args: ['io.metamask'] }])
  })

  it('behavior: says so when no wallet is found', () => {
    renderModal()
    expect(screen.getByText('No wallet found in this browser')).toBeTruthy()
  })

  it('behavior: shows a fatal error as an alert', () => {
    renderModal({ fatal: 'A project id is required' })
    expect(screen.getByRole('alert').textContent).toBe('A project id is required')
  })
})
