// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Connector } from '../../../src/types.ts'
import { WALLET_CONNECT_CONNECTORS } from '../../../src/walletConnect.ts'
import { connectedTo, connector, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

/** Each listed wallet as 'Name' or 'Name (Tag)', in screen order. */
function listedWallets(): string[] {
  const list = screen.getByRole('list', { name: 'Wallets' })
  return within(list)
    .getAllByRole('button')
    .map((button) => {
      const tagId = button.getAttribute('aria-describedby')
      const tag = tagId ? button.ownerDocument.getElementById(tagId)?.textContent : undefined
      const name = button.querySelector('.wd-list-item-name')?.textContent ?? ''
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
          connector('injected', '', 'INJECTED'),
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

  it('behavior: the wallet that names itself nothing (window.ethereum) is the browser wallet, in the tab’s language', async () => {
    renderModal({
      snapshot: makeSnapshot({ connectors: [connector('injected', '', 'INJECTED')] }),
      locale: 'de',
    })
    await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    expect(listedWallets()).toEqual(['Browser-Wallet (Installiert)'])
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

  describe('a host with EVM and Solana networks', () => {
    const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const phantom: Connector = { ...connector('app.phantom', 'Phantom'), chain: 'solana' }
    const solanaAccount = {
      status: 'connected' as const,
      connectorId: 'app.phantom',
      address: 'ERdKADGhKfoSGyG8m3osqKNdg6v2vWv9WWDEMjaabxHt',
      caipNetworkId: SOLANA_DEVNET,
    } as const
    const multiChain = (overrides: Parameters<typeof makeSnapshot>[0] = {}) =>
      makeSnapshot({
        requestedNetworks: ['eip155:1', SOLANA_DEVNET],
        // The core lists WalletConnect once per namespace (one session spans both); Connect shows it once.
        connectors: [...WALLET_CONNECT_CONNECTORS, connector('io.metamask', 'MetaMask'), phantom],
        ...overrides,
      })

    it('default: with no namespace chosen, lists the wallets of every namespace the host has networks of', () => {
      renderModal({ snapshot: multiChain() })
      expect(listedWallets()).toEqual(['WalletConnect', 'MetaMask (Installed)', 'Phantom (Installed)'])
    })

    it('behavior: with an EVM address and Solana active (after SwitchActiveChain), lists Solana wallets', () => {
      renderModal({
        snapshot: multiChain({
          activeNamespace: 'solana',
          activeCaipNetworkId: SOLANA_DEVNET,
          connections: { eip155: connectedTo() },
        }),
      })
      expect(listedWallets()).toEqual(['WalletConnect', 'Phantom (Installed)'])
    })

    it('behavior: with a Solana address and EVM active, lists EVM wallets', () => {
      renderModal({ snapshot: multiChain({ connections: { solana: solanaAccount } }) })
      expect(listedWallets()).toEqual(['WalletConnect', 'MetaMask (Installed)'])
    })

    it('behavior: with Solana active while nothing is connected, lists Solana wallets', () => {
      renderModal({ snapshot: multiChain({ activeNamespace: 'solana', activeCaipNetworkId: SOLANA_DEVNET }) })
      expect(listedWallets()).toEqual(['WalletConnect', 'Phantom (Installed)'])
    })

    it('behavior: opened for a namespace, lists its wallets before the switch to it has landed', () => {
      const { store } = renderModal({ snapshot: multiChain() })
      act(() => store.setState({ openedFor: 'solana' }))
      expect(listedWallets()).toEqual(['WalletConnect', 'Phantom (Installed)'])
      act(() => store.setState({ openedFor: 'eip155' }))
      expect(listedWallets()).toEqual(['WalletConnect', 'MetaMask (Installed)'])
      // Opened for a namespace the host has no network of: as if opened for none.
      act(() => store.setState({ openedFor: 'bip122' }))
      expect(listedWallets()).toEqual(['WalletConnect', 'MetaMask (Installed)', 'Phantom (Installed)'])
    })
  })

  it('behavior: choosing a wallet connects it and waits for the wallet', async () => {
    const { calls } = renderModal({
      snapshot: makeSnapshot({ connectors: [connector('io.metamask', 'MetaMask')] }),
      intents: { connect: () => new Promise(() => {}) },
    })
    fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    expect(screen.getByText('Accept the connection request in your wallet.')).toBeTruthy()
    expect(calls).toEqual([{ intent: 'connect', args: [{ connectorId: 'io.metamask' }] }])
  })

  it('behavior: says so when no wallet is found', () => {
    renderModal()
    expect(screen.getByText('No wallet found in this browser')).toBeTruthy()
  })

  it('behavior: shows a fatal error as an alert', () => {
    renderModal({ fatal: 'A project id is required' })
    expect(screen.getByRole('alert').textContent).toBe('A project id is required')
  })
  it('behavior: shows no row until the core lists every wallet of the page, then all of them at once', () => {
    const { store } = renderModal({
      walletsListed: false,
      snapshot: makeSnapshot({ connectors: [connector('io.metamask', 'MetaMask')] }),
    })
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryAllByRole('button', { name: /MetaMask|All Wallets/ })).toHaveLength(0)
    act(() => store.setState({ walletsListed: true }))
    expect(listedWallets()).toEqual(['MetaMask (Installed)'])
  })
})
