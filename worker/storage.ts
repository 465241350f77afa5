import type { KeyValueStore } from './deps.ts'

/** A versioned, validated record as defined in src/records.ts. */
export type StoredRecord<T> = {
  key: string
  version: number
  parse(raw: unknown): T | undefined
  wrap(value: T): { version: number; value: T }
}

/** Reads and writes records; a bad or unreadable record reads as absent and is left in place. */
export function createRecordStorage(kv: KeyValueStore) {
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
    /** Writes a cache entry; a store that refuses it only makes the next read slower, so the read still counts. */
    async cache<T>(record: StoredRecord<T>, value: T, suffix = ''): Promise<void> {
      try {
        await kv.set(record.key + suffix, record.wrap(value))
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

/** An in-memory store for tests and for browsers where IndexedDB is unavailable. */
export function createMemoryStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>()
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => void data.set(key, structuredClone(value)),
    del: async (key) => void data.delete(key),
  }
}
