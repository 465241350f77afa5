/** A sliding-window limit: at most `limit` takes in any `windowMs`. */
export type RateLimiter = {
  /** True (and counted) when one more fits the window now; false when the limit is reached. */
  take(): boolean
}

export type CreateRateLimiterParameters = { limit: number; windowMs: number; now: () => number }

/** Makes a limiter over the given clock; it keeps only the times still inside the window. */
export function createRateLimiter({ limit, windowMs, now }: CreateRateLimiterParameters): RateLimiter {
  const times: number[] = []
  return {
    take() {
      const at = now()
      while (times.length && (times[0] as number) <= at - windowMs) times.shift()
      if (times.length >= limit) return false
      times.push(at)
      return true
    },
  }
}
