import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { BaseError } from './baseError.ts'
import { ConfigError, HttpRequestError, TimeoutError, UserRejectedRequestError } from './errorClasses.ts'
import { getErrorMessage, isUserRejection } from './errorMessage.ts'
import { rebuildError } from './rebuildError.ts'
import { serializeError } from './serializeError.ts'

// As the tab sees it: one generic class, told apart by name.
const roundTrip = (e: unknown) => rebuildError(structuredClone(serializeError(e)))

describe('serializeError / rebuildError', () => {
  test('behavior: our errors keep name, code, shortMessage, details and message across the boundary', () => {
    const original = new TimeoutError('switchNetwork', { ms: 10_000 })
    const back = roundTrip(original)
    expect(back.name).toBe('TimeoutError')
    expect(back.shortMessage).toBe(original.shortMessage)
    expect(back.details).toBe(original.details)
    expect(back.message).toBe(original.message)
    expect(back).toBeInstanceOf(BaseError)
    expect(back).not.toBeInstanceOf(TimeoutError)
  })

  test('behavior: typed fields come back', () => {
    const back = roundTrip(new HttpRequestError(503, { url: 'http://127.0.0.1/x' }))
    expect(back).toMatchObject({ name: 'HttpRequestError', status: 503, url: 'http://127.0.0.1/x' })
  })

  test('behavior: a rejection nested in a cause is still a rejection after the trip', () => {
    const e = new BaseError('Connection failed', { cause: new UserRejectedRequestError() })
    const back = roundTrip(e)
    expect(isUserRejection(back)).toBe(true)
    expect(back.walk()).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  })

  test('behavior: EIP-1193 error objects get our names and keep code and data', () => {
    expect(serializeError({ code: 4001, message: 'User denied' })).toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      shortMessage: 'User denied',
    })
    const s = serializeError({
      code: 4902,
      message: 'Unknown chain',
      data: { originalError: { code: 4902 } },
    })
    expect(s).toMatchObject({ name: 'ProviderRpcError', code: 4902, data: { originalError: { code: 4902 } } })
  })

  test('behavior: plain errors and strings serialize to their message', () => {
    expect(serializeError(new TypeError('bad'))).toMatchObject({ name: 'TypeError', shortMessage: 'bad' })
    expect(serializeError('oops')).toEqual({ name: 'Error', shortMessage: 'oops', message: 'oops' })
    expect(serializeError(undefined).shortMessage).toBe('Unknown error')
  })

  test('behavior: data that cannot be cloned is dropped instead of failing', () => {
    const s = serializeError({ code: -32000, message: 'x', data: { fn: () => 1 } })
    expect(s.data).toBeUndefined()
    expect(() => structuredClone(s)).not.toThrow()
  })

  test('behavior: a configuration error still shows its first issue in the tab', () => {
    const result = z.object({ projectId: z.string({ error: 'A project id is required' }) }).safeParse({})
    const e = new ConfigError('A project id is required', { cause: result.error })
    expect(getErrorMessage(roundTrip(e))).toBe('A project id is required')
  })
})
