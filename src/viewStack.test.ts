import { describe, expect, test } from 'vitest'
import {
  INITIAL_STACK,
  reduceViewStack,
  type StackState,
  transitionViewStack,
  type View,
} from './viewStack.ts'

const stack = (...views: View[]): StackState => ({ views, open: true })
const names = (s: StackState) => s.views.map((v) => v.name)

describe('reduceViewStack', () => {
  test('default: starts closed on Connect', () => {
    expect(INITIAL_STACK).toEqual({ views: [{ name: 'Connect' }], open: false })
  })

  test('behavior: push adds a view on top', () => {
    const s = reduceViewStack(stack({ name: 'Connect' }), { type: 'push', view: { name: 'AllWallets' } })
    expect(names(s)).toEqual(['Connect', 'AllWallets'])
  })

  test('behavior: push is ignored when the same view is on top', () => {
    const before = stack({ name: 'Connect' }, { name: 'AllWallets' })
    expect(reduceViewStack(before, { type: 'push', view: { name: 'AllWallets' } })).toBe(before)
  })

  test('behavior: pushing the same view with new data updates the top instead of stacking it twice', () => {
    const before = stack({ name: 'Connect' }, { name: 'ConnectingExternal', data: { connectorId: 'a' } })
    const s = reduceViewStack(before, {
      type: 'push',
      view: { name: 'ConnectingExternal', data: { connectorId: 'b' } },
    })
    expect(s.views).toEqual([{ name: 'Connect' }, { name: 'ConnectingExternal', data: { connectorId: 'b' } }])
  })

  test('behavior: reset replaces the whole stack', () => {
    const s = reduceViewStack(stack({ name: 'Connect' }, { name: 'AllWallets' }), {
      type: 'reset',
      view: { name: 'Account' },
    })
    expect(names(s)).toEqual(['Account'])
    expect(s.open).toBe(true)
  })

  test('behavior: replace swaps the top view', () => {
    const s = reduceViewStack(stack({ name: 'Connect' }, { name: 'AllWallets' }), {
      type: 'replace',
      view: { name: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } },
    })
    expect(names(s)).toEqual(['Connect', 'SwitchNetwork'])
  })

  test('behavior: goBack pops one view', () => {
    const s = reduceViewStack(
      stack(
        { name: 'Account' },
        { name: 'Networks' },
        { name: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } },
      ),
      {
        type: 'goBack',
        connected: true,
      },
    )
    expect(names(s)).toEqual(['Account', 'Networks'])
  })

  test('behavior: going back to Connect while connected shows Account instead', () => {
    const before = stack({ name: 'Connect' }, { name: 'ConnectingExternal', data: { connectorId: 'x' } })
    expect(names(reduceViewStack(before, { type: 'goBack', connected: true }))).toEqual(['Account'])
    expect(names(reduceViewStack(before, { type: 'goBack', connected: false }))).toEqual(['Connect'])
  })

  test('behavior: going back from the last view closes the modal', () => {
    const s = reduceViewStack(stack({ name: 'Connect' }), { type: 'goBack', connected: false })
    expect(s).toEqual({ views: [{ name: 'Connect' }], open: false })
  })

  test('behavior: open and close reset the stack and set the flag', () => {
    const opened = reduceViewStack(INITIAL_STACK, { type: 'open', view: { name: 'Account' } })
    expect(opened).toEqual({ views: [{ name: 'Account' }], open: true })
    expect(reduceViewStack(opened, { type: 'close', view: { name: 'Connect' } })).toEqual(INITIAL_STACK)
  })

  test('behavior: the reducer never mutates its input', () => {
    const before = stack({ name: 'Connect' }, { name: 'ConnectingExternal', data: { connectorId: 'x' } })
    const copy = structuredClone(before)
    reduceViewStack(before, { type: 'goBack', connected: true })
    reduceViewStack(before, { type: 'replace', view: { name: 'AllWallets' } })
    expect(before).toEqual(copy)
  })
})

describe('transitionViewStack', () => {
  const farcaster: StackState = {
    views: [{ name: 'Connect' }, { name: 'ConnectingFarcaster' }],
    open: true,
    farcasterUrl: 'https://farcaster.example/x',
  }

  test('behavior: leaving ConnectingFarcaster without an address clears the URL and reloads auth after 100 ms', () => {
    const { state, effects } = transitionViewStack(farcaster, { type: 'goBack', connected: false })
    expect(names(state)).toEqual(['Connect'])
    expect(state.farcasterUrl).toBeUndefined()
    expect(effects).toEqual([{ type: 'reloadAuth', delayMs: 100 }])
  })

  test('behavior: leaving ConnectingFarcaster once connected keeps the URL and has no effect', () => {
    const { state, effects } = transitionViewStack(farcaster, { type: 'goBack', connected: true })
    expect(names(state)).toEqual(['Account'])
    expect(state.farcasterUrl).toBe('https://farcaster.example/x')
    expect(effects).toEqual([])
  })

  test('behavior: closing from a lone ConnectingFarcaster also clears the URL', () => {
    const { state, effects } = transitionViewStack(
      { ...farcaster, views: [{ name: 'ConnectingFarcaster' }] },
      { type: 'goBack', connected: false },
    )
    expect(state.open).toBe(false)
    expect(state.farcasterUrl).toBeUndefined()
    expect(effects).toHaveLength(1)
  })

  test('behavior: the Farcaster URL can be set and cleared', () => {
    const set = reduceViewStack(INITIAL_STACK, { type: 'setFarcasterUrl', url: 'https://f/x' })
    expect(set.farcasterUrl).toBe('https://f/x')
    expect('farcasterUrl' in reduceViewStack(set, { type: 'setFarcasterUrl', url: undefined })).toBe(false)
  })
})
