import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { BaseError } from './baseError.ts'
import { HttpRequestError, UserRejectedRequestError } from './errorClasses.ts'
import { getErrorMessage, isUserRejection } from './errorMessage.ts'

describe('getErrorMessage', () => {
  test('behavior: a zod error shows its first issue', () => {
    const result = z.object({ a: z.string('First'), b: z.number('Second') }).safeParse({})
    expect(getErrorMessage(result.error)).toBe('First')
  })

  test('behavior: our errors show their short message, without details', () => {
    expect(getErrorMessage(new HttpRequestError(404))).toBe('HTTP status code: 404')
  })

  test('behavior: other errors and wallet objects show their message', () => {
    expect(getErrorMessage(new Error('plain'))).toBe('plain')
    expect(getErrorMessage({ code: 1, message: 'wallet says no' })).toBe('wallet says no')
    expect(getErrorMessage('text')).toBe('text')
  })

  test('fallback: anything else is Unknown error', () => {
    for (const e of [undefined, null, 42, {}, new Error(''), ''])
      expect(getErrorMessage(e)).toBe('Unknown error')
  })
})

describe('isUserRejection', () => {
  test('behavior: code 4001 anywhere in the chain is a rejection', () => {
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new BaseError('x', { cause: new Error('y', { cause: { code: 4001 } }) }))).toBe(
      true,
    )
  })

  test('behavior: other codes are not a rejection', () => {
    expect(isUserRejection({ code: 4902 })).toBe(false)
    expect(isUserRejection(new Error('x'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
