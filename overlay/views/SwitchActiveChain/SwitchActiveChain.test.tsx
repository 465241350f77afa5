// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChainNotSupportedError } from '../../../src/errors.ts'
import type { CaipNetworkId, Connector } from '../../../src/types.ts'
import type { View } from '../../../src/viewStack.ts'
import { applySnapshot } from '../../tabStore.ts'
import { connectedTo, connector, deferred, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const SOLANA_DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const solanaWallet: Connector = {
  ...connector('app.walletdock.devnet-solana', 'Devnet Solana Wallet'),
  chain: 'solana',
}
const evmConnected = makeSnapshot({
  requestedNetworks: ['eip155:1', SOLANA_DEVNET],
  connections: { eip155: connectedTo() },
  connectors: [connector('io.metamask', 'MetaMask'), solanaWallet],
})
const switchView = (data: Partial<Extract<View, { name: 'SwitchActiveChain' }>['data']> = {}): View => ({
  name: 'SwitchActiveChain',
  data: {
    switchToChain: 'solana',
    network: SOLANA_DEVNET,
    navigateTo: 'Connect',
    navigateWithReplace: true,
    ...data,
  },
})
/** What the core's snapshot is once Solana is active: the EVM account kept, none on Solana. */
const switched = {
  ...evmConnected,
  version: 2,
  activeNamespace: 'solana' as const,
  activeCaipNetworkId: SOLANA_DEVNET,
}

describe('SwitchActiveChain', () => {
  it('default: says the EVM wallet stays connected and offers Switch, Cancel and Back', () => {
    renderModal({ snapshot: evmConnected, views: [{ name: 'Account' }, { name: 'Networks' }, switchView()] })
    expect(screen.getByRole('dialog', { name: 'Switch chain' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Switch to Solana Devnet' })).toBeTruthy()
    expect(
      screen.getByText(
        'Your EVM wallet stays connected. Switching makes Solana Devnet the active network, where no account is connected yet: you can connect a Solana wallet there.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Switch to Solana Devnet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    // The header's Back.
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
  })

  it('behavior: confirming switches, then Connect replaces it and lists the Solana wallets', async () => {
    const done = deferred<undefined>()
    const { calls, store } = renderModal({
      snapshot: evmConnected,
      views: [{ name: 'Account' }, { name: 'Networks' }, switchView()],
      intents: { switchNetwork: () => done.promise },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Solana Devnet' }))
    expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: SOLANA_DEVNET }] }])
    expect(
      (screen.getByRole('button', { name: 'Switch to Solana Devnet' }) as HTMLButtonElement).disabled,
    ).toBe(true)

    await act(async () => {
      applySnapshot(store, switched)
      done.resolve(undefined)
    })
    expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Account', 'Networks', 'Connect'])
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Devnet Solana Wallet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'MetaMask' })).toBeNull()
  })

  it('behavior: without navigateWithReplace the next view is pushed; navigateTo picks it', async () => {
    const { store } = renderModal({
      snapshot: evmConnected,
      views: [{ name: 'Account' }, switchView({ navigateWithReplace: undefined, navigateTo: 'AllWallets' })],
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Solana Devnet' })))
    expect(store.getState().stack.views.map((v) => v.name)).toEqual([
      'Account',
      'SwitchActiveChain',
      'AllWallets',
    ])
  })

  it('behavior: without a network it switches to the host’s first network of the namespace', async () => {
    const { calls } = renderModal({ snapshot: evmConnected, views: [switchView({ network: undefined })] })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Solana Devnet' })))
    expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: SOLANA_DEVNET }] }])
  })

  it('behavior: a failed switch says why and stays, and Cancel goes back without switching', async () => {
    const { calls, store } = renderModal({
      snapshot: evmConnected,
      views: [{ name: 'Account' }, { name: 'Networks' }, switchView()],
      intents: { switchNetwork: () => Promise.reject(new ChainNotSupportedError()) },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Solana Devnet' })))
    expect(screen.getByRole('status').textContent).toBe('Chain is not supported')
    expect(store.getState().stack.views.at(-1)?.name).toBe('SwitchActiveChain')

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(store.getState().stack.views.map((v) => v.name)).toEqual(['Account', 'Networks'])
    expect(calls).toHaveLength(1)
  })
})
