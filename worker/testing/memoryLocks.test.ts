import { expect, test } from 'vitest'
import { createMemoryLocks } from './memoryLocks.ts'

test('default: a request waits until the holder’s promise settles, then gets the lock', async () => {
  const locks = createMemoryLocks()
  const order: string[] = []
  let release: (() => void) | undefined
  const held = locks.request('tab', () => {
    order.push('first granted')
    return new Promise<void>((resolve) => {
      release = resolve
    })
  })
  const waiting = locks.request('tab', () => {
    order.push('second granted')
    return 'done'
  })
  await new Promise((resolve) => setImmediate(resolve))
  expect(order).toEqual(['first granted'])
  expect(locks.isHeld('tab')).toBe(true)

  release?.()

  expect(await waiting).toBe('done')
  await held
  expect(order).toEqual(['first granted', 'second granted'])
  expect(locks.isHeld('tab')).toBe(false)
})

test('behavior: ifAvailable gets null instead of waiting while the lock is held', async () => {
  const locks = createMemoryLocks()
  let release: (() => void) | undefined
  void locks.request('leader', () => new Promise<void>((resolve) => (release = resolve)))
  await new Promise((resolve) => setImmediate(resolve))

  expect(await locks.request('leader', { ifAvailable: true }, (lock) => lock)).toBeNull()
  release?.()
})
