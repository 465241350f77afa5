import { randomUUID } from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import { SYNC_PROTOCOL } from '../src/syncMessages.ts'
import type { SharedPatch, SharedState } from './deps.ts'
import { createLeaderSync } from './leaderSync.ts'
import { eventually } from './testing/harness.ts'
import { createMemoryLocks } from './testing/memoryLocks.ts'
import { createTestSyncKey, signSyncMessage, stateMessage, TEST_BUILD } from './testing/testSyncKey.ts'

// Bad input at the BroadcastChannel boundary of the dedicated-worker fallback, with real BroadcastChannels: what
// a script on the page, a core of another build, or a message cut short can put on the channel.

const channels: BroadcastChannel[] = []

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

const state: SharedState = {
  activeNamespace: 'eip155',
  activeCaipNetworkId: 'eip155:31337',
  connections: {},
  balance: null,
  recentWallets: [],
  unsupportedChain: false,
}

/** A leader and a follower on one channel, an intruder beside them, and what each core warned about. */
async function site() {
  const name = `walletdock-sync-${randomUUID()}`
  const open = () => {
    const channel = new BroadcastChannel(name)
    channels.push(channel)
    return channel
  }
  const locks = createMemoryLocks()
  const key = await createTestSyncKey()
  const warnings = { leader: [] as string[], follower: [] as string[] }
  const leader = createLeaderSync({
    locks,
    channel: open(),
    key,
    id: 'leader',
    warn: (m) => warnings.leader.push(m),
  })
  const follower = createLeaderSync({
    locks,
    channel: open(),
    key,
    id: 'follower',
    warn: (m) => warnings.follower.push(m),
  })
  const received: SharedPatch[] = []
  follower.subscribe((shared) => received.push(shared))
  const calls: unknown[] = []
  leader.answerFollowers?.(async (call, via) => {
    calls.push({ call, via })
    return 'leader answer'
  })
  await eventually(() => expect(leader.isLeader()).toBe(true))
  const intruder = open()
  return { key, leader, follower, warnings, received, calls, intruder }
}

/** Posts `messages`, then one valid signed state as a marker: once the follower took it, it saw the others. */
async function postThenMark(s: Awaited<ReturnType<typeof site>>, ...messages: unknown[]) {
  for (const message of messages) s.intruder.postMessage(message)
  const marker = { ...state, activeCaipNetworkId: 'eip155:31338' }
  s.intruder.postMessage(
    await signSyncMessage(s.key, stateMessage('marker', marker, { at: Date.now() + 60_000 })),
  )
  await eventually(() => expect(s.received.at(-1)?.activeCaipNetworkId).toBe('eip155:31338'))
}

test('default: a signed, valid state reaches the other core', async () => {
  const s = await site()
  s.leader.publish(state)
  // Only the fields set travel: an empty record of connections sets none.
  const { connections: _none, ...fields } = state
  await eventually(() => expect(s.received).toEqual([fields]))
  expect(s.warnings.follower).toEqual([])
})

test('bad input broadcast-channel: an unsigned message is dropped with a warning, however well formed', async () => {
  const s = await site()
  const connected = {
    ...state,
    connections: {
      eip155: {
        status: 'connected',
        connectorId: 'evil',
        address: '0x0000000000000000000000000000000000000bad',
        caipNetworkId: 'eip155:31337',
      },
    },
  }
  const body = JSON.stringify(stateMessage('x', connected, { leader: true }))
  await postThenMark(s, { walletdock: SYNC_PROTOCOL, build: TEST_BUILD, body, mac: '0'.repeat(64) })
  expect(s.received).toHaveLength(1)
  expect(s.warnings.follower).toEqual([
    'Walletdock: ignored a message on the sync channel: its signature does not match: it was not sent by a Walletdock core of this site.',
  ])
})

test('bad input broadcast-channel: a body changed after it was signed is dropped', async () => {
  const s = await site()
  const signed = (await signSyncMessage(s.key, stateMessage('x', state))) as {
    body: string
  }
  await postThenMark(s, { ...signed, body: signed.body.replace('eip155:31337', 'eip155:31338') })
  expect(s.received).toHaveLength(1)
  expect(s.warnings.follower.join()).toMatch(/signature does not match/)
})

test('bad input broadcast-channel: what is not a message of this protocol is dropped', async () => {
  const s = await site()
  const body = JSON.stringify({ kind: 'hello', from: 'x' })
  await postThenMark(
    s,
    null,
    'state',
    42,
    { kind: 'state', state },
    { walletdock: 2, body, mac: 'a'.repeat(64) },
    { walletdock: SYNC_PROTOCOL, build: TEST_BUILD, body, mac: 'not hex' },
    { walletdock: SYNC_PROTOCOL, build: TEST_BUILD, body: 'x'.repeat(600 * 1024), mac: 'a'.repeat(64) },
    { walletdock: SYNC_PROTOCOL, build: TEST_BUILD, body, mac: 'a'.repeat(64), extra: true },
  )
  expect(s.received).toHaveLength(1)
  expect(s.warnings.follower).toHaveLength(8)
  expect(new Set(s.warnings.follower)).toEqual(
    new Set([
      'Walletdock: ignored a message on the sync channel: not a Walletdock message of this protocol.',
    ]),
  )
})

test('bad input broadcast-channel: a signed body that is not JSON, or not a known message, is dropped', async () => {
  const s = await site()
  await postThenMark(
    s,
    await signSyncMessage(s.key, '{"kind":'),
    await signSyncMessage(s.key, { kind: 'wipe', from: 'x' }),
    await signSyncMessage(s.key, { ...stateMessage('x', state), extra: 1 }),
  )
  expect(s.received).toHaveLength(1)
  expect(s.warnings.follower).toHaveLength(3)
  expect(s.warnings.follower[0]).toMatch(/content does not validate \(not JSON\)/)
})

test('bad input broadcast-channel: a signed state with a bad field is dropped whole, never applied in part', async () => {
  const s = await site()
  const bad = [
    {
      ...state,
      balance: {
        status: 'ready',
        caipAddress: 'eip155:31337:0xbad',
        raw: '-1',
        decimals: 18,
        symbol: 'ETH',
        fetchedAt: 0,
      },
    },
    { ...state, connections: { eip155: { status: 'connected', connectorId: 'evil' } } },
    { ...state, connections: { evil: { status: 'disconnected' } } },
    { ...state, activeCaipNetworkId: 'not a network' },
    { ...state, recentWallets: [{ connectorId: '', name: 'x' }] },
    { ...state, walletConnect: { status: 'ready', attempt: 1, uri: 'javascript:alert(1)', expiresAt: 0 } },
    {
      ...state,
      walletConnect: { status: 'failed', attempt: 1, reason: 'error', message: { key: 'toString' } },
    },
    { ...state, unsupportedChain: 'yes' },
  ]
  await postThenMark(s, ...(await Promise.all(bad.map((b) => signSyncMessage(s.key, stateMessage('x', b))))))
  expect(s.received).toHaveLength(1)
  expect(s.warnings.follower).toHaveLength(bad.length)
  for (const warning of s.warnings.follower)
    expect(warning).toMatch(/^Walletdock: .*content does not validate/)
})

test('bad input broadcast-channel: an answer to a call never made is dropped; a real call still gets its answer', async () => {
  const s = await site()
  await postThenMark(
    s,
    await signSyncMessage(s.key, {
      kind: 'answer',
      from: 'leader',
      to: 'follower',
      id: 'never-asked',
      ok: true,
      value: 1,
    }),
  )
  expect(s.warnings.follower).toEqual([
    'Walletdock: ignored a message on the sync channel: it answers a question this core did not ask.',
  ])
  await expect(s.follower.askLeader?.({ name: 'intent', payload: { x: 1 } })).resolves.toBe('leader answer')
})

test('bad input broadcast-channel: an answer from another core than the leader asked is dropped', async () => {
  const s = await site()
  // The follower knows the leader once it has said so.
  s.leader.publish(state)
  await eventually(() => expect(s.received).toHaveLength(1))
  // A leader that never answers, so only a forged answer could settle the call.
  s.leader.answerFollowers?.(() => new Promise(() => undefined))
  // The intruder holds the key but is not the leader; it reads the call's id off the channel.
  const seen = new Promise<string>((resolve) =>
    s.intruder.addEventListener('message', (event: MessageEvent) => {
      const body = JSON.parse((event.data as { body: string }).body) as { kind: string; id: string }
      if (body.kind === 'ask') resolve(body.id)
    }),
  )
  const answered: unknown[] = []
  s.follower.askLeader?.({ name: 'intent', payload: {} }).then(
    (value) => answered.push(value),
    (error: unknown) => answered.push(error),
  )
  const id = await seen
  await postThenMark(
    s,
    await signSyncMessage(s.key, {
      kind: 'answer',
      from: 'impostor',
      to: 'follower',
      id,
      ok: true,
      value: 'forged',
    }),
  )
  expect(s.warnings.follower).toEqual([
    'Walletdock: ignored a message on the sync channel: it came from another core than the one asked.',
  ])
  expect(answered).toEqual([])
})

test('bad input broadcast-channel: a confirmation question about a request never forwarded is dropped, and nobody is asked', async () => {
  const s = await site()
  const asked: unknown[] = []
  s.follower.onConfirm?.(async (call) => {
    asked.push(call)
    return true
  })
  await postThenMark(
    s,
    await signSyncMessage(s.key, {
      kind: 'confirm',
      from: 'leader',
      to: 'follower',
      id: 'q1',
      ask: 'never-forwarded',
    }),
  )
  expect(asked).toEqual([])
  expect(s.warnings.follower).toEqual([
    'Walletdock: ignored a message on the sync channel: it answers a question this core did not ask.',
  ])
})

test('bad input broadcast-channel: a decision the leader did not ask for is dropped, and one from another core than asked too', async () => {
  const s = await site()
  const withdraw = new AbortController()
  const decided: unknown[] = []
  s.leader.confirmWithFollower?.({ core: 'follower', ask: 'a1' }, withdraw.signal).then(
    (approve) => decided.push(approve),
    (error) => decided.push(error),
  )
  const question = await new Promise<string>((resolve) =>
    s.intruder.addEventListener('message', (event: MessageEvent) => {
      const body = JSON.parse((event.data as { body: string }).body) as { kind: string; id: string }
      if (body.kind === 'confirm') resolve(body.id)
    }),
  )
  s.intruder.postMessage(
    await signSyncMessage(s.key, {
      kind: 'decision',
      from: 'follower',
      to: 'leader',
      id: 'never-asked',
      approve: true,
    }),
  )
  s.intruder.postMessage(
    await signSyncMessage(s.key, {
      kind: 'decision',
      from: 'impostor',
      to: 'leader',
      id: question,
      approve: true,
    }),
  )
  await eventually(() => expect(s.warnings.leader).toHaveLength(2))
  expect(s.warnings.leader).toEqual([
    'Walletdock: ignored a message on the sync channel: it answers a question this core did not ask.',
    'Walletdock: ignored a message on the sync channel: it came from another core than the one asked.',
  ])
  expect(decided).toEqual([])
  withdraw.abort()
  await eventually(() => expect(decided).toHaveLength(1))
})

test('bad input broadcast-channel: a call posted without the key never reaches the leader’s handler', async () => {
  const s = await site()
  s.intruder.postMessage({
    walletdock: SYNC_PROTOCOL,
    build: TEST_BUILD,
    body: JSON.stringify({ kind: 'ask', from: 'x', to: null, id: 'a', name: 'walletJob', payload: {} }),
    mac: 'f'.repeat(64),
  })
  await eventually(() => expect(s.warnings.leader).toHaveLength(1))
  expect(s.calls).toEqual([])
})

test('behavior: a follower’s call to a leader that closed fails with LeaderGoneError when another takes over', async () => {
  const s = await site()
  s.leader.publish(state)
  await eventually(() => expect(s.received).toHaveLength(1))
  s.leader.answerFollowers?.(() => new Promise(() => undefined))
  const call = s.follower.askLeader?.({ name: 'intent', payload: {} })
  // Another core announces it holds the leader's lock now (signed: a core of the site).
  s.intruder.postMessage(await signSyncMessage(s.key, { kind: 'lead', from: 'next-leader' }))
  await expect(call).rejects.toMatchObject({ name: 'LeaderGoneError' })
})
