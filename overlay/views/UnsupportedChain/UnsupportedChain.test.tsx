// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Snapshot } from '../../../src/snapshot.ts'
import { connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const TEXT = "This app doesn't support your current network. Switch to an available option to continue."

describe('UnsupportedChain', () => {
  it('default: replaces the top view when a connected wallet moves to an unrequested network', () => {
    const { store } = renderModal({
      snapshot: makeSnapshot({ connections: { eip155: connectedTo() } }),
      views: [{ name: 'Account' }],
    })
    const snapshot = store.getState().snapshot as Snapshot
    act(() =>
      store.setState({
        snapshot: {
          ...snapshot,
          version: 2,
          connections: { eip155: connectedTo('eip155:56') },
          unsupportedChain: true,
        },
      }),
    )
    expect(screen.getByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
    expect(screen.getByText(TEXT)).toBeTruthy()
    expect(store.getState().stack.views).toEqual([{ name: 'UnsupportedChain' }])
  })

  it('behavior: choosing a network asks the wallet to switch', () => {
    const { calls } = renderModal({
      snapshot: makeSnapshot({ connections: { eip155: connectedTo('eip155:56') }, unsupportedChain: true }),
      views: [{ name: 'Account' }],
      intents: { switchNetwork: () => new Promise(() => {}) },
    })
    expect(screen.queryByRole('button', { current: true })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(screen.getByText('Switch your wallet to Ethereum')).toBeTruthy()
    expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: 'eip155:1' }] }])
  })

  it('behavior: Disconnect disconnects and closes the modal', async () => {
    const { calls, store } = renderModal({
      snapshot: makeSnapshot({ connections: { eip155: connectedTo('eip155:56') }, unsupportedChain: true }),
      views: [{ name: 'UnsupportedChain' }],
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect(calls).toEqual([{ intent: 'disconnect', args: [] }])
    expect(store.getState().stack.open).toBe(false)
  })
})
