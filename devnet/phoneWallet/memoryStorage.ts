/** The key-value storage interface WalletConnect clients accept as `storage`. */
export type KeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** WalletConnect's key-value storage kept in memory (Node has no IndexedDB; tests want a clean slate). */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() =>
      [...items.entries()].map(([key, value]) => [key, structuredClone(value)] as [string, T]),
    getItem: async <T>(key: string) => structuredClone(items.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, structuredClone(value)),
    removeItem: async (key: string) => void items.delete(key),
  }
}
