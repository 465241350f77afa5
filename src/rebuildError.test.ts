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
import { type CoreErrorName, isSerializedError, rebuildError } from './rebuildError.ts'
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

  // CoreErrorName is derived from these modules' export names: it is each class's `name` only if they match.
  test.each([
    ['errorClasses', () => import('./errorClasses.ts')],
    ['nameErrors', () => import('./nameErrors.ts')],
    ['onrampErrors', () => import('./onrampErrors.ts')],
    ['secureFrame/frameErrors', () => import('./secureFrame/frameErrors.ts')],
    ['sendErrors', () => import('./sendErrors.ts')],
    ['siwxErrors', () => import('./siwxErrors.ts')],
    ['solanaRpcReplies', () => import('./solanaRpcReplies.ts')],
    ['swapErrors', () => import('./swapErrors.ts')],
    ['walletConnectErrors', () => import('./walletConnectErrors.ts')],
    ['walletReplies', () => import('./walletReplies.ts')],
  ])('behavior: every error class of %s has the name it is exported under', async (_, load) => {
    const classes = Object.entries(await load()).filter(
      (entry): entry is [string, new (...args: unknown[]) => BaseError] =>
        typeof entry[1] === 'function' && entry[1].prototype instanceof BaseError,
    )
    expect(classes.length).toBeGreaterThan(0)
    // One argument builds each (a subject string), but the session error, which reads its accounts.
    const argsOf: Record<string, unknown[]> = {
      InvalidSessionAccountError: [{ namespace: 'eip155', accounts: [] }],
    }
    for (const [exported, ErrorClass] of classes)
      expect(new ErrorClass(...(argsOf[exported] ?? ['x'])).name).toBe(exported)
  })

  test('behavior: a misspelt error name does not typecheck', () => {
    const known: CoreErrorName = 'SwapQuoteExpiredError'
    // @ts-expect-error: no core error has this name
    const misspelt: CoreErrorName = 'SwapQuoteExpiredErorr'
    expect([known, misspelt]).toEqual(['SwapQuoteExpiredError', 'SwapQuoteExpiredErorr'])
  })
})
