import { CACHE_MAX_ENTRIES } from '../src/constants.ts'
import type { KeyValueStore } from './deps.ts'

/** A versioned, validated record as defined in src/records.ts. */
export type StoredRecord<T> = {
  key: string
  version: number
  parse(raw: unknown): T | undefined
  wrap(value: T): { version: number; value: T }
}

/** Where the cache of `recordKey` lists its entries' suffixes, oldest write first (see `cache`). */
export const cacheIndexKey = (recordKey: string) => `walletdock:cacheIndex:${recordKey}`

/**
 * Reads and writes records; a bad or unreadable record reads as absent and is left in place. Cache entries are
 * capped per kind (CACHE_MAX_ENTRIES): each kind keeps an index of its entries by write time, and writing one more
 * than the cap deletes the oldest, so names looked up, searches and icons cannot fill the person's storage.
 */
export function createRecordStorage(kv: KeyValueStore, maxEntries = CACHE_MAX_ENTRIES) {
  // Index updates of one kind run one after another, so two writes at once cannot drop each other's entry.
  const indexQueues = new Map<string, Promise<void>>()
  const remember = (recordKey: string, suffix: string) => {
    const run = async () => {
      const key = cacheIndexKey(recordKey)
      const stored: unknown = await kv.get(key)
      const index = Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : []
      const next = [...index.filter((s) => s !== suffix), suffix]
      const evicted = next.splice(0, Math.max(0, next.length - maxEntries))
      for (const old of evicted) await kv.del(recordKey + old)
      await kv.set(key, next)
    }
    const queued = (indexQueues.get(recordKey) ?? Promise.resolve()).then(run, run)
    indexQueues.set(
      recordKey,
      queued.catch(() => undefined),
    )
    return queued
  }
  return {
    async read<T>(record: StoredRecord<T>, suffix = ''): Promise<T | undefined> {
      try {
        return record.parse(await kv.get(record.key + suffix))
      } catch {
        // An unreadable store must not break start-up; the record is simply not used.
        return undefined
      }
    },
    async write<T>(record: StoredRecord<T>, value: T, suffix = ''): Promise<void> {
      await kv.set(record.key + suffix, record.wrap(value))
    },
    /** Writes records that only make sense together all at once, or none of them (see `recordEntry`). */
    async writeTogether(...entries: RecordEntry[]): Promise<void> {
      await kv.setMany(entries.map((e) => [e.key, e.wrapped]))
    },
    /** Writes a cache entry; a store that refuses it only makes the next read slower, so the read still counts. */
    async cache<T>(record: StoredRecord<T>, value: T, suffix = ''): Promise<void> {
      try {
        await kv.set(record.key + suffix, record.wrap(value))
        await remember(record.key, suffix)
      } catch {
        // See above: the value is shown all the same.
      }
    },
    async remove(record: { key: string }, suffix = ''): Promise<void> {
      await kv.del(record.key + suffix)
    },
  }
}

export type RecordStorage = ReturnType<typeof createRecordStorage>

/** One record's write for `writeTogether`, its value wrapped as the record stores it. */
export type RecordEntry = { key: string; wrapped: unknown }

/** Prepares a write of `value` to `record` for `writeTogether`. */
export function recordEntry<T>(record: StoredRecord<T>, value: T): RecordEntry {
  return { key: record.key, wrapped: record.wrap(value) }
}

/** An in-memory store for tests and for browsers where IndexedDB is unavailable. */
export function createMemoryStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>()
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => void data.set(key, structuredClone(value)),
    setMany: async (entries) => {
      for (const [key, value] of entries) data.set(key, structuredClone(value))
    },
    del: async (key) => void data.delete(key),
  }
}
