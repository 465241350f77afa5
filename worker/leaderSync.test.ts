import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { BALANCE_CACHE_MS } from '../src/constants.ts'
import { sessionView } from '../src/siwx.ts'
import { SYNC_PROTOCOL } from '../src/syncMessages.ts'
import { connect } from './actions/connect.ts'
import { disconnect } from './actions/disconnect.ts'
import { SYNC_TIMEOUT_MS } from './actions/syncConnection.ts'
import { clearEmailLogin, markCodeSent, storeEmailLogin } from './connectors/embedded/emailLoginCache.ts'
import { updateState } from './core.ts'
import { createIdbStore } from './idbStore.ts'
import { createLeaderSync } from './leaderSync.ts'
import {
  amountOf,
  createTestCore,
  createTestWallet,
  eventually,
  evmConnection,
  freshIdbStore,
  openTab,
  startTestChains,
  type TestChains,
  testConfig,
} from './testing/harness.ts'
import { createHeldChannel } from './testing/heldChannel.ts'
import { createManualClock } from './testing/manualClock.ts'
import { createMemoryLocks } from './testing/memoryLocks.ts'
import { createTestSyncKey, signSyncMessage, stateMessage, TEST_BUILD } from './testing/testSyncKey.ts'

let chains: TestChains
const channels: BroadcastChannel[] = []

beforeAll(async () => {
  chains = await startTestChains()
})

const closers: { close(): void }[] = []

afterEach(() => {
  for (const channel of [...channels.splice(0), ...closers.splice(0)]) channel.close()
})

afterAll(async () => {
  await chains.stop()
})

function openChannel(name: string): BroadcastChannel {
  const channel = new BroadcastChannel(name)
  channels.push(channel)
  return channel
}

/** The first core of an origin in the dedicated-worker fallback (it leads), and what a core beside it shares. */
async function firstCore() {
  const name = `walletdock-sync-${randomUUID()}`
  const locks = createMemoryLocks()
  const clock = createManualClock()
  const key = createTestSyncKey()
  const first = await createTestCore({
    chains,
    clock,
    locks,
    storage: freshIdbStore(),
    sync: createLeaderSync({ locks, channel: openChannel(name), key }),
  })
  return { name, locks, clock, key, first }
}

/**
 * A core started beside `origin`'s whose incoming messages wait (the leader's answer to its start among them)
 * until `link.release()`; `onLeaderConfig` hears that answer.
 */
async function heldCore(origin: Awaited<ReturnType<typeof firstCore>>, onLeaderConfig = () => {}) {
  const { name, locks, clock, key } = origin
  const link = createHeldChannel(name)
  closers.push(link)
  link.hold()
  const sync = createLeaderSync({ locks, channel: link.channel, key })
  sync.onLeaderConfig?.(onLeaderConfig)
  const core = await createTestCore({ chains, clock, locks, storage: createIdbStore(), sync })
  return { link, core }
}

/** Two tabs of one origin in the dedicated-worker fallback: each runs its own core over the same IndexedDB. */
async function twoTabs() {
  const origin = await firstCore()
  const { name, locks, clock, key, first } = origin
  const second = await createTestCore({
    chains,
    clock,
    locks,
    storage: createIdbStore(),
    sync: createLeaderSync({ locks, channel: openChannel(name), key }),
  })
  const wallet = createTestWallet({ chains })
  const firstTab = await openTab(first, [wallet])
  const secondTab = await openTab(second, [wallet.inAnotherTab()])
  return { name, key, clock, locks, first, second, firstTab, secondTab, wallet }
}

test('default: a connection made in one core appears in the other, and so does its end', async () => {
  const { first, second, secondTab, wallet } = await twoTabs()

  await connect(second.core, { tabId: secondTab.info.tabId, connectorId: wallet.info.connectorId })

  await eventually(() => {
    expect(evmConnection(first.core)).toEqual(evmConnection(second.core))
    expect(first.core.store.getState().balance).toEqual(second.core.store.getState().balance)
  })
  expect(evmConnection(first.core)).toMatchObject({ status: 'connected', address: wallet.address })
  expect(first.core.store.getState().balance).toMatchObject({ caipAddress: `eip155:31337:${wallet.address}` })

  await disconnect(first.core, { namespace: 'eip155' })

  await eventually(() => expect(evmConnection(second.core)).toEqual({ status: 'disconnected' }))
})

test('behavior: an e-mail login, a code sent and a sign-out in one core show in the other’s tabs', async () => {
  const { first, second, clock } = await twoTabs()

  await storeEmailLogin(second.core, 'ada@example.com')
  await eventually(() =>
    expect(first.core.store.getState().emailLogin).toEqual({
      email: 'ada@example.com',
      lastEmailLoginAt: null,
    }),
  )

  clock.advance(1_000)
  await markCodeSent(first.core)
  const sentAt = first.core.store.getState().emailLogin?.lastEmailLoginAt
  expect(sentAt).toEqual(expect.any(Number))
  await eventually(() =>
    expect(second.core.store.getState().emailLogin).toEqual({
      email: 'ada@example.com',
      lastEmailLoginAt: sentAt,
    }),
  )

  await clearEmailLogin(second.core)
  await eventually(() => expect(first.core.store.getState().emailLogin).toBeNull())
})

test('behavior: only the leader polls the chain', async () => {
  const { clock, first, second, secondTab, wallet } = await twoTabs()
  expect(first.core.deps.sync?.isLeader()).toBe(true)
  expect(second.core.deps.sync?.isLeader()).toBe(false)
  await connect(second.core, { tabId: secondTab.info.tabId, connectorId: wallet.info.connectorId })
  await eventually(() => expect(evmConnection(first.core)?.status).toBe('connected'))
  const followerReads = second.rpc.count('eth_getBalance')

  for (let poll = 1; poll <= 2; poll++) {
    clock.advance(BALANCE_CACHE_MS)
    // Wait for the poll's read to finish, not just to start, before the next one is due.
    const pollTime = clock.now()
    await eventually(() => expect(amountOf(first.core.store.getState().balance)?.fetchedAt).toBe(pollTime))
  }

  expect(first.rpc.count('eth_getBalance')).toBe(2)
  expect(second.rpc.count('eth_getBalance')).toBe(followerReads)
})

test('behavior: a core that starts beside a connected one takes its live state, not storage alone', async () => {
  const { first, second, secondTab, wallet, name, key, clock, locks } = await twoTabs()
  await connect(second.core, { tabId: secondTab.info.tabId, connectorId: wallet.info.connectorId })
  await eventually(() => expect(evmConnection(first.core)?.status).toBe('connected'))
  // A third tab whose page has no wallet: alone it could never confirm the stored session.
  const third = await createTestCore({
    chains,
    clock,
    locks,
    storage: createIdbStore(),
    sync: createLeaderSync({ locks, channel: openChannel(name), key }),
  })
  await openTab(third, [])
  await eventually(() => expect(evmConnection(third.core)?.status).toBe('connected'))
  clock.advance(SYNC_TIMEOUT_MS + 1)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(evmConnection(first.core)?.status).toBe('connected')
  expect(evmConnection(third.core)?.status).toBe('connected')
})

test('behavior: a core’s own change made before the leader’s answer to its start lands is kept, and wins everywhere', async () => {
  const origin = await firstCore()
  const { first } = origin
  const wallet = createTestWallet({ chains })
  const firstTab = await openTab(first, [wallet])
  await connect(first.core, { tabId: firstTab.info.tabId, connectorId: wallet.info.connectorId })
  let answered = false
  const { link, core: second } = await heldCore(origin, () => {
    answered = true
  })
  await openTab(second, [wallet.inAnotherTab()])
  await eventually(() => expect(link.held()).toBeGreaterThan(0))
  await disconnect(second.core, { namespace: 'eip155' })

  link.release()

  await eventually(() => expect(answered).toBe(true))
  expect(evmConnection(second.core)).toEqual({ status: 'disconnected' })
  await eventually(() => expect(evmConnection(first.core)).toEqual({ status: 'disconnected' }))
})

test('behavior: a core that has not read its sign-in sessions yet tells the others nothing about them', async () => {
  const origin = await firstCore()
  const { first } = origin
  const signedIn = [
    sessionView({
      caipNetworkId: 'eip155:31337',
      address: '0x00000000000000000000000000000000000000a1',
      expiresAt: 9e12,
    }),
  ]
  updateState(first.core, { siwxSessions: signedIn })
  // The second core hears nothing from the first yet (the leader's answer to its start waits), so it holds no
  // sessions when it makes a change of its own.
  const { link, core: second } = await heldCore(origin)
  expect(second.core.store.getState().siwxSessions).toBeUndefined()
  const recent = [{ connectorId: 'io.example.wallet', name: 'Example' }]
  updateState(second.core, { recentWallets: recent })
  await eventually(() => expect(first.core.store.getState().recentWallets).toEqual(recent))

  link.release()

  await eventually(() => expect(second.core.store.getState().siwxSessions).toEqual(signedIn))
  expect(first.core.store.getState().siwxSessions).toEqual(signedIn)
})

test('bad input broadcast-channel: a forged or malformed message is dropped, and never wipes the state', async () => {
  const { name, key, first, firstTab, second, secondTab, wallet } = await twoTabs()
  await connect(second.core, { tabId: secondTab.info.tabId, connectorId: wallet.info.connectorId })
  await eventually(() => expect(evmConnection(first.core)?.status).toBe('connected'))
  const connected = evmConnection(first.core)
  const intruder = openChannel(name)
  const shared = {
    activeNamespace: 'eip155',
    activeCaipNetworkId: 'eip155:31337',
    connections: {
      eip155: {
        status: 'connected',
        connectorId: 'evil',
        address: '0x0000000000000000000000000000000000000bad',
        caipNetworkId: 'eip155:31337',
      },
    },
    balance: null,
    recentWallets: [],
    unsupportedChain: false,
  }
  const seen = firstTab.snapshots.length
  // A page script without the key: well-formed, but not signed by a core.
  intruder.postMessage({
    walletdock: SYNC_PROTOCOL,
    build: TEST_BUILD,
    body: JSON.stringify(stateMessage('x', shared, { leader: true })),
    mac: '0'.repeat(64),
  })
  // Signed, but wiping: connections that do not validate (a connected account without its address).
  const wipe = { ...shared, connections: { eip155: { status: 'connected', connectorId: 'evil' } } }
  intruder.postMessage(await signSyncMessage(await key, stateMessage('x', wipe)))
  // Sent last, signed and valid: once it is applied the two before it were seen too.
  intruder.postMessage(
    await signSyncMessage(
      await key,
      stateMessage('x', {
        ...shared,
        connections: { eip155: connected },
        activeCaipNetworkId: 'eip155:31338',
      }),
    ),
  )

  await eventually(() => expect(first.core.store.getState().activeCaipNetworkId).toBe('eip155:31338'))
  const after = firstTab.snapshots.slice(seen)
  expect(after.every((s) => s.connections.eip155?.status === 'connected')).toBe(true)
  expect(after.some((s) => JSON.stringify(s.connections).includes('evil'))).toBe(false)
  expect(evmConnection(first.core)).toEqual(connected)
})

test('behavior: after a deploy the newer build’s core drives the session and polls; the old one’s tabs are told to reload', async () => {
  const name = `walletdock-sync-${randomUUID()}`
  const locks = createMemoryLocks()
  const clock = createManualClock()
  const key = createTestSyncKey()
  const old = await createTestCore({
    chains,
    clock,
    locks,
    storage: freshIdbStore(),
    sync: createLeaderSync({ locks, channel: openChannel(name), key, build: { id: 'old', time: 1 } }),
  })
  const wallet = createTestWallet({ chains })
  const oldTab = await openTab(old, [wallet])
  await connect(old.core, { tabId: oldTab.info.tabId, connectorId: wallet.info.connectorId })
  await eventually(() => expect(old.core.deps.sync?.isLeader()).toBe(true))

  const next = await createTestCore({
    chains,
    clock,
    locks,
    storage: createIdbStore(),
    sync: createLeaderSync({ locks, channel: openChannel(name), key, build: { id: 'new', time: 2 } }),
  })
  const newTab = await openTab(next, [wallet.inAnotherTab()])

  await eventually(() => expect(next.core.deps.sync?.isLeader()).toBe(true))
  expect(old.core.deps.sync?.isLeader()).toBe(false)
  await eventually(() => expect(oldTab.snapshots.at(-1)?.siteNotice).toBe('newerBuild'))
  expect(newTab.snapshots.some((s) => s.siteNotice !== undefined)).toBe(false)
  await eventually(() => expect(evmConnection(next.core)).toEqual(evmConnection(old.core)))
  expect(evmConnection(next.core)?.status).toBe('connected')

  // One balance poll for the site, the newer core's.
  const oldReads = old.rpc.count('eth_getBalance')
  const newReads = next.rpc.count('eth_getBalance')
  clock.advance(BALANCE_CACHE_MS)
  const pollTime = clock.now()
  await eventually(() => expect(amountOf(next.core.store.getState().balance)?.fetchedAt).toBe(pollTime))
  expect(next.rpc.count('eth_getBalance')).toBe(newReads + 1)
  expect(old.rpc.count('eth_getBalance')).toBe(oldReads)
})

test('behavior: in the fallback a tab’s core started with another configuration than the leader’s tells its tabs', async () => {
  const name = `walletdock-sync-${randomUUID()}`
  const locks = createMemoryLocks()
  const clock = createManualClock()
  const key = createTestSyncKey()
  const warnings: string[] = []
  const warn = console.warn
  console.warn = (message: string) => void warnings.push(message)
  try {
    const leader = await createTestCore({
      chains,
      clock,
      locks,
      storage: freshIdbStore(),
      sync: createLeaderSync({ locks, channel: openChannel(name), key }),
    })
    await eventually(() => expect(leader.core.deps.sync?.isLeader()).toBe(true))
    const same = await createTestCore({
      chains,
      clock,
      locks,
      storage: createIdbStore(),
      sync: createLeaderSync({ locks, channel: openChannel(name), key }),
    })
    const stricter = await createTestCore({
      chains,
      clock,
      locks,
      storage: createIdbStore(),
      config: testConfig(chains, { confirmRequests: 'all' }),
      sync: createLeaderSync({ locks, channel: openChannel(name), key }),
    })
    const tab = await openTab(stricter, [])

    // The notice may have come before the tab attached: then its attach snapshot has it.
    await eventually(() => expect((tab.snapshots.at(-1) ?? tab.attached).siteNotice).toBe('configDiffers'))
    expect(warnings.filter((w) => /configuration differs .*\(confirmRequests\)/.test(w))).toHaveLength(1)
    expect(same.core.store.getState().siteNotice).toBeUndefined()
    expect(leader.core.store.getState().siteNotice).toBeUndefined()
  } finally {
    console.warn = warn
  }
})
