import { describe, expect, it } from 'vitest'
import type { Snapshot } from '../../src/snapshot.ts'
import { emptySnapshot } from '../../src/snapshotTesting.ts'
import { applySnapshot, createTabStore } from '../tabStore.ts'
import { preloadWhenConnected } from './preloadWhenConnected.ts'

const base = emptySnapshot()
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CONNECTED = {
  status: 'connected',
  connectorId: 'w',
  address: ADDRESS,
  caipNetworkId: 'eip155:31337',
} as const
const withStatus = (version: number, status: 'connecting' | 'disconnected'): Snapshot => ({
  ...base,
  version,
  connections: {
    eip155: status === 'connecting' ? { status, connectorId: 'w' } : { status: 'disconnected' },
  },
})

describe('preloading the Account view', () => {
  it('behavior: the button kept an address from the last visit: preloads at once, before the core answers', () => {
    const store = createTabStore()
    const loads: boolean[] = []
    preloadWhenConnected(
      store,
      (atOnce) => loads.push(atOnce),
      () => ADDRESS,
    )
    expect(loads).toEqual([true])
  })

  it('behavior: a visitor never connected: nothing until a connection is connected, then once, when the page is idle', () => {
    const store = createTabStore()
    const loads: boolean[] = []
    const idle: (() => void)[] = []
    preloadWhenConnected(
      store,
      (atOnce) => loads.push(atOnce),
      () => undefined,
      (fn) => idle.push(fn),
    )
    applySnapshot(store, base)
    applySnapshot(store, withStatus(2, 'disconnected'))
    // A connect made in another tab: its 'connecting' comes moments before the 'connected' this tab's page hears.
    applySnapshot(store, withStatus(3, 'connecting'))
    expect(idle).toHaveLength(0)
    applySnapshot(store, { ...base, version: 4, connections: { eip155: { ...CONNECTED } } })
    applySnapshot(store, { ...base, version: 5, connections: { eip155: { ...CONNECTED } } })
    expect(loads).toEqual([])
    expect(idle).toHaveLength(1)
    for (const fn of idle.splice(0)) fn()
    // Told it was a later connection: what it makes after the chunk waits for idle too.
    expect(loads).toEqual([false])
  })

  it('behavior: a live connection in the first snapshot preloads at once', () => {
    const store = createTabStore()
    applySnapshot(store, withStatus(1, 'connecting'))
    let loads = 0
    preloadWhenConnected(
      store,
      () => loads++,
      () => undefined,
    )
    expect(loads).toBe(1)
  })

  it('behavior: stopped before any connection, it never preloads', () => {
    const store = createTabStore()
    let loads = 0
    const stop = preloadWhenConnected(
      store,
      () => loads++,
      () => undefined,
    )
    stop()
    applySnapshot(store, withStatus(2, 'connecting'))
    expect(loads).toBe(0)
  })
})
