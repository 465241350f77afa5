// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const siwx = { siwx: { required: true } }

const snapshot = (ownPrompt: boolean) =>
  makeSnapshot({
    connections: {
      eip155: {
        status: 'connected',
        connectorId: 'io.metamask',
        address: ADDRESS,
        caipNetworkId: 'eip155:1',
      },
    },
    siwxRequest: { caipNetworkId: 'eip155:1', address: ADDRESS, ownPrompt },
  })

describe('SiwxSignMessage', () => {
  it('default: the embedded wallet (no prompt of its own) is asked at once too: its one confirmation is ApproveTransaction, not a Sign in click first', async () => {
    const { calls } = renderModal({
      snapshot: snapshot(false),
      views: [{ name: 'SIWXSignMessage' }],
      config: { projectId: 'p', ...siwx },
      intents: { signInWithX: () => new Promise(() => undefined) },
    })
    await waitFor(() => expect(calls.map((c) => c.intent)).toContain('signInWithX'))
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    expect(screen.getByText('Confirm in your wallet…')).toBeTruthy()
  })

  it('behavior: the sign-in’s request waiting in ApproveTransaction keeps that view on top', async () => {
    const { store } = renderModal({
      snapshot: snapshot(false),
      views: [{ name: 'SIWXSignMessage' }, { name: 'ApproveTransaction' }],
      config: { projectId: 'p', ...siwx },
      intents: { signInWithX: () => new Promise(() => undefined) },
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.getState().stack.views.map((v) => v.name)).toEqual(['SIWXSignMessage', 'ApproveTransaction'])
  })

  it('behavior: any other top view gives way to it while the account must sign in', async () => {
    const { store } = renderModal({
      snapshot: snapshot(true),
      views: [{ name: 'Account' }],
      config: { projectId: 'p', ...siwx },
      intents: { signInWithX: () => new Promise(() => undefined) },
    })
    await waitFor(() => expect(store.getState().stack.views.at(-1)?.name).toBe('SIWXSignMessage'))
  })
})
