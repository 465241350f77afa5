import { randomUUID } from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import type { BuildInfo } from '../src/build.ts'
import { SYNC_PROTOCOL } from '../src/syncMessages.ts'
import type { CoreSync, OtherBuild } from './deps.ts'
import { createLeaderSync } from './leaderSync.ts'
import { eventually } from './testing/harness.ts'
import { createMemoryLocks, type MemoryLocks } from './testing/memoryLocks.ts'
import { createTestSyncKey, signSyncMessage } from './testing/testSyncKey.ts'

// Two builds at once: after a deploy, old tabs' core and the new build's core meet on the site's channel (two
// SharedWorkers, their script URLs differ per build). Only one may drive the session: the newer.

const channels: BroadcastChannel[] = []

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

const OLD: BuildInfo = { id: 'build-old', time: 1_000 }
const NEW: BuildInfo = { id: 'build-new', time: 2_000 }

type Site = { name: string; locks: MemoryLocks; key: CryptoKey }

async function site(): Promise<Site> {
  return {
    name: `walletdock-sync-${randomUUID()}`,
    locks: createMemoryLocks(),
    key: await createTestSyncKey(),
  }
}

/** A core's sync of `build` on the site, with what it was told about leading and other builds. */
function core(s: Site, build: BuildInfo, protocol?: number) {
  const channel = new BroadcastChannel(s.name)
  channels.push(channel)
  const warnings: string[] = []
  const sync = createLeaderSync({ ...s, channel, build, protocol, warn: (m) => warnings.push(m) })
  const lead: boolean[] = []
  const builds: OtherBuild[] = []
  sync.onLeadChange?.((leading) => lead.push(leading))
  sync.onOtherBuild?.((other) => builds.push(other))
  sync.answerFollowers?.(async (call) => `${build.id} ran ${call.name}`)
  // As createCore does: ask for the live state, answer that question while leading.
  sync.serve()
  return { sync, lead, builds, warnings }
}

const leads = (sync: CoreSync) => sync.isLeader()

test('default: a newer build’s core takes the lead from the running one, which then follows it', async () => {
  const s = await site()
  const old = core(s, OLD)
  await eventually(() => expect(leads(old.sync)).toBe(true))

  const next = core(s, NEW)

  await eventually(() => expect(leads(next.sync)).toBe(true))
  expect(leads(old.sync)).toBe(false)
  expect(old.lead).toEqual([true, false])
  expect(old.builds).toEqual([{ build: NEW, compatible: true, newer: true }])
  expect(next.builds).toEqual([{ build: OLD, compatible: true, newer: false }])
  // The old core's calls now run in the newer one (its tabs keep working through it).
  await expect(old.sync.askLeader?.({ name: 'intent', payload: {} })).resolves.toBe('build-new ran intent')
  // Only one holds the lock: the old core waits behind the newer for good.
  expect(s.locks.isHeld('walletdock-leader')).toBe(true)
  expect(next.lead).toEqual([true])
})

test('behavior: an older build’s core that starts beside a newer one never leads', async () => {
  const s = await site()
  const next = core(s, NEW)
  await eventually(() => expect(leads(next.sync)).toBe(true))

  const old = core(s, OLD)
  await eventually(() => expect(old.builds).toEqual([{ build: NEW, compatible: true, newer: true }]))

  expect(leads(next.sync)).toBe(true)
  expect(leads(old.sync)).toBe(false)
  expect(old.lead).toEqual([])
  await expect(old.sync.askLeader?.({ name: 'intent', payload: {} })).resolves.toBe('build-new ran intent')
})

test('behavior: a newer build that speaks another protocol still takes the lead; the old core knows it cannot follow', async () => {
  const s = await site()
  const old = core(s, OLD)
  await eventually(() => expect(leads(old.sync)).toBe(true))

  const next = core(s, NEW, SYNC_PROTOCOL + 1)

  await eventually(() => expect(leads(next.sync)).toBe(true))
  expect(leads(old.sync)).toBe(false)
  expect(old.builds).toEqual([{ build: NEW, compatible: false, newer: true }])
  // Messages it cannot read are not reported one by one as forged: the developer hears of the newer build once.
  expect(old.warnings).toEqual([
    'Walletdock: a newer build of this site (build-new) is running in another tab; it now drives the session. This tab cannot talk to it; reload this tab to update it.',
  ])
})

test('bad input broadcast-channel: an unsigned message that claims a newer build takes nothing over', async () => {
  const s = await site()
  const old = core(s, OLD)
  await eventually(() => expect(leads(old.sync)).toBe(true))
  const intruder = new BroadcastChannel(s.name)
  channels.push(intruder)
  const forged = (await signSyncMessage(s.key, { kind: 'hello', from: 'x' }, { build: NEW })) as object
  intruder.postMessage({ ...forged, mac: 'a'.repeat(64) })
  intruder.postMessage({ walletdock: 1, build: { id: 'x', time: -1 }, body: '{}', mac: 'a'.repeat(64) })

  await eventually(() => expect(old.warnings).toHaveLength(2))
  expect(old.warnings[0]).toMatch(/signature does not match/)
  expect(old.warnings[1]).toMatch(/not a Walletdock message of this protocol/)
  expect(leads(old.sync)).toBe(true)
  expect(old.builds).toEqual([])
})

test('bad input broadcast-channel: a flood of bad messages is reported up to the cap, then once more, then not at all', async () => {
  const s = await site()
  const old = core(s, OLD)
  const intruder = new BroadcastChannel(s.name)
  channels.push(intruder)
  for (let i = 0; i < 150; i++) intruder.postMessage({ junk: i })
  await eventually(() => expect(old.warnings).toHaveLength(101))
  expect(old.warnings.at(-1)).toBe(
    'Walletdock: further ignored messages on the sync channel are not reported.',
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(old.warnings).toHaveLength(101)
})
