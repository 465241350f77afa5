/** Runs `read` unless an identical read (same key) is in flight, in which case its promise is shared. */
export function dedupe<T>(
  inflight: Map<string, Promise<unknown>>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const running = inflight.get(key)
  if (running) return running as Promise<T>
  const promise = read().finally(() => {
    if (inflight.get(key) === promise) inflight.delete(key)
  })
  inflight.set(key, promise)
  return promise
}
