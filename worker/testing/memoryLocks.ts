/** An in-memory Web Locks manager (exclusive locks, `ifAvailable`), shared by the tabs and cores of one test. */
export type MemoryLocks = Pick<LockManager, 'request'> & {
  /** Whether someone holds the lock right now. */
  isHeld(name: string): boolean
}

/** Builds a lock manager with real semantics: a request waits until the holder's callback promise settles. */
export function createMemoryLocks(): MemoryLocks {
  const held = new Set<string>()
  const waiting = new Map<string, (() => void)[]>()

  const acquire = (name: string): Promise<void> => {
    if (!held.has(name)) {
      held.add(name)
      return Promise.resolve()
    }
    return new Promise((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]))
  }
  const release = (name: string): void => {
    const [next, ...rest] = waiting.get(name) ?? []
    waiting.set(name, rest)
    // The lock passes straight to the next waiter, as in the browser: nobody can slip in between.
    if (next) next()
    else held.delete(name)
  }

  function request<T>(name: string, callback: LockGrantedCallback<T>): Promise<Awaited<T>>
  function request<T>(
    name: string,
    options: LockOptions,
    callback: LockGrantedCallback<T>,
  ): Promise<Awaited<T>>
  async function request<T>(
    name: string,
    optionsOrCallback: LockOptions | LockGrantedCallback<T>,
    maybeCallback?: LockGrantedCallback<T>,
  ): Promise<Awaited<T>> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback
    if (!callback) throw new TypeError('A lock request needs a callback')
    if (options.mode === 'shared' || options.steal || options.signal)
      throw new TypeError('Only exclusive locks without steal or signal are supported')
    if (options.ifAvailable && held.has(name)) return await callback(null)
    await acquire(name)
    try {
      return await callback({ name, mode: 'exclusive' })
    } finally {
      release(name)
    }
  }

  return { request, isHeld: (name) => held.has(name) }
}
