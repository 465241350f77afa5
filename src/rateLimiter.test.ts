import { expect, test } from 'vitest'
import { createRateLimiter } from './rateLimiter.ts'

test('default: at most `limit` in a window, more again once the first has left it', () => {
  let now = 1_000
  const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: () => now })
  const first = Array.from({ length: 12 }, () => limiter.take())
  expect(first.filter(Boolean)).toHaveLength(5)
  expect(first.slice(0, 5)).toEqual([true, true, true, true, true])
  now += 59_999
  expect(limiter.take()).toBe(false)
  now += 1
  expect(limiter.take()).toBe(true)
  expect(limiter.take()).toBe(true)
})

test('behavior: spread takes never hit the limit', () => {
  let now = 0
  const limiter = createRateLimiter({ limit: 2, windowMs: 1_000, now: () => now })
  for (let i = 0; i < 10; i += 1) {
    expect(limiter.take()).toBe(true)
    now += 500
  }
})
