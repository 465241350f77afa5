import { expect, test } from 'vitest'
import * as errors from './errors.ts'

test('default: the error module exports exactly its public names', () => {
  expect(Object.keys(errors).sort()).toEqual(
    [
      'AdapterNotFoundError',
      'WarningNotAcknowledgedError',
      'TooManyPendingRequestsError',
      'TokenRequiredError',
      'ServiceUnreachableError',
      'SendDetailsRequiredError',
      'RequestNotPendingError',
      'NameResolutionError',
      'InvalidRequestParamsError',
      'InvalidApiReplyError',
      'AccountAddressRequiredError',
      'BaseError',
      'ChainNotSupportedError',
      'ConfigError',
      'ConnectorNotFoundError',
      'HttpRequestError',
      'InvalidAddressError',
      'InvalidCaipError',
      'InvalidChainIdError',
      'NotConnectedError',
      'ProviderRpcError',
      'RpcNotAllowedError',
      'StorageError',
      'TabGoneError',
      'TimeoutError',
      'UnsupportedChainError',
      'UserRejectedRequestError',
      'causeChain',
      'deserializeError',
      'getErrorMessage',
      'isUserRejection',
      'serializeError',
      'walkCauses',
    ].sort(),
  )
})
