import { RETRY_GUARD_MS } from '../src/constants.ts'
import { InvalidApiReplyError } from '../src/errorClasses.ts'
import { dedupe } from './dedupe.ts'
import type { Clock } from './deps.ts'
import type { RecordStorage, StoredRecord } from './storage.ts'

/** When a copy was read; every cached record carries it. */
export type Stamped = { fetchedAt: number }

/** The bookkeeping behind every cached read of one core. */
export type ReadState = {
  /** Identical concurrent reads share one promise. */
  inflight: Map<string, Promise<unknown>>
  /** The last failure of each read, for its retry guard; cleared by a success or by coming back online. */
  failures: Map<string, { at: number; error: unknown }>
  /** Reads whose outage was announced, so polling on does not repeat it; cleared by a success. */
  announced: Set<string>
}

/** Empty bookkeeping for a new core. */
export function createReadState(): ReadState {
  return { inflight: new Map(), failures: new Map(), announced: new Set() }
}

/** What a cached read needs from its core (kept structural, so this file imports nothing of the core). */
export type ReadHost = {
  deps: { clock: Clock }
  records: RecordStorage
  reads: ReadState
  tabs: ReadonlyMap<string, { info: { online: boolean } }>
}

export type CachedReadParameters<T extends Stamped> = {
  /** Names the read for dedupe and the retry guard, e.g. `balance:eip155:1:0xabc…`. */
  key: string
  /** The versioned, zod-checked record the copy is kept in, under `suffix`. */
  record: StoredRecord<T>
  suffix: string
  /** A stored copy younger than this is used as is. */
  maxAgeMs: number
  /** A failed read is not tried again for this long (spec part 9: 1 s by default, 30 s for balances). */
  retryGuardMs?: number | undefined
  /** Skips the fresh copy and the retry guard (a person asked, or a send just landed). */
  force?: boolean | undefined
  /**
   * The remote read; it gets the stored copy of any age. `null`: the source has nothing here (nothing is kept).
   * What it returns is checked against the record's schema before it is kept or shown.
   */
  read(stored: T | undefined): Promise<Omit<T, 'fetchedAt'> | null>
  /** Whether the account (or network) the read is for is still the one shown; checked after every wait. */
  stillActive?: (() => boolean) | undefined
}

/**
 * fresh: read now, or stored within `maxAgeMs`. lastKnown: no remote read could be made (offline) or it failed
 * now or within the retry guard; `value` is the stored copy, of any age, if there is one. absent: the source has
 * nothing for this. superseded: the account changed while waiting, so the outcome must not be shown.
 */
export type CachedReadReturnType<T extends Stamped> =
  | { kind: 'fresh'; value: T }
  | { kind: 'lastKnown'; value: T | undefined; reason: 'offline' }
  | { kind: 'lastKnown'; value: T | undefined; reason: 'failed'; error: unknown }
  | { kind: 'absent' }
  | { kind: 'superseded' }

/** The remote part, shared by identical concurrent reads. */
type Fetched<T> = { kind: 'fresh'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'absent' }

/**
 * The one way the core reads balances, token balances, identities and names: a stored copy within its expiry,
 * else one remote read however many ask at once; no remote read while every tab is offline or within the
 * retry guard of a failure, in which case the last-known copy comes back with why. A failure never touches the
 * stored copy, and an outcome for an account that is no longer shown comes back as superseded.
 */
export async function cachedRead<T extends Stamped>(
  host: ReadHost,
  p: CachedReadParameters<T>,
): Promise<CachedReadReturnType<T>> {
  const { clock } = host.deps
  const stored = await host.records.read(p.record, p.suffix)
  if (p.stillActive && !p.stillActive()) return { kind: 'superseded' }
  // Offline, even a fresh copy is a last-known one, and asking would only fail.
  if (isEveryTabOffline(host)) return { kind: 'lastKnown', value: stored, reason: 'offline' }
  const failure = host.reads.failures.get(p.key)
  // Checked before the expiry: after a failed read the stored copy is last-known, not fresh.
  if (!p.force && failure && clock.now() - failure.at < (p.retryGuardMs ?? RETRY_GUARD_MS))
    return { kind: 'lastKnown', value: stored, reason: 'failed', error: failure.error }
  if (!p.force && stored && clock.now() - stored.fetchedAt < p.maxAgeMs)
    return { kind: 'fresh', value: stored }
  const fetched = await dedupe(host.reads.inflight, p.key, () => fetchAndKeep(host, p, stored))
  if (p.stillActive && !p.stillActive()) return { kind: 'superseded' }
  if (fetched.kind === 'failed')
    return { kind: 'lastKnown', value: stored, reason: 'failed', error: fetched.error }
  return fetched
}

async function fetchAndKeep<T extends Stamped>(
  host: ReadHost,
  p: CachedReadParameters<T>,
  stored: T | undefined,
): Promise<Fetched<T>> {
  let entry: T | undefined
  try {
    const value = await p.read(stored)
    if (value === null) {
      host.reads.failures.delete(p.key)
      return { kind: 'absent' }
    }
    // Checked like a stored copy: what does not fit the record is an invalid reply, never kept or shown.
    entry = p.record.parse({
      version: p.record.version,
      value: { ...value, fetchedAt: host.deps.clock.now() },
    })
    if (!entry) throw new InvalidApiReplyError({ details: `The read ${p.key} does not fit its record.` })
  } catch (error) {
    host.reads.failures.set(p.key, { at: host.deps.clock.now(), error })
    return { kind: 'failed', error }
  }
  host.reads.failures.delete(p.key)
  host.reads.announced.delete(p.key)
  await host.records.cache(p.record, entry, p.suffix)
  return { kind: 'fresh', value: entry }
}

/** The stored copy of a read, of any age, without asking anyone (what shows while offline). */
export function readLastKnown<T>(
  host: ReadHost,
  record: StoredRecord<T>,
  suffix: string,
): Promise<T | undefined> {
  return host.records.read(record, suffix)
}

/** True the first time an outage of `key` is reported since its last success: one message per outage. */
export function isFirstReport(host: ReadHost, key: string): boolean {
  if (host.reads.announced.has(key)) return false
  host.reads.announced.add(key)
  return true
}

/** Forgets every retry guard, so the next read of each goes out at once (the network is back). */
export function clearRetryGuards(host: ReadHost): void {
  host.reads.failures.clear()
}

/** Every attached tab says the browser is offline. */
export function isEveryTabOffline(host: Pick<ReadHost, 'tabs'>): boolean {
  return host.tabs.size > 0 && [...host.tabs.values()].every((tab) => !tab.info.online)
}
