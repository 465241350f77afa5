import { expect, test } from 'vitest'
import { BaseError } from './baseError.ts'
import { rebuildError } from './rebuildError.ts'
import {
  TokenAccountReceiverError,
  TransactionFailedError,
  TransactionNotConfirmedError,
} from './sendErrors.ts'
import { serializeError } from './serializeError.ts'

const SIGNATURE = '3G9gMerLJkLsfsaPTPUBE7V2VXwKg3sbP3CjGwJ7GPfmvmJgnuLTeNBnyMtws6RXzvaZK1axh7UtZxxc1KWALDYr'

test('default: "not confirmed" names the signature and never says the transaction failed', () => {
  const error = new TransactionNotConfirmedError(SIGNATURE, { reason: 'no confirmation within 60 s' })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('TransactionNotConfirmedError')
  expect(error.message).toBe(
    'The transaction was sent but could not be confirmed\n\n' +
      'It may still land. Check it before sending again.\n\n' +
      `Details: Signature ${SIGNATURE}: no confirmation within 60 s`,
  )
  expect(error.message).not.toMatch(/failed/i)
  // Without a reason, the cause's text.
  expect(new TransactionNotConfirmedError(SIGNATURE, { cause: new Error('socket closed') }).details).toBe(
    `Signature ${SIGNATURE}: socket closed`,
  )
})

test('behavior: a failure on chain says so, with the signature and the chain error', () => {
  const error = new TransactionFailedError(SIGNATURE, { reason: '{"InstructionError":[0,{"Custom":1}]}' })
  expect(error.name).toBe('TransactionFailedError')
  expect(error.shortMessage).toBe('The transaction failed on chain')
  expect(error.details).toBe(`Signature ${SIGNATURE}: {"InstructionError":[0,{"Custom":1}]}`)
})

test('behavior: both cross the worker boundary with their name, text and signature', () => {
  for (const error of [
    new TransactionNotConfirmedError(SIGNATURE),
    new TransactionFailedError(SIGNATURE),
    new TokenAccountReceiverError(SIGNATURE),
  ]) {
    const copy = rebuildError(serializeError(error))
    expect(copy).toMatchObject({
      name: error.name,
      shortMessage: error.shortMessage,
      details: error.details,
    })
    expect(Object.values(copy)).toContain(SIGNATURE)
  }
})
