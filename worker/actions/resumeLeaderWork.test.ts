import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RelayServer } from '../../devnet/relay/startRelay.ts'
import { loadUniversalProvider } from '../connectors/walletConnect/loadUniversalProvider.ts'
import {
  closeWalletConnect,
  createTestPhoneWallet,
  createWalletConnectCore,
  startTestRelay,
} from '../connectors/walletConnect/walletConnectTesting.ts'
import type { CoreSync } from '../deps.ts'
import { invokeIntent } from '../invokeIntent.ts'
import { createLazySync } from '../lazySync.ts'
import { createLeaderSync } from '../leaderSync.ts'
import { eventually, evmConnection, startTestChains, type TestChains } from '../testing/harness.ts'
import { createMemoryLocks } from '../testing/memoryLocks.ts'
import { createTestSyncKey } from '../testing/testSyncKey.ts'
import { releaseLeaderWork } from './releaseLeaderWork.ts'
import { resumeLeaderWork } from './resumeLeaderWork.ts'

let chains: TestChains
let relay: RelayServer
const cleanups: (() => Promise<unknown> | undefined)[] = []

beforeAll(async () => {
  ;[chains, relay] = await Promise.all([startTestChains(), startTestRelay()])
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.close()
  await chains?.stop()
})

test('default: a core that leads again brings its WalletConnect session up at once, without waiting for a request', async () => {
  const t = await createWalletConnectCore({ chains, relay })
  cleanups.push(() => closeWalletConnect(t.core))
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  const { uri } = (await invokeIntent(t.core, {
    name: 'pairWalletConnect',
    params: {},
    context: { tabId: 'tab' },
  })) as { uri: string }
  await wallet.pair(uri)
  await eventually(() => expect(evmConnection(t.core)).toMatchObject({ status: 'connected' }))
  await releaseLeaderWork(t.core)
  await eventually(() => expect(relay.connections()).toHaveLength(1))

  await resumeLeaderWork(t.core)

  expect(t.core.walletConnect).toBeDefined()
  await eventually(() => expect(relay.connections()).toHaveLength(2))
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
})

/** A session paired on one core, then that core's socket closed: the stores a core started later restores from. */
async function pairedStores(wallet: Awaited<ReturnType<typeof createTestPhoneWallet>>) {
  const first = await createWalletConnectCore({ chains, relay })
  const { uri } = (await invokeIntent(first.core, {
    name: 'pairWalletConnect',
    params: {},
    context: { tabId: 'tab' },
  })) as { uri: string }
  await wallet.pair(uri)
  await eventually(() => expect(evmConnection(first.core)).toMatchObject({ status: 'connected' }))
  await closeWalletConnect(first.core)
  await eventually(() => expect(relay.connections()).toHaveLength(1))
  return first.stores
}

/**
 * The real provider class, whose first provider, once made (its socket open), calls `made` and resolves only
 * when `gate` does.
 */
async function holdFirstProvider(gate: Promise<void>, made: () => void) {
  const UniversalProvider = await loadUniversalProvider()
  let first = true
  return class extends UniversalProvider {
    static override async init(opts: Parameters<typeof UniversalProvider.init>[0]) {
      const provider = await UniversalProvider.init(opts)
      if (first) {
        first = false
        made()
        await gate
      }
      return provider
    }
  }
}

test('behavior: a newer build’s SharedWorker core that first follows, then leads, while its own start still confirms the stored session ends with one relay socket', async () => {
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  const stores = await pairedStores(wallet)
  // The old build's core still holds the lead: the newer core's sync settles as a follower first.
  const locks = createMemoryLocks()
  let stepDown!: () => void
  void locks.request('walletdock-leader', () => new Promise<void>((resolve) => (stepDown = resolve)))
  let openGate!: () => void
  const gate = new Promise<void>((resolve) => (openGate = resolve))
  let providerMade!: () => void
  const made = new Promise<void>((resolve) => (providerMade = resolve))
  const loadProvider = () => holdFirstProvider(gate, providerMade)
  const channel = new BroadcastChannel(`walletdock-sync-${randomUUID()}`)
  cleanups.push(async () => channel.close())
  // Its sync code arrives once its start has made the provider (the order of the e2e failure).
  const sync = createLazySync(
    async () => {
      await made
      return createLeaderSync({ locks, channel, key: createTestSyncKey(), build: { id: 'new', time: 2 } })
    },
    { settleMs: 20 },
  )
  const lead: boolean[] = []
  sync.onLeadChange?.((leading) => lead.push(leading))

  // Its start, acting alone until its sync knows, confirms the stored session: the provider is up (socket open)
  // but the confirmation has not finished.
  const b = await createWalletConnectCore({
    chains,
    relay,
    stores: { ...stores, walletConnect: { ...stores.walletConnect, loadProvider } },
    sync,
    locks,
  })
  cleanups.push(() => closeWalletConnect(b.core))
  await eventually(() => expect(relay.connections()).toHaveLength(2))
  await eventually(() => expect(lead).toEqual([false]))
  expect(evmConnection(b.core)).toMatchObject({ status: 'connecting' })

  stepDown()
  await eventually(() => expect(lead).toEqual([false, true]))
  openGate()

  await eventually(() => expect(evmConnection(b.core)).toMatchObject({ status: 'connected' }))
  const provider = await b.core.walletConnect?.provider
  await eventually(() => expect(provider?.client.core.relayer.connected).toBe(true))
  expect(relay.connections()).toHaveLength(2)
})

test('behavior: a core told it stops leading and at once that it leads again ends with its session on an open relay socket', async () => {
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  const stores = await pairedStores(wallet)
  let leading = true
  const leadListeners: ((leading: boolean) => void)[] = []
  const sync: CoreSync = {
    isLeader: () => leading,
    publish: () => undefined,
    subscribe: () => () => undefined,
    serve: () => undefined,
    onLeadChange: (listener) => void leadListeners.push(listener),
  }
  const b = await createWalletConnectCore({ chains, relay, stores, sync })
  cleanups.push(() => closeWalletConnect(b.core))
  await eventually(() => expect(evmConnection(b.core)).toMatchObject({ status: 'connected' }))
  await eventually(() => expect(relay.connections()).toHaveLength(2))
  const before = await b.core.walletConnect?.provider

  for (const next of [false, true]) {
    leading = next
    for (const listener of leadListeners) listener(next)
  }

  // The socket it let go of is closed; the session is up again on a new one.
  await eventually(() => expect(before?.client.core.relayer.connected).toBe(false))
  await eventually(async () => {
    const now = await b.core.walletConnect?.provider
    expect(now).toBeDefined()
    expect(now).not.toBe(before)
    expect(now?.client.core.relayer.connected).toBe(true)
    expect(relay.connections()).toHaveLength(2)
  })
})
