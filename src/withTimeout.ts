import { TimeoutError } from './errorClasses.ts'

type Timers = { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void }

/** Rejects with TimeoutError naming `what` unless `promise` settles within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string, timers: Timers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => reject(new TimeoutError(what)), ms)
    promise.then(
      (value) => {
        timers.clearTimeout(handle)
        resolve(value)
      },
      (error: unknown) => {
        timers.clearTimeout(handle)
        reject(error)
      },
    )
  })
}
