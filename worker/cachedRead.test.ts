import { describe, expect, it, vi } from 'vitest'
import { defineRecord } from '../src/records.ts'
import { z } from '../src/zod.ts'
import {
  type CachedReadParameters,
  cachedRead,
  clearRetryGuards,
  createReadState,
  isFirstReport,
  type ReadHost,
} from './cachedRead.ts'
import { createRecordStorage } from './storage.ts'
import { freshIdbStore, readRecord } from './testing/harness.ts'
import { createManualClock } from './testing/manualClock.ts'

// A record like the real caches: versioned, checked with zod on every read (and on every new value).
const quoteRecord = defineRecord(
  'walletdock:testQuote',
  1,
  z.object({ amount: z.int().check(z.nonnegative()), fetchedAt: z.number().check(z.nonnegative()) }),
)

const MAX_AGE = 30_000
const GUARD = 30_000

/** A core's worth of cached-read state over IndexedDB (fake-indexeddb) and a manual clock, with tabs. */
function setup() {
  const storage = freshIdbStore()
  const clock = createManualClock()
  const tabs = new Map<string, { info: { online: boolean } }>([['tab-1', { info: { online: true } }]])
  const host: ReadHost = {
    deps: { clock },
    records: createRecordStorage(storage),
    reads: createReadState(),
    tabs,
  }
  // The "remote": answers what it is told, counting every call.
  const remote = {
    calls: 0,
    answer: (): Promise<{ amount: number } | null> => Promise.resolve({ amount: 1 }),
  }
  const read = (extra: Partial<CachedReadParameters<{ amount: number; fetchedAt: number }>> = {}) =>
    cachedRead(host, {
      key: 'quote:a',
      record: quoteRecord,
      suffix: ':a',
      maxAgeMs: MAX_AGE,
      retryGuardMs: GUARD,
      read: () => {
        remote.calls += 1
        return remote.answer()
      },
      ...extra,
    })
  const stored = () => readRecord(storage, quoteRecord, ':a')
  return { host, clock, tabs, remote, read, stored }
}

const failing = () => Promise.reject(new Error('node down'))

describe('cachedRead', () => {
  it('default: a copy within its expiry answers; after it the remote is read and the copy stored with its time', async () => {
    const { clock, remote, read, stored } = setup()
    const start = clock.now()
    expect(await read()).toEqual({ kind: 'fresh', value: { amount: 1, fetchedAt: start } })
    expect(await stored()).toEqual({ amount: 1, fetchedAt: start })

    remote.answer = () => Promise.resolve({ amount: 2 })
    clock.advance(MAX_AGE - 1)
    expect(await read()).toEqual({ kind: 'fresh', value: { amount: 1, fetchedAt: start } })
    expect(remote.calls).toBe(1)

    clock.advance(1)
    expect(await read()).toEqual({ kind: 'fresh', value: { amount: 2, fetchedAt: start + MAX_AGE } })
    expect(remote.calls).toBe(2)
    expect(await stored()).toEqual({ amount: 2, fetchedAt: start + MAX_AGE })
  })

  it('behavior: identical concurrent reads share one remote read; another key reads on its own', async () => {
    const { host, remote, read } = setup()
    let release: (value: { amount: number }) => void = () => undefined
    remote.answer = () => new Promise((resolve) => (release = resolve))
    const first = read({ force: true })
    const second = read({ force: true })
    const other = cachedRead(host, {
      key: 'quote:b',
      record: quoteRecord,
      suffix: ':b',
      maxAgeMs: MAX_AGE,
      read: async () => ({ amount: 9 }),
    })
    await expect(other).resolves.toMatchObject({ kind: 'fresh', value: { amount: 9 } })
    // Both are waiting on the one read once it has started.
    await vi.waitFor(() => expect(remote.calls).toBe(1))
    release({ amount: 5 })
    const outcomes = await Promise.all([first, second])
    expect(outcomes.map((o) => o.kind === 'fresh' && o.value.amount)).toEqual([5, 5])
    expect(remote.calls).toBe(1)
    expect(host.reads.inflight.size).toBe(0)
  })

  it('behavior: a failure keeps the good copy, and the remote is not asked again within the retry guard', async () => {
    const { clock, remote, read, stored } = setup()
    await read()
    const good = await stored()
    remote.answer = failing

    clock.advance(MAX_AGE)
    const failed = await read()
    expect(failed).toMatchObject({ kind: 'lastKnown', reason: 'failed', value: good })
    expect(failed.kind === 'lastKnown' && failed.reason === 'failed' && String(failed.error)).toBe(
      'Error: node down',
    )
    expect(await stored()).toEqual(good)

    // Back, but inside the guard nobody asks: the last-known copy with the same error.
    remote.answer = () => Promise.resolve({ amount: 3 })
    clock.advance(GUARD - 1)
    expect(await read()).toMatchObject({ kind: 'lastKnown', reason: 'failed', value: good })
    expect(remote.calls).toBe(2)

    clock.advance(1)
    expect(await read()).toMatchObject({ kind: 'fresh', value: { amount: 3 } })
    expect(remote.calls).toBe(3)
  })

  it('behavior: a forced read and a cleared guard (back online) go out at once', async () => {
    const { remote, read, host } = setup()
    remote.answer = failing
    await read()
    remote.answer = () => Promise.resolve({ amount: 4 })
    expect(await read({ force: true })).toMatchObject({ kind: 'fresh', value: { amount: 4 } })

    remote.answer = failing
    await read({ force: true })
    remote.answer = () => Promise.resolve({ amount: 6 })
    // Expired at once, so only the guard stands between the read and the remote.
    expect(await read({ maxAgeMs: 0 })).toMatchObject({ kind: 'lastKnown', reason: 'failed' })
    clearRetryGuards(host)
    expect(await read({ maxAgeMs: 0 })).toMatchObject({ kind: 'fresh', value: { amount: 6 } })
  })

  it('behavior: a value that does not fit the record is a failure; nothing of it is stored', async () => {
    const { remote, read, stored } = setup()
    await read()
    const good = await stored()
    remote.answer = () => Promise.resolve({ amount: -5 })
    const outcome = await read({ force: true })
    expect(outcome).toMatchObject({ kind: 'lastKnown', reason: 'failed', value: good })
    expect(outcome.kind === 'lastKnown' && outcome.reason === 'failed' && outcome.error).toMatchObject({
      name: 'InvalidApiReplyError',
    })
    expect(await stored()).toEqual(good)
  })

  it('behavior: while every tab is offline nothing is asked and the copy of any age comes back last-known', async () => {
    const { clock, tabs, remote, read } = setup()
    await read()
    const tab = tabs.get('tab-1')
    if (!tab) throw new Error('no tab')
    tab.info.online = false
    tabs.set('tab-2', { info: { online: false } })

    // Even a fresh copy is last-known: nothing can confirm it.
    expect(await read({ force: true })).toMatchObject({
      kind: 'lastKnown',
      reason: 'offline',
      value: { amount: 1 },
    })
    clock.advance(10 * MAX_AGE)
    expect(await read()).toMatchObject({ kind: 'lastKnown', reason: 'offline', value: { amount: 1 } })
    expect(remote.calls).toBe(1)

    // One tab back online is enough to ask.
    tab.info.online = true
    remote.answer = () => Promise.resolve({ amount: 8 })
    expect(await read()).toMatchObject({ kind: 'fresh', value: { amount: 8 } })
  })

  it('behavior: offline with nothing stored says so without asking', async () => {
    const { tabs, remote, read } = setup()
    tabs.set('tab-1', { info: { online: false } })
    expect(await read()).toEqual({ kind: 'lastKnown', reason: 'offline', value: undefined })
    expect(remote.calls).toBe(0)
  })

  it('behavior: a read that finishes after the account changed is superseded, and its copy still kept', async () => {
    const { remote, read, stored } = setup()
    let active = true
    remote.answer = async () => {
      active = false
      return { amount: 7 }
    }
    expect(await read({ stillActive: () => active })).toEqual({ kind: 'superseded' })
    expect(await stored()).toMatchObject({ amount: 7 })
  })

  it('behavior: a source with nothing for the key is absent: nothing stored, no retry guard', async () => {
    const { remote, read, stored } = setup()
    remote.answer = () => Promise.resolve(null)
    expect(await read()).toEqual({ kind: 'absent' })
    expect(await read()).toEqual({ kind: 'absent' })
    expect(remote.calls).toBe(2)
    expect(await stored()).toBeUndefined()
  })

  it('behavior: an outage is reported once, and again only after a success', async () => {
    const { host, remote, read } = setup()
    remote.answer = failing
    await read()
    expect([isFirstReport(host, 'quote:a'), isFirstReport(host, 'quote:a')]).toEqual([true, false])
    remote.answer = () => Promise.resolve({ amount: 2 })
    await read({ force: true })
    expect(isFirstReport(host, 'quote:a')).toBe(true)
  })
})
