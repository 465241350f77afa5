import { describe, expect, it } from 'vitest'
import type { Snapshot } from '../src/snapshot.ts'
import { emptySnapshot } from '../src/snapshotTesting.ts'
import { closeModal, followConnection, followOpenRequests, navigate, openModal } from './navigation.ts'
import { applySnapshot, createTabStore, type OpenRequest, type TabStore } from './tabStore.ts'

const base = emptySnapshot()
const connected = (version: number): Snapshot => ({
  ...base,
  version,
  connections: {
    eip155: {
      status: 'connected',
      connectorId: 'w',
      address: '0x'.padEnd(42, '1'),
      caipNetworkId: 'eip155:31337',
    },
  },
})
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const top = (store: ReturnType<typeof createTabStore>) => store.getState().stack.views.at(-1)?.name

describe('modal navigation in a tab', () => {
  it('behavior: with manual control and no address, opens on AllWallets on a phone and on the QR view elsewhere (rule 2)', () => {
    const phone = createTabStore()
    applySnapshot(phone, base)
    openModal(phone, {}, true, { manualControl: true })
    expect(top(phone)).toBe('AllWallets')
    const desktop = createTabStore()
    applySnapshot(desktop, base)
    openModal(desktop, { view: { name: 'Networks' } }, false, { manualControl: true })
    expect(top(desktop)).toBe('ConnectingWalletConnectBasic')
    applySnapshot(desktop, connected(2))
    openModal(desktop, {}, false, { manualControl: true })
    expect(top(desktop)).toBe('Account')
  })

  it('default: opens on Connect when disconnected and on Account when connected', () => {
    const store = createTabStore()
    applySnapshot(store, base)
    openModal(store, {}, false)
    expect(store.getState().stack).toMatchObject({ open: true, views: [{ name: 'Connect' }] })
    applySnapshot(store, connected(2))
    closeModal(store)
    openModal(store, {}, false)
    expect(top(store)).toBe('Account')
  })

  it('behavior: closing resets to Connect and clears loading', () => {
    const store = createTabStore()
    applySnapshot(store, base)
    openModal(store, {}, false)
    navigate(store, { type: 'push', view: { name: 'Networks' } })
    store.setState({ loading: true })
    closeModal(store)
    expect(store.getState()).toMatchObject({
      loading: false,
      stack: { open: false, views: [{ name: 'Connect' }] },
    })
  })

  it('behavior: a session restored while Connect shows replaces it with Account, and a disconnect goes back', () => {
    const store = createTabStore()
    followConnection(store)
    applySnapshot(store, base)
    openModal(store, {}, false)
    applySnapshot(store, connected(2))
    expect(top(store)).toBe('Account')
    applySnapshot(store, { ...base, version: 3 })
    expect(top(store)).toBe('Connect')
  })

  it("behavior: opened for another namespace, it returns that namespace's first network and opens for it (rule 1)", () => {
    const store = createTabStore()
    applySnapshot(store, { ...connected(2), requestedNetworks: ['eip155:31337', SOLANA_DEVNET] })
    expect(openModal(store, { namespace: 'solana' }, false)).toBe(SOLANA_DEVNET)
    // Nothing is connected on Solana yet: Connect, listing Solana wallets.
    expect(store.getState()).toMatchObject({
      openedFor: 'solana',
      stack: { open: true, views: [{ name: 'Connect' }] },
    })
    closeModal(store)
    expect(openModal(store, { namespace: 'eip155' }, false)).toBeUndefined()
    expect(store.getState()).toMatchObject({ openedFor: 'eip155', stack: { views: [{ name: 'Account' }] } })
    openModal(store, {}, false)
    expect(store.getState().openedFor).toBeUndefined()
  })

  it('behavior: an older snapshot never replaces a newer one', () => {
    const store = createTabStore()
    applySnapshot(store, connected(5))
    applySnapshot(store, { ...base, version: 4 })
    expect(store.getState().snapshot?.version).toBe(5)
  })
})

describe('open requests the loader recorded', () => {
  // What the loader's open() does: records the request and waits for the UI chunk to settle it.
  const request = (store: TabStore, options: Partial<OpenRequest> = {}) =>
    new Promise<void>((resolve, reject) =>
      store.setState({
        openRequest: { manualControl: false, settle: (o) => void o.then(resolve, reject), ...options },
      }),
    )

  it('behavior: a request made before the UI was here is applied when it starts following, with the rules', async () => {
    const store = createTabStore()
    applySnapshot(store, connected(2))
    const opened = request(store)
    expect(store.getState().stack.open).toBe(false)
    followOpenRequests(store, false, async () => undefined)
    await opened
    expect(store.getState()).toMatchObject({ openRequest: undefined, stack: { open: true } })
    expect(top(store)).toBe('Account')
  })

  it('behavior: a requested view opens on it; later requests are applied at once', async () => {
    const store = createTabStore()
    followOpenRequests(store, false, async () => undefined)
    await request(store, { view: 'Networks' })
    expect(top(store)).toBe('Networks')
    closeModal(store)
    await request(store, { manualControl: true })
    expect(top(store)).toBe('ConnectingWalletConnectBasic')
  })

  it('error: a view without the data it needs is refused with a clear error; the modal stays as it was and opens after', async () => {
    const store = createTabStore()
    applySnapshot(store, connected(2))
    followOpenRequests(store, false, async () => undefined)
    await expect(request(store, { view: 'SwitchNetwork' })).rejects.toMatchObject({
      name: 'InvalidViewRequestError',
      shortMessage: 'open(): view "SwitchNetwork" needs data',
    })
    await expect(
      request(store, { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:999' } }),
    ).rejects.toThrow("is not one of the host's networks")
    expect(store.getState()).toMatchObject({ openRequest: undefined, stack: { open: false } })
    await request(store, { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:31337' } })
    expect(store.getState().stack.views.at(-1)).toEqual({
      name: 'SwitchNetwork',
      data: { caipNetworkId: 'eip155:31337' },
    })
  })

  it('behavior: a request closed while its view data is being checked does not open afterwards', async () => {
    const store = createTabStore()
    applySnapshot(store, connected(2))
    followOpenRequests(store, false, async () => undefined)
    const opened = request(store, { view: 'Networks' })
    // What the loader's close() does.
    store.getState().openRequest?.settle(Promise.resolve())
    store.setState({ openRequest: undefined })
    await opened
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.getState().stack.open).toBe(false)
  })

  it('behavior: a request for another namespace waits for the first snapshot, then switches without asking (rule 1)', async () => {
    const store = createTabStore()
    const switched: string[] = []
    followOpenRequests(store, false, async (id) => switched.push(id))
    const opened = request(store, { namespace: 'solana' })
    expect(store.getState().stack.open).toBe(false)
    applySnapshot(store, { ...connected(2), requestedNetworks: ['eip155:31337', SOLANA_DEVNET] })
    await opened
    expect(switched).toEqual([SOLANA_DEVNET])
    expect(store.getState()).toMatchObject({ openedFor: 'solana', stack: { open: true } })
  })

  it('error: a request for a namespace fails with the error that stopped the tab, and opens nothing', async () => {
    const store = createTabStore()
    followOpenRequests(store, false, async () => undefined)
    const opened = request(store, { namespace: 'solana' })
    const error = new Error('core unreachable')
    store.setState({ fatal: { error } })
    await expect(opened).rejects.toBe(error)
    expect(store.getState().stack.open).toBe(false)
  })
})
