import type { Clock } from '../deps.ts'

/** A clock that only moves when a test says so. */
export type ManualClock = Clock & {
  /** Moves time forward by `ms`, firing every timer that falls due on the way, in due order. */
  advance(ms: number): void
  /** How many timers are waiting. */
  pendingTimers(): number
}

type Timer = { at: number; fn: () => void }

/** Builds a manual clock starting at `start` (ms since the epoch). */
export function createManualClock(start = Date.UTC(2025, 0, 1)): ManualClock {
  let now = start
  let nextId = 1
  const timers = new Map<number, Timer>()

  // Ties fire in the order they were scheduled: Map keeps insertion order and ids only grow.
  const nextDue = (until: number): [number, Timer] | undefined => {
    let found: [number, Timer] | undefined
    for (const entry of timers)
      if (entry[1].at <= until && (!found || entry[1].at < found[1].at)) found = entry
    return found
  }

  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++
      timers.set(id, { at: now + Math.max(0, ms), fn })
      return id
    },
    clearTimeout(handle) {
      if (typeof handle === 'number') timers.delete(handle)
    },
    advance(ms) {
      const end = now + ms
      for (let due = nextDue(end); due; due = nextDue(end)) {
        const [id, timer] = due
        timers.delete(id)
        now = timer.at
        timer.fn()
      }
      now = end
    },
    pendingTimers: () => timers.size,
  }
}
