import { randomUUID } from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import type { CoreSync } from './deps.ts'
import { createLazySync } from './lazySync.ts'
import { createLeaderSync } from './leaderSync.ts'
import { eventually } from './testing/harness.ts'
import { createMemoryLocks } from './testing/memoryLocks.ts'
import { createTestSyncKey } from './testing/testSyncKey.ts'

const channels: BroadcastChannel[] = []

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

test('default: while the sync code loads the core acts alone; a call made then is answered by itself once it leads', async () => {
  const channel = new BroadcastChannel(`walletdock-sync-${randomUUID()}`)
  channels.push(channel)
  let finishLoading!: () => void
  const gate = new Promise<void>((resolve) => {
    finishLoading = resolve
  })
  const sync = createLazySync(async () => {
    await gate
    return createLeaderSync({ locks: createMemoryLocks(), channel, key: createTestSyncKey() })
  })
  sync.answerFollowers?.(async (call) => `ran ${call.name} here`)
  const published: CoreSync['publish'] = (shared) => sync.publish(shared)

  expect(sync.isLeader()).toBe(true)
  const answer = sync.askLeader?.({ name: 'intent', payload: {} })
  // A state published before the code is here goes nowhere, and breaks nothing.
  published({
    activeNamespace: 'eip155',
    activeCaipNetworkId: 'eip155:1',
    connections: {},
    balance: null,
    recentWallets: [],
    unsupportedChain: false,
  })
  finishLoading()

  await expect(answer).resolves.toBe('ran intent here')
  expect(sync.isLeader()).toBe(true)
})

test('behavior: a core that turns out to follow (another core holds the lead) hears that it does not lead', async () => {
  const name = `walletdock-sync-${randomUUID()}`
  const open = () => {
    const channel = new BroadcastChannel(name)
    channels.push(channel)
    return channel
  }
  const locks = createMemoryLocks()
  const key = createTestSyncKey()
  const running = createLeaderSync({ locks, channel: open(), key, build: { id: 'b', time: 2 } })
  await eventually(() => expect(running.isLeader()).toBe(true))
  const sync = createLazySync(
    async () => createLeaderSync({ locks, channel: open(), key, build: { id: 'a', time: 1 } }),
    {
      settleMs: 20,
    },
  )
  const lead: boolean[] = []
  sync.onLeadChange?.((leading) => lead.push(leading))
  expect(sync.isLeader()).toBe(true)

  await eventually(() => expect(lead).toEqual([false]))
  expect(sync.isLeader()).toBe(false)
})

test('behavior: listeners given before the code loads hear what happens after', async () => {
  const name = `walletdock-sync-${randomUUID()}`
  const open = () => {
    const channel = new BroadcastChannel(name)
    channels.push(channel)
    return channel
  }
  const locks = createMemoryLocks()
  const key = createTestSyncKey()
  const sync = createLazySync(async () =>
    createLeaderSync({ locks, channel: open(), key, build: { id: 'a', time: 1 } }),
  )
  const lead: boolean[] = []
  const builds: string[] = []
  sync.onLeadChange?.((leading) => lead.push(leading))
  sync.onOtherBuild?.((other) => builds.push(other.build.id))
  await eventually(() => expect(lead).toEqual([true]))

  const newer = createLeaderSync({ locks, channel: open(), key, build: { id: 'b', time: 2 } })
  newer.serve()

  await eventually(() => expect(lead).toEqual([true, false]))
  expect(builds).toEqual(['b'])
})
