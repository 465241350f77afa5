import { expect, test } from 'vitest'
import { BaseError } from './baseError.ts'
import { deserializeError } from './deserializeError.ts'
import { TimeoutError } from './errorClasses.ts'
import { serializeError } from './serializeError.ts'

test('behavior: the core gets the class of a known name back, so instanceof works there', () => {
  const original = new TimeoutError('switchNetwork', { ms: 10_000 })
  const back = deserializeError(structuredClone(serializeError(original)))
  expect(back).toBeInstanceOf(TimeoutError)
  expect(back).toMatchObject({
    name: 'TimeoutError',
    shortMessage: original.shortMessage,
    operation: 'switchNetwork',
  })
})

test('behavior: unknown names and bad wire values rebuild as BaseError', () => {
  const back = deserializeError({ name: 'SomethingNew', shortMessage: 'x', message: 'x', code: 7 })
  expect(back).toBeInstanceOf(BaseError)
  expect([back.name, back.code]).toEqual(['SomethingNew', 7])
  expect(deserializeError(42).name).toBe('InvalidErrorReplyError')
})

test('behavior: every class of errorClasses.ts is rebuilt as itself', async () => {
  const classes = await import('./errorClasses.ts')
  for (const [name, ctor] of Object.entries(classes)) {
    if (typeof ctor !== 'function') continue
    const back = deserializeError({ name, shortMessage: 'x', message: 'x' })
    expect(back instanceof ctor, name).toBe(true)
  }
})
