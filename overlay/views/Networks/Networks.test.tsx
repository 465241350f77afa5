// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'

afterEach(cleanup)

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
    expect(calls).toEqual([{ intent: 'switchNetwork', args: ['eip155:137'] }])
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
    expect(calls).toEqual([{ intent: 'switchNetwork', args: ['eip155:137'] }])
  })

  it('behavior: the connection network is the current one', () => {
    renderModal({
      snapshot: makeSnapshot({ connections: { eip155: connectedTo('eip155:137') } }),
      views: [{ name: 'Account' }, { name: 'Networks' }],
    })
    expect(screen.getByRole('button', { name: 'Polygon' }).getAttribute('aria-current')).toBe('true')
  })
})
