// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../../src/errors.ts'
import { connectedTo, connector, deferred, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const snapshot = makeSnapshot({ connectors: [connector('io.metamask', 'MetaMask')] })
const views = [
  { name: 'Connect' as const },
  { name: 'ConnectingExternal' as const, data: { connectorId: 'io.metamask' } },
]

describe('ConnectingExternal', () => {
  it('default: asks the wallet once, even in StrictMode, and waits', () => {
    const { calls } = renderModal({ snapshot, views, intents: { connect: () => new Promise(() => {}) } })
    expect(screen.getByRole('dialog', { name: 'MetaMask' })).toBeTruthy()
    expect(screen.getByText('Continue in MetaMask')).toBeTruthy()
    expect(calls.filter((c) => c.intent === 'connect')).toHaveLength(1)
  })

  it('behavior: the wallet that names itself nothing (window.ethereum) is the browser wallet, in title and text', () => {
    renderModal({
      snapshot: makeSnapshot({ connectors: [connector('injected', '', 'INJECTED')] }),
      views: [{ name: 'Connect' }, { name: 'ConnectingExternal', data: { connectorId: 'injected' } }],
      intents: { connect: () => new Promise(() => {}) },
    })
    expect(screen.getByRole('dialog', { name: 'Browser Wallet' })).toBeTruthy()
    expect(screen.getByText('Continue in Browser Wallet')).toBeTruthy()
  })

  it('behavior: a rejection shows Connection declined, and Try again asks the wallet again', async () => {
    const attempts = [deferred<undefined>(), deferred<undefined>()]
    let n = 0
    const { calls, store } = renderModal({
      snapshot,
      views,
      intents: { connect: () => (attempts[n++] ?? deferred<undefined>()).promise },
    })
    await act(async () => attempts[0]?.reject(new UserRejectedRequestError()))
    expect(screen.getByRole('heading', { name: 'Connection declined' })).toBeTruthy()
    expect(screen.getByText('You declined the request in your wallet.')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Connection declined')
    expect(store.getState().snackbar).toMatchObject({ variant: 'error' })

    const tryAgain = screen.getByRole('button', { name: 'Try again' })
    tryAgain.focus()
    fireEvent.click(tryAgain)
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    // The button is gone; focus stays in the dialog instead of falling to the page.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true))
    expect(calls.filter((c) => c.intent === 'connect')).toHaveLength(2)
  })

  it('behavior: an EIP-1193 4001 error counts as a rejection', async () => {
    renderModal({
      snapshot,
      views,
      intents: { connect: () => Promise.reject(Object.assign(new Error('User denied'), { code: 4001 })) },
    })
    expect(await screen.findByRole('heading', { name: 'Connection declined' })).toBeTruthy()
  })

  it('behavior: another error shows Connection failed with its message', async () => {
    renderModal({
      snapshot,
      views,
      intents: { connect: () => Promise.reject(new Error('Wallet is locked')) },
    })
    expect(await screen.findByRole('heading', { name: 'Connection failed' })).toBeTruthy()
    expect(screen.getByText('Wallet is locked', { selector: 'p' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Wallet is locked')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('behavior: once the connection shows in the snapshot, the modal shows Account', async () => {
    const { store } = renderModal({ snapshot, views, intents: { connect: () => new Promise(() => {}) } })
    act(() =>
      store.setState({ snapshot: { ...snapshot, version: 2, connections: { eip155: connectedTo() } } }),
    )
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(store.getState().stack.views).toEqual([{ name: 'Account' }])
  })
})
