import { randomUUID } from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import { awaitContact } from './awaitContact.ts'
import type { SharedState } from './deps.ts'
import { createLazySync } from './lazySync.ts'
import { LEADER_LOCK } from './leaderLock.ts'
import { createLeaderSync } from './leaderSync.ts'
import { eventually } from './testing/harness.ts'
import { createMemoryLocks } from './testing/memoryLocks.ts'
import { createTestSyncKey } from './testing/testSyncKey.ts'

const channels: BroadcastChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

function opener() {
  const name = `walletdock-sync-${randomUUID()}`
  return () => {
    const channel = new BroadcastChannel(name)
    channels.push(channel)
    return channel
  }
}

const settled = <T>(promise: Promise<T>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  return () => done
}

test('default: a core alone holds the leader’s lock and hears of no contact', async () => {
  const open = opener()
  const locks = createMemoryLocks()
  const contact = settled(awaitContact({ locks, channel: open() }))
  await eventually(() => expect(locks.isHeld(LEADER_LOCK)).toBe(true))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(contact()).toBe(false)
})

test('behavior: another core holding the lock is contact, with no lock of this core’s to hand over', async () => {
  const open = opener()
  const locks = createMemoryLocks()
  let releaseOther!: () => void
  void locks.request(LEADER_LOCK, () => new Promise<void>((resolve) => (releaseOther = resolve)))
  const contact = await awaitContact({ locks, channel: open() })
  expect(contact.release).toBeUndefined()
  expect(contact.handOver()).toEqual([])
  releaseOther()
  await eventually(() => expect(locks.isHeld(LEADER_LOCK)).toBe(false))
})

test('behavior: a message on the channel is contact; the lock and every message until the hand-over pass on', async () => {
  const open = opener()
  const locks = createMemoryLocks()
  const own = open()
  const other = open()
  const waiting = awaitContact({ locks, channel: own })
  await eventually(() => expect(locks.isHeld(LEADER_LOCK)).toBe(true))
  other.postMessage({ n: 1 })
  const contact = await waiting
  // Posted while the sync's code loads: kept for it.
  other.postMessage({ n: 2 })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(contact.handOver()).toEqual([{ n: 1 }, { n: 2 }])
  other.postMessage({ n: 3 })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(contact.handOver()).toEqual([])
  expect(locks.isHeld(LEADER_LOCK)).toBe(true)
  contact.release?.()
  await eventually(() => expect(locks.isHeld(LEADER_LOCK)).toBe(false))
})

const ADDRESS = '0x0000000000000000000000000000000000000abc'
const STATE: SharedState = {
  activeNamespace: 'eip155',
  activeCaipNetworkId: 'eip155:31337',
  connections: {
    eip155: {
      status: 'connected',
      connectorId: 'io.devnet',
      address: ADDRESS,
      caipNetworkId: 'eip155:31337',
    },
  },
  balance: null,
  recentWallets: [],
  unsupportedChain: false,
}

test('behavior: a lone core met by a newer build’s core hands it the lead and its live state', async () => {
  const open = opener()
  const locks = createMemoryLocks()
  const key = createTestSyncKey()
  const oldChannel = open()
  let loads = 0
  const old = createLazySync(async () => {
    const contact = await awaitContact({ locks, channel: oldChannel })
    loads += 1
    return createLeaderSync({
      locks,
      channel: oldChannel,
      key,
      build: { id: 'old', time: 1 },
      heldLead: contact.release,
      earlier: contact.handOver(),
    })
  })
  const lead: boolean[] = []
  old.onLeadChange?.((leading) => lead.push(leading))
  old.publish(STATE)
  await eventually(() => expect(locks.isHeld(LEADER_LOCK)).toBe(true))
  await new Promise((resolve) => setTimeout(resolve, 50))
  // Alone: the sync's code never loaded, and the core leads.
  expect(loads).toBe(0)
  expect(old.isLeader()).toBe(true)

  const heard: unknown[] = []
  const newer = createLeaderSync({ locks, channel: open(), key, build: { id: 'new', time: 2 } })
  newer.subscribe((patch) => heard.push(patch))
  newer.serve()

  await eventually(() => expect(newer.isLeader()).toBe(true))
  await eventually(() => expect(lead).toEqual([true, false]))
  expect(old.isLeader()).toBe(false)
  expect(loads).toBe(1)
  await eventually(() =>
    expect(heard).toContainEqual(expect.objectContaining({ connections: STATE.connections })),
  )
})
