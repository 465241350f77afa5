import type { KeyValueStore } from '../deps.ts'

/** A store over `store` that logs each write as it lands, and can hold the next writes until `release`. */
export type WatchedStore = KeyValueStore & {
  /** One line per write that landed: `set <key>` or `setMany <key>,<key>…`, in order. */
  log: string[]
  /** Keeps every write from now on waiting until `release`. */
  hold(): void
  release(): void
}

/** Wraps a store so a test sees when and how the core writes (the order against what the tabs are shown). */
export function createWatchedStore(store: KeyValueStore, log: string[] = []): WatchedStore {
  let gate: Promise<void> | undefined
  let open: (() => void) | undefined
  const landed = async (line: string, write: () => Promise<void>) => {
    await gate
    await write()
    log.push(line)
  }
  return {
    log,
    get: (key) => store.get(key),
    set: (key, value) => landed(`set ${key}`, () => store.set(key, value)),
    setMany: (entries) =>
      landed(`setMany ${entries.map(([key]) => key).join(',')}`, () => store.setMany(entries)),
    del: (key) => store.del(key),
    hold: () => {
      gate ??= new Promise((resolve) => {
        open = resolve
      })
    },
    release: () => {
      open?.()
      gate = undefined
    },
  }
}
