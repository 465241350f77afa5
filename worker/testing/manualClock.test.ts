import { expect, test } from 'vitest'
import { createManualClock } from './manualClock.ts'

test('default: advance fires due timers in due order, at their due time, and no others', () => {
  const clock = createManualClock(1_000)
  const fired: string[] = []
  clock.setTimeout(() => fired.push(`late@${clock.now()}`), 300)
  clock.setTimeout(() => fired.push(`early@${clock.now()}`), 100)
  clock.setTimeout(() => fired.push('never'), 301)

  clock.advance(300)

  expect(fired).toEqual(['early@1100', 'late@1300'])
  expect(clock.now()).toBe(1_300)
  expect(clock.pendingTimers()).toBe(1)
})

test('behavior: a timer set while advancing fires in the same advance when it falls due; a cleared one never fires', () => {
  const clock = createManualClock(0)
  const fired: number[] = []
  const cleared = clock.setTimeout(() => fired.push(-1), 50)
  clock.setTimeout(() => {
    fired.push(clock.now())
    clock.setTimeout(() => fired.push(clock.now()), 100)
  }, 100)
  clock.clearTimeout(cleared)

  clock.advance(250)

  expect(fired).toEqual([100, 200])
  expect(clock.pendingTimers()).toBe(0)
})
