import { describe, expect, test } from 'vitest'
import { BaseError } from './baseError.ts'
import {
  ChainDisconnectedError,
  HttpRequestError,
  NotConnectedError,
  ProviderDisconnectedError,
  RpcNotAllowedError,
  UserRejectedRequestError,
} from './errorClasses.ts'
import { isSerializedError, rebuildError } from './rebuildError.ts'
import { serializeError } from './serializeError.ts'

describe('rebuildError', () => {
  test('behavior: every name rebuilds as the one generic class, with its name, code and fields', () => {
    const back = rebuildError({
      name: 'SomethingNew',
      shortMessage: 'x',
      message: 'x',
      code: 7,
      metaMessages: ['Line'],
      meta: { status: 503 },
    })
    expect(back).toBeInstanceOf(BaseError)
    expect(back).toMatchObject({ name: 'SomethingNew', code: 7, metaMessages: ['Line'], status: 503 })
  })

  test.each([
    [new UserRejectedRequestError(), 4001],
    [new NotConnectedError({ namespace: 'eip155' }), 4100],
    [new RpcNotAllowedError({ method: 'anvil_setBalance' }), 4200],
    [new ProviderDisconnectedError({ namespace: 'eip155' }), 4900],
    [new ChainDisconnectedError({ caipNetworkId: 'eip155:31337' }), 4901],
  ])('behavior: %s reaches the tab with its EIP-1193 code %i and its text', (error, code) => {
    const back = rebuildError(structuredClone(serializeError(error)))
    expect(back).toMatchObject({ name: error.name, code, shortMessage: error.shortMessage })
    expect(back.message).toBe(error.message)
  })

  test('behavior: the cause chain is rebuilt link by link', () => {
    const wire = serializeError(new HttpRequestError(502, { cause: new UserRejectedRequestError() }))
    const back = rebuildError(structuredClone(wire))
    expect(back.walk()).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  })

  test('behavior: typed fields do not overwrite the error’s own members', () => {
    const back = rebuildError({
      name: 'E',
      shortMessage: 's',
      message: 'm',
      meta: { walk: 'x', method: 'eth_call' },
    })
    expect(typeof back.walk).toBe('function')
    expect(back).toMatchObject({ method: 'eth_call' })
  })

  test.each([
    ['not an object', 'boom'],
    ['null', null],
    ['no name', { shortMessage: 's', message: 'm' }],
    ['a code that is not an integer', { name: 'E', shortMessage: 's', message: 'm', code: '4001' }],
    ['metaMessages of numbers', { name: 'E', shortMessage: 's', message: 'm', metaMessages: [1] }],
    ['meta with an object', { name: 'E', shortMessage: 's', message: 'm', meta: { a: {} } }],
    ['a bad cause', { name: 'E', shortMessage: 's', message: 'm', cause: { name: 1 } }],
  ])('behavior: a wire value that is not a serialized error (%s) gives a clear error', (_, wire) => {
    expect(isSerializedError(wire)).toBe(false)
    expect(rebuildError(wire)).toMatchObject({
      name: 'InvalidErrorReplyError',
      shortMessage: 'The Walletdock core sent an error that could not be read.',
    })
  })

  test('behavior: a cause chain deeper than serializeError writes is refused', () => {
    let wire: Record<string, unknown> = { name: 'E', shortMessage: 's', message: 'm' }
    for (let i = 0; i < 12; i++) wire = { name: 'E', shortMessage: 's', message: 'm', cause: wire }
    expect(isSerializedError(wire)).toBe(false)
    expect(isSerializedError(serializeError(new HttpRequestError(500)))).toBe(true)
  })
})
