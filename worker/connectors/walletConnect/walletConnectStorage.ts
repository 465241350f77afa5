import { createStore, del, entries, get, keys, set } from 'idb-keyval'

/** The key-value storage interface WalletConnect clients accept. */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * WalletConnect's keys, pairings and sessions in IndexedDB (database 'walletdock-walletconnect'),
 * readable by every core of the origin: a new SharedWorker or the next leader restores the session.
 */
export function createWalletConnectStorage(): WalletConnectStorage {
  const store = createStore('walletdock-walletconnect', 'kv')
  return {
    getKeys: async () => (await keys(store)).map(String),
    getEntries: async <T>() => (await entries(store)).map(([key, value]) => [String(key), value as T]),
    getItem: async <T>(key: string) => (await get(key, store)) as T | undefined,
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  }
}
