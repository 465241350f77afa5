import { randomUUID } from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import type { SharedPatch } from './deps.ts'
import { createLeaderSync } from './leaderSync.ts'
import { eventually } from './testing/harness.ts'
import { createHeldChannel, type HeldChannel } from './testing/heldChannel.ts'
import { createManualClock } from './testing/manualClock.ts'
import { createMemoryLocks } from './testing/memoryLocks.ts'
import { createTestSyncKey, signSyncMessage, stateMessage } from './testing/testSyncKey.ts'

// The BroadcastChannel keeps each sender's order but none between senders: the shared state's fields carry stamps,
// and a core takes a field only when it is newer than its own, whatever order the messages come in.

const closers: { close(): void }[] = []

afterEach(() => {
  for (const c of closers.splice(0)) c.close()
})

const connected = {
  status: 'connected',
  connectorId: 'io.devnet',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
} as const

/** A leader on the site's channel; a follower whose incoming messages the test can hold; a sender with the key. */
async function site({ leaderAt = 1_000, followerAt = 1_000 } = {}) {
  const name = `walletdock-sync-${randomUUID()}`
  const open = () => {
    const channel = new BroadcastChannel(name)
    closers.push(channel)
    return channel
  }
  const locks = createMemoryLocks()
  const key = await createTestSyncKey()
  const warnings: string[] = []
  const leader = createLeaderSync({
    locks,
    channel: open(),
    key,
    id: 'leader',
    clock: createManualClock(leaderAt),
  })
  leader.serve({ leaderConfig: true })
  const atLeader: SharedPatch[] = []
  leader.subscribe((newer) => atLeader.push(newer))
  await eventually(() => expect(leader.isLeader()).toBe(true))
  const link: HeldChannel = createHeldChannel(name)
  closers.push(link)
  // The follower, started once the leader leads; by default once it has the leader's answer to its hello too.
  const startFollower = async ({ answer = true } = {}) => {
    const follower = createLeaderSync({
      locks,
      channel: link.channel,
      key,
      id: 'follower',
      clock: createManualClock(followerAt),
      warn: (m) => warnings.push(m),
    })
    follower.subscribe((newer) => received.push(newer))
    follower.onLeaderConfig?.(() => {
      answered = true
    })
    follower.serve()
    if (answer) await eventually(() => expect(answered).toBe(true))
    return follower
  }
  const received: SharedPatch[] = []
  let answered = false
  const sender = open()
  const post = async (message: unknown) => sender.postMessage(await signSyncMessage(key, message))
  return { leader, atLeader, link, startFollower, received, answered: () => answered, warnings, post }
}

/** What a follower holds after taking `patches` in turn. */
function fold(patches: SharedPatch[]): SharedPatch {
  const all: SharedPatch = { connections: {} }
  for (const { connections, ...fields } of patches) {
    Object.assign(all, fields)
    Object.assign(all.connections ?? {}, connections)
  }
  return all
}

/** Posts `messages` while the follower's link holds them, then delivers them to it reversed. */
async function deliverReversed(s: Awaited<ReturnType<typeof site>>, ...messages: unknown[]) {
  s.link.hold()
  for (const message of messages) await s.post(message)
  await eventually(() => expect(s.link.held()).toBe(messages.length))
  s.link.release({ reversed: true })
}

/** A last message, for another field: once the follower took it, it has read everything sent before. */
async function mark(s: Awaited<ReturnType<typeof site>>) {
  await s.post(stateMessage('marker', { recentWallets: [] }, { at: 9_000_000 }))
  await eventually(() => expect(s.received.at(-1)).toEqual({ recentWallets: [] }))
}

test('behavior: an older state delivered after a newer one changes nothing', async () => {
  const s = await site()
  await s.startFollower()
  const older = stateMessage('a', { activeCaipNetworkId: 'eip155:1' }, { at: 1_000 })
  const newer = stateMessage('b', { activeCaipNetworkId: 'eip155:31338' }, { at: 2_000 })

  await deliverReversed(s, older, newer)
  await mark(s)

  expect(s.received).toEqual([{ activeCaipNetworkId: 'eip155:31338' }, { recentWallets: [] }])
  expect(fold(s.received).activeCaipNetworkId).toBe('eip155:31338')
})

test('behavior: the same two states in their own order end in the same state', async () => {
  const s = await site()
  await s.startFollower()
  await s.post(stateMessage('a', { activeCaipNetworkId: 'eip155:1' }, { at: 1_000 }))
  await s.post(stateMessage('b', { activeCaipNetworkId: 'eip155:31338' }, { at: 2_000 }))
  await mark(s)

  expect(fold(s.received).activeCaipNetworkId).toBe('eip155:31338')
})

test('behavior: each field is ordered on its own, each namespace’s connection too', async () => {
  const s = await site()
  await s.startFollower()
  const first = stateMessage(
    'a',
    { activeCaipNetworkId: 'eip155:31338', connections: { eip155: connected } },
    { at: 2_000 },
  )
  // Newer for the network and for Solana's connection, older for the EVM connection.
  const second = {
    ...stateMessage('b', {
      activeCaipNetworkId: 'eip155:1',
      connections: { eip155: { status: 'disconnected' }, solana: { status: 'disconnected' } },
    }),
    stamps: {
      activeCaipNetworkId: { at: 3_000, by: 'b' },
      'connections.eip155': { at: 1_000, by: 'b' },
      'connections.solana': { at: 3_000, by: 'b' },
    },
  }

  await deliverReversed(s, second, first)
  await mark(s)

  expect(fold(s.received)).toEqual({
    activeCaipNetworkId: 'eip155:1',
    connections: { eip155: connected, solana: { status: 'disconnected' } },
    recentWallets: [],
  })
})

test('behavior: a tie in time goes to the greater core id, in either order', async () => {
  for (const reversed of [false, true]) {
    const s = await site()
    await s.startFollower()
    const messages = [
      stateMessage('core-a', { activeCaipNetworkId: 'eip155:1' }, { at: 1_000 }),
      stateMessage('core-b', { activeCaipNetworkId: 'eip155:31338' }, { at: 1_000 }),
    ]
    await deliverReversed(s, ...(reversed ? messages.reverse() : messages))
    await mark(s)
    expect(fold(s.received).activeCaipNetworkId).toBe('eip155:31338')
  }
})

test('behavior: a change a starting core makes before the leader’s answer lands is kept, and reaches the leader', async () => {
  const s = await site({ leaderAt: 1_000, followerAt: 2_000 })
  s.leader.publish({ connections: { eip155: connected } })
  // The leader's answer to the follower's hello waits on the link while the follower disconnects.
  s.link.hold()
  const follower = await s.startFollower({ answer: false })
  await eventually(() => expect(s.link.held()).toBeGreaterThan(0))
  follower.publish({ connections: { eip155: { status: 'disconnected' } } })
  s.link.release()

  await eventually(() => expect(s.answered()).toBe(true))
  expect(fold(s.received).connections).toEqual({})
  await eventually(() =>
    expect(s.atLeader).toContainEqual({ connections: { eip155: { status: 'disconnected' } } }),
  )
})

test('behavior: a core whose clock is behind stamps its change after everything it has seen', async () => {
  const s = await site({ leaderAt: 5_000, followerAt: 0 })
  const follower = await s.startFollower()
  s.leader.publish({ activeCaipNetworkId: 'eip155:31338' })
  await eventually(() => expect(s.received).toContainEqual({ activeCaipNetworkId: 'eip155:31338' }))

  follower.publish({ activeCaipNetworkId: 'eip155:1' })

  await eventually(() => expect(s.atLeader).toContainEqual({ activeCaipNetworkId: 'eip155:1' }))
})

test('bad input broadcast-channel: a state whose stamps do not match its fields is dropped whole', async () => {
  const s = await site()
  await s.startFollower()
  const valid = stateMessage('x', { activeCaipNetworkId: 'eip155:1', unsupportedChain: true }, { at: 5_000 })
  const bad = [
    // A field without a stamp.
    { ...valid, stamps: { activeCaipNetworkId: valid.stamps.activeCaipNetworkId } },
    // A stamp without a field.
    { ...valid, stamps: { ...valid.stamps, balance: { at: 5_000, by: 'x' } } },
    // Stamps that are not stamps.
    { ...valid, stamps: { ...valid.stamps, unsupportedChain: { at: -1, by: 'x' } } },
    { ...valid, stamps: { ...valid.stamps, unsupportedChain: { at: 1.5, by: 'x' } } },
    { ...valid, stamps: { ...valid.stamps, unsupportedChain: { at: 5_000 } } },
    { ...valid, stamps: { ...valid.stamps, 'connections.evil': { at: 5_000, by: 'x' } } },
    { kind: 'state', from: 'x', leader: false, state: valid.state },
  ]
  for (const message of bad) await s.post(message)
  await mark(s)

  expect(s.received).toEqual([{ recentWallets: [] }])
  expect(s.warnings).toHaveLength(bad.length)
  for (const warning of s.warnings) expect(warning).toMatch(/content does not validate/)
})
