import { BaseError } from './baseError.ts'
import {
  AccountAddressRequiredError,
  AdapterNotFoundError,
  ChainDisconnectedError,
  ChainNotSupportedError,
  ConfigError,
  ConnectorNotFoundError,
  HttpRequestError,
  InvalidAddressError,
  InvalidApiReplyError,
  InvalidCaipError,
  InvalidChainIdError,
  InvalidIntentParametersError,
  InvalidRequestParamsError,
  LeaderGoneError,
  NameResolutionError,
  NotConnectedError,
  ProjectIdNotConfiguredError,
  ProviderDisconnectedError,
  ProviderRpcError,
  ReplyTooLargeError,
  RequestNotPendingError,
  RpcNotAllowedError,
  SendDetailsRequiredError,
  ServiceUnreachableError,
  StorageError,
  TabGoneError,
  TabNotAttachedError,
  TimeoutError,
  TokenRequiredError,
  TooManyPendingRequestsError,
  UnknownIntentError,
  UnsupportedChainError,
  UserRejectedRequestError,
  WarningNotAcknowledgedError,
} from './errorClasses.ts'
import { type RebuiltError, rebuildError } from './rebuildError.ts'

// Built on first use: a module-level object would keep every class in any bundle that merely reaches this file.
// Named one by one, not as a namespace import: a namespace used as a value costs the bundle a namespace object
// and the bundler's runtime helper, which the SharedWorker's entry then fetches as a chunk of its own
// (deserializeError.test.ts checks that every class of errorClasses.ts is here).
let registry: Record<string, new (...args: never[]) => BaseError> | undefined

/**
 * The core's rebuild of an error from the other side (a tab's page job, the dedicated-worker leader):
 * rebuildError, then the class of a known name so core code may use instanceof. The tab uses rebuildError
 * alone, so this registry of every class stays out of the loader.
 */
export function deserializeError(wire: unknown): RebuiltError {
  const error = rebuildError(wire)
  registry ??= {
    BaseError,
    AccountAddressRequiredError,
    AdapterNotFoundError,
    ChainDisconnectedError,
    ChainNotSupportedError,
    ConfigError,
    ConnectorNotFoundError,
    HttpRequestError,
    InvalidAddressError,
    InvalidApiReplyError,
    InvalidCaipError,
    InvalidChainIdError,
    InvalidIntentParametersError,
    InvalidRequestParamsError,
    LeaderGoneError,
    NameResolutionError,
    NotConnectedError,
    ProjectIdNotConfiguredError,
    ProviderDisconnectedError,
    ProviderRpcError,
    ReplyTooLargeError,
    RequestNotPendingError,
    RpcNotAllowedError,
    SendDetailsRequiredError,
    ServiceUnreachableError,
    StorageError,
    TabGoneError,
    TabNotAttachedError,
    TimeoutError,
    TokenRequiredError,
    TooManyPendingRequestsError,
    UnknownIntentError,
    UnsupportedChainError,
    UserRejectedRequestError,
    WarningNotAcknowledgedError,
  }
  const ctor = Object.hasOwn(registry, error.name) ? registry[error.name] : undefined
  if (ctor) Object.setPrototypeOf(error, ctor.prototype)
  return error
}
