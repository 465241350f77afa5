import { describe, expect, test } from 'vitest'
import { BaseError } from './baseError.ts'
import * as errors from './errorClasses.ts'

describe('error classes', () => {
  test('behavior: every class has a stable name equal to its class name and extends BaseError', () => {
    const samples: BaseError[] = [
      new errors.InvalidCaipError('x'),
      new errors.InvalidAddressError('0x1'),
      new errors.InvalidChainIdError(),
      new errors.ChainNotSupportedError(),
      new errors.RpcNotAllowedError({ method: 'eth_sign' }),
      new errors.HttpRequestError(500),
      new errors.UserRejectedRequestError(),
      new errors.ProviderRpcError('boom', { code: -32000 }),
      new errors.TimeoutError('connect'),
      new errors.TabGoneError(),
      new errors.LeaderGoneError(),
      new errors.ConfigError('A project id is required'),
      new errors.StorageError(),
      new errors.UnsupportedChainError(),
      new errors.AdapterNotFoundError('cosmos'),
      new errors.ConnectorNotFoundError(),
      new errors.NotConnectedError(),
      new errors.ProviderDisconnectedError(),
      new errors.ChainDisconnectedError(),
      new errors.InvalidApiReplyError(),
      new errors.ReplyTooLargeError({ limit: 10 }),
      new errors.ServiceUnreachableError(),
      new errors.TokenRequiredError(),
      new errors.SendDetailsRequiredError(),
      new errors.AccountAddressRequiredError(),
      new errors.TooManyPendingRequestsError(),
      new errors.RequestNotPendingError(),
      new errors.WarningNotAcknowledgedError(),
      new errors.InvalidRequestParamsError('wallet_sendCalls', 'to must start with 0x'),
      new errors.NameResolutionError('Name not found'),
      new errors.UnknownIntentError('getCore'),
      new errors.InvalidIntentParametersError('connect', 'Required', { path: 'connectorId' }),
      new errors.TabNotAttachedError('Attach before calling the core'),
      new errors.ProjectIdNotConfiguredError(),
    ]
    expect(samples).toHaveLength(Object.keys(errors).length)
    for (const e of samples) {
      expect(e).toBeInstanceOf(BaseError)
      expect(e.name).toBe(e.constructor.name)
    }
  })

  test('behavior: spec texts are the short messages', () => {
    expect(new errors.InvalidChainIdError({ chainId: 2 ** 31 }).shortMessage).toBe('Invalid chainId')
    expect(new errors.ChainNotSupportedError().shortMessage).toBe('Chain is not supported')
    expect(new errors.RpcNotAllowedError({ method: 'eth_sign' }).shortMessage).toBe(
      'Requested RPC call is not allowed',
    )
    expect(new errors.HttpRequestError(403).shortMessage).toBe('HTTP status code: 403')
    expect(new errors.TokenRequiredError().shortMessage).toBe('A token is required')
    expect(new errors.SendDetailsRequiredError().shortMessage).toBe(
      'An amount and receiver address are required',
    )
    expect(new errors.AccountAddressRequiredError().shortMessage).toBe(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(new errors.NameResolutionError('').shortMessage).toBe('Error resolving name')
    expect(new errors.UserRejectedRequestError().shortMessage).toBe('User rejected the request.')
    expect(new errors.TabGoneError().shortMessage).toBe('The tab that started this request is gone')
    expect(new errors.UnsupportedChainError().shortMessage).toBe('Unsupported chain')
    expect(new errors.AdapterNotFoundError('cosmos').shortMessage).toBe(
      "Adapter for namespace cosmos doesn't exist",
    )
  })

  test('behavior: invalid CAIP input is named in the message', () => {
    expect(new errors.InvalidCaipError('eip155', { reason: 'missing reference' }).message).toBe(
      'Invalid CAIP identifier: "eip155"\n\nDetails: missing reference',
    )
  })

  test('behavior: timeout details name the operation', () => {
    const e = new errors.TimeoutError('connect', { ms: 10_000 })
    expect(e.shortMessage).toBe('The request took too long to respond.')
    expect(e.details).toBe('connect did not finish within 10000 ms.')
  })

  test('behavior: typed fields and codes are kept', () => {
    expect(new errors.HttpRequestError(429, { url: 'http://x' }).status).toBe(429)
    expect(new errors.UserRejectedRequestError().code).toBe(4001)
    const rpc = new errors.ProviderRpcError('Unrecognized chain', { code: 4902, data: { a: 1 } })
    expect([rpc.code, rpc.shortMessage, rpc.data]).toEqual([4902, 'Unrecognized chain', { a: 1 }])
    expect(new errors.ConfigError('A project id is required').details).toBe('A project id is required')
  })

  // What a host acts on: the code EIP-1193 gives each situation, and the spec's text (or ours) as shortMessage.
  test.each([
    [new errors.UserRejectedRequestError(), 4001, 'User rejected the request.'],
    [new errors.NotConnectedError({ namespace: 'eip155' }), 4100, 'No wallet is connected'],
    [new errors.RpcNotAllowedError({ method: 'eth_sign' }), 4200, 'Requested RPC call is not allowed'],
    [new errors.ProviderDisconnectedError({ namespace: 'eip155' }), 4900, 'The wallet disconnected'],
    [
      new errors.ChainDisconnectedError({ caipNetworkId: 'eip155:31337' }),
      4901,
      'The network could not be reached',
    ],
  ])('behavior: %s carries EIP-1193 code %i', (error, code, shortMessage) => {
    expect(error.code).toBe(code)
    expect(error.shortMessage).toBe(shortMessage)
  })
})
