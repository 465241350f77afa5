// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChainNotSupportedError } from '../../../src/errors.ts'
import type { Snapshot } from '../../../src/snapshot.ts'
import type { CaipNetworkId, ConnectionState } from '../../../src/types.ts'
import { connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const SOLANA_DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_ADDRESS = 'ERdKADGhKfoSGyG8m3osqKNdg6v2vWv9WWDEMjaabxHt'
const solanaOn = (caipNetworkId: CaipNetworkId): ConnectionState => ({
  status: 'connected',
  connectorId: 'app.walletdock.devnet-solana',
  address: SOLANA_ADDRESS,
  caipNetworkId,
})
/** A host with two EVM chains and two Solana clusters. */
const multiChain = (overrides: Parameters<typeof makeSnapshot>[0] = {}) =>
  makeSnapshot({ requestedNetworks: ['eip155:1', 'eip155:137', SOLANA_DEVNET, SOLANA], ...overrides })
const solanaActive = (connections: Snapshot['connections']) =>
  multiChain({ activeNamespace: 'solana', activeCaipNetworkId: SOLANA_DEVNET, connections })
const stackNames = (store: ReturnType<typeof renderModal>['store']) =>
  store.getState().stack.views.map((v) => v.name)

describe('Networks', () => {
  it('default: lists the requested networks and marks the current one', () => {
    renderModal({ views: [{ name: 'Connect' }, { name: 'Networks' }] })
    expect(screen.getByRole('dialog', { name: 'Choose network' })).toBeTruthy()
    const list = within(screen.getByRole('list', { name: 'Networks' }))
    expect(list.getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: 'Ethereum' }),
      screen.getByRole('button', { name: 'Polygon' }),
    ])
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Polygon' }).getAttribute('aria-current')).toBeNull()
  })

  it('behavior: without a connection it switches at once and goes back', () => {
    const { calls, store } = renderModal({ views: [{ name: 'Connect' }, { name: 'Networks' }] })
    fireEvent.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: 'eip155:137' }] }])
    expect(store.getState().stack.views).toEqual([{ name: 'Connect' }])
  })

  it('behavior: while connected it asks the wallet in SwitchNetwork', () => {
    const { calls } = renderModal({
      snapshot: makeSnapshot({ connections: { eip155: connectedTo() } }),
      views: [{ name: 'Account' }, { name: 'Networks' }],
      intents: { switchNetwork: () => new Promise(() => {}) },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(screen.getByRole('heading', { name: 'Approve in wallet' })).toBeTruthy()
    expect(screen.getByText('Switch your wallet to Polygon')).toBeTruthy()
    expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: 'eip155:137' }] }])
  })

  it('behavior: the connection network is the current one', () => {
    renderModal({
      snapshot: makeSnapshot({ connections: { eip155: connectedTo('eip155:137') } }),
      views: [{ name: 'Account' }, { name: 'Networks' }],
    })
    expect(screen.getByRole('button', { name: 'Polygon' }).getAttribute('aria-current')).toBe('true')
  })

  describe('EVM and Solana', () => {
    it('default: lists every requested network of both namespaces', () => {
      renderModal({ snapshot: multiChain(), views: [{ name: 'Connect' }, { name: 'Networks' }] })
      const list = within(screen.getByRole('list', { name: 'Networks' }))
      expect(
        list.getAllByRole('button').map((b) => b.querySelector('.wd-list-item-name')?.textContent),
      ).toEqual(['Ethereum', 'Polygon', 'Solana Devnet', 'Solana'])
    })

    it('behavior: from an EVM account to Solana without an account asks first in SwitchActiveChain', () => {
      const { calls, store } = renderModal({
        snapshot: multiChain({ connections: { eip155: connectedTo() } }),
        views: [{ name: 'Account' }, { name: 'Networks' }],
      })
      fireEvent.click(screen.getByRole('button', { name: 'Solana Devnet' }))
      expect(calls).toEqual([])
      expect(store.getState().stack.views.at(-1)).toEqual({
        name: 'SwitchActiveChain',
        data: {
          switchToChain: 'solana',
          network: SOLANA_DEVNET,
          navigateTo: 'Connect',
          navigateWithReplace: true,
        },
      })
      expect(screen.getByRole('heading', { name: 'Switch to Solana Devnet' })).toBeTruthy()
    })

    it('behavior: from Solana to the chain the EVM wallet is on switches without a prompt and shows Account', () => {
      const { calls, store } = renderModal({
        snapshot: solanaActive({ eip155: connectedTo('eip155:1'), solana: solanaOn(SOLANA_DEVNET) }),
        views: [{ name: 'Account' }, { name: 'Networks' }],
      })
      fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
      expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: 'eip155:1' }] }])
      expect(stackNames(store)).toEqual(['Account'])
    })

    it('behavior: from Solana without an account to the EVM account switches without a prompt and shows Account', () => {
      const { calls, store } = renderModal({
        snapshot: solanaActive({ eip155: connectedTo('eip155:1') }),
        views: [{ name: 'Connect' }, { name: 'Networks' }],
      })
      fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
      expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: 'eip155:1' }] }])
      expect(stackNames(store)).toEqual(['Account'])
    })

    it('behavior: from Solana to another EVM chain than the wallet is on, the wallet approves in SwitchNetwork', () => {
      const { store } = renderModal({
        snapshot: solanaActive({ eip155: connectedTo('eip155:1'), solana: solanaOn(SOLANA_DEVNET) }),
        views: [{ name: 'Account' }, { name: 'Networks' }],
        intents: { switchNetwork: () => new Promise(() => {}) },
      })
      fireEvent.click(screen.getByRole('button', { name: 'Polygon' }))
      expect(stackNames(store)).toEqual(['Account', 'Networks', 'SwitchNetwork'])
      expect(screen.getByText('Switch your wallet to Polygon')).toBeTruthy()
    })

    it('behavior: another Solana cluster needs no wallet: it switches and shows Account', () => {
      const { calls, store } = renderModal({
        snapshot: solanaActive({ solana: solanaOn(SOLANA_DEVNET) }),
        views: [{ name: 'Account' }, { name: 'Networks' }],
      })
      fireEvent.click(screen.getByRole('button', { name: 'Solana' }))
      expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: SOLANA }] }])
      expect(stackNames(store)).toEqual(['Account'])
    })

    it('behavior: a switch that fails says why', async () => {
      renderModal({
        snapshot: solanaActive({ solana: solanaOn(SOLANA_DEVNET) }),
        views: [{ name: 'Account' }, { name: 'Networks' }],
        intents: {
          switchNetwork: () => Promise.reject(new ChainNotSupportedError()),
        },
      })
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Solana' })))
      expect(screen.getByRole('status').textContent).toBe('Chain is not supported')
    })
  })
})
