import { createStore, del, get, set, setMany } from 'idb-keyval'
import type { KeyValueStore } from './deps.ts'

/** The core's records in IndexedDB (database 'walletdock', store 'records'). */
export function createIdbStore(): KeyValueStore {
  const store = createStore('walletdock', 'records')
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    setMany: (entries) => setMany(entries, store),
    del: (key) => del(key, store),
  }
}
