// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChainNotSupportedError, UserRejectedRequestError } from '../../../src/errors.ts'
import { NETWORKS } from '../../../src/networks.ts'
import { connectedTo, deferred, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

// The core resolves every configured network into the snapshot; the title names the target from there.
const snapshot = makeSnapshot({
  connections: { eip155: connectedTo() },
  networks: NETWORKS.filter((n) => n.caipNetworkId === 'eip155:137'),
})
const views = [
  { name: 'Account' as const },
  { name: 'Networks' as const },
  { name: 'SwitchNetwork' as const, data: { caipNetworkId: 'eip155:137' as const } },
]

describe('SwitchNetwork', () => {
  it('default: asks the wallet once and goes to Account when it switched', async () => {
    const switched = deferred<undefined>()
    const { calls, reads, store } = renderModal({
      snapshot,
      views,
      intents: { switchNetwork: () => switched.promise },
    })
    expect(screen.getByRole('dialog', { name: 'Polygon' })).toBeTruthy()
    // The network's icon is asked for by the view that shows it, not by every core at start.
    expect(reads).toContainEqual({ intent: 'loadNetworkIcons', args: [] })
    // Waiting, declined and failed replace each other inside one polite live region, so each is announced.
    expect(screen.getByText('Switch your wallet to Polygon').closest('[aria-live="polite"]')).toBeTruthy()
    await act(async () => switched.resolve(undefined))
    expect(calls).toEqual([{ intent: 'switchNetwork', args: [{ caipNetworkId: 'eip155:137' }] }])
    expect(store.getState().stack.views).toEqual([{ name: 'Account' }])
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('behavior: a failure shows its message, tells the snackbar, and Try again asks again', async () => {
    const { calls } = renderModal({
      snapshot,
      views,
      intents: { switchNetwork: () => Promise.reject(new ChainNotSupportedError()) },
    })
    expect(await screen.findByRole('heading', { name: 'Switch failed' })).toBeTruthy()
    expect(screen.getByText('Chain is not supported', { selector: 'p' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Chain is not supported')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Switch failed' })
    expect(calls.filter((c) => c.intent === 'switchNetwork')).toHaveLength(2)
  })

  it('behavior: a rejection shows Switch declined', async () => {
    renderModal({
      snapshot,
      views,
      intents: { switchNetwork: () => Promise.reject(new UserRejectedRequestError()) },
    })
    expect(await screen.findByRole('heading', { name: 'Switch declined' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
