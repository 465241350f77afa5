import { expect, test } from 'vitest'
import { errorReportOf, isReportableError } from './errorReport.ts'
import { RpcNotAllowedError, UserRejectedRequestError } from './errors.ts'

test('default: a report carries the error’s name, short message and stack', () => {
  const error = new RpcNotAllowedError()
  expect(errorReportOf(error, 'API_ERROR')).toEqual({
    category: 'API_ERROR',
    errorType: 'RpcNotAllowedError',
    errorMessage: 'Requested RPC call is not allowed',
    stackTrace: error.stack,
  })
})

test('behavior: anything thrown still makes a bounded report', () => {
  expect(errorReportOf('plain text', 'INTERNAL_SDK_ERROR')).toEqual({
    category: 'INTERNAL_SDK_ERROR',
    errorType: 'string',
    errorMessage: 'plain text',
    stackTrace: '',
  })
  const long = new Error('x'.repeat(5_000))
  long.stack = 'y'.repeat(20_000)
  const cut = errorReportOf(long, 'INTERNAL_SDK_ERROR')
  expect(cut.errorMessage).toHaveLength(2_000)
  expect(cut.stackTrace).toHaveLength(8_000)
})

test('behavior: a person’s decision is not a fault to report', () => {
  expect(isReportableError(new UserRejectedRequestError())).toBe(false)
  expect(isReportableError({ code: 4001, message: 'User rejected' })).toBe(false)
  expect(isReportableError(new RpcNotAllowedError())).toBe(true)
  expect(isReportableError(new Error('boom'))).toBe(true)
})
