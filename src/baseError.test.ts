import { describe, expect, test } from 'vitest'
import { BaseError, causeChain, walkCauses } from './baseError.ts'

describe('BaseError', () => {
  test('default: message is the short message alone', () => {
    const e = new BaseError('Something failed')
    expect(e.message).toBe('Something failed')
    expect(e.shortMessage).toBe('Something failed')
    expect(e.name).toBe('BaseError')
    expect(e.details).toBeUndefined()
  })

  test('behavior: message adds meta messages and details lines', () => {
    const e = new BaseError('Short', { details: 'the why', metaMessages: ['Chain: eip155:1'], code: 5 })
    expect(e.message).toBe('Short\n\nChain: eip155:1\n\nDetails: the why')
    expect(e.code).toBe(5)
  })

  test('behavior: details come from the cause when not given', () => {
    expect(new BaseError('Outer', { cause: new Error('inner text') }).details).toBe('inner text')
    const inner = new BaseError('Inner', { details: 'root detail' })
    expect(new BaseError('Outer', { cause: inner }).details).toBe('root detail')
    expect(new BaseError('Outer', { cause: { code: 1, message: 'rpc text' } }).details).toBe('rpc text')
  })

  test('behavior: walk returns the root cause', () => {
    const root = new Error('root')
    const e = new BaseError('a', { cause: new BaseError('b', { cause: root }) })
    expect(e.walk()).toBe(root)
  })

  test('behavior: walk with a predicate returns the first match, or null', () => {
    const mid = new BaseError('b', { cause: new Error('root'), code: 4001 })
    const e = new BaseError('a', { cause: mid })
    expect(e.walk((x) => x instanceof BaseError && x.code === 4001)).toBe(mid)
    expect(e.walk(() => false)).toBeNull()
  })

  test('behavior: walking a cyclic cause chain terminates', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(() => walkCauses(a)).not.toThrow()
    expect(causeChain(a).length).toBeLessThanOrEqual(32)
  })

  test('behavior: causeChain lists the error and each cause, outermost first', () => {
    const root = { code: 4902 }
    const e = new BaseError('a', { cause: root })
    expect(causeChain(e)).toEqual([e, root])
  })
})
