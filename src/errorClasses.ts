import { BaseError, type BaseErrorParameters } from './baseError.ts'

// Every class here is in the worker entry (src/deserializeError.ts rebuilds each as itself there). Errors thrown
// only by a feature the core loads on first use live with that feature: sendErrors.ts, siwxErrors.ts,
// nameErrors.ts, swapErrors.ts, onrampErrors.ts, walletConnectErrors.ts.

// Constructor convention: a required subject (input, operation, status...) is the first argument;
// everything optional goes in a trailing options object.
type WithCause = { cause?: unknown }
const lines = (...items: (string | false | undefined)[]) => items.filter((x): x is string => !!x)

/** A CAIP network id or address that does not follow the CAIP rules. */
export class InvalidCaipError extends BaseError {
  override name = 'InvalidCaipError'
  input: string
  constructor(input: string, { reason }: { reason?: string | undefined } = {}) {
    super(`Invalid CAIP identifier: "${input}"`, { details: reason })
    this.input = input
  }
}

/** An address that is not valid for its namespace. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  address: string
  constructor(address: string, { namespace }: { namespace?: string | undefined } = {}) {
    super(`Address "${address}" is invalid.`, { details: namespace && `Not a valid ${namespace} address.` })
    this.address = address
  }
}

/** An EVM chain id that is not a non-negative integer below 2^31 (spec part 5). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor({ chainId, cause }: { chainId?: unknown } & WithCause = {}) {
    super('Invalid chainId', {
      cause,
      details: chainId === undefined ? undefined : `Got: ${String(chainId)}`,
    })
  }
}

/** The wallet could neither switch to nor add the chain (spec part 8). */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor({ caipNetworkId, cause }: { caipNetworkId?: string | undefined } & WithCause = {}) {
    super('Chain is not supported', {
      cause,
      metaMessages: lines(caipNetworkId && `Chain: ${caipNetworkId}`),
    })
  }
}

/** An RPC method that is not on the namespace's allow-list (EIP-1193 4200, method not supported). */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError'
  method: string | undefined
  constructor({ method, details }: { method?: string | undefined; details?: string | undefined } = {}) {
    super('Requested RPC call is not allowed', {
      details: details ?? (method && `Method: ${method}`),
      code: 4200,
    })
    this.method = method
  }
}

/** A non-OK HTTP reply from one of the services. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  status: number
  url: string | undefined
  constructor(status: number, { url, cause }: { url?: string | undefined } & WithCause = {}) {
    super(`HTTP status code: ${status}`, { cause, metaMessages: lines(url && `URL: ${url}`) })
    this.status = status
    this.url = url
  }
}

/** The user declined in the wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  constructor({ cause }: WithCause = {}) {
    super('User rejected the request.', { cause, code: 4001 })
  }
}

/** Any other error a wallet reported, with its EIP-1193 / JSON-RPC code when it gave one; `message` is the wallet's text. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  data: unknown
  constructor(message: string, { data, ...rest }: BaseErrorParameters & { data?: unknown } = {}) {
    super(message || 'An error occurred', rest)
    this.data = data
  }
}

/** An operation that did not finish in time; `details` names the operation. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  operation: string
  constructor(operation: string, { ms }: { ms?: number | undefined } = {}) {
    super('The request took too long to respond.', {
      details: ms === undefined ? `${operation} timed out.` : `${operation} did not finish within ${ms} ms.`,
    })
    this.operation = operation
  }
}

/** The tab that had to run a page job (provider call, popup) was closed. */
export class TabGoneError extends BaseError {
  override name = 'TabGoneError'
  constructor({ tabId }: { tabId?: string | undefined } = {}) {
    super('The tab that started this request is gone', { details: tabId && `Tab: ${tabId}` })
  }
}

/** In the dedicated-worker fallback, the leader's tab closed before it answered a call another tab's core made. */
export class LeaderGoneError extends BaseError {
  override name = 'LeaderGoneError'
  constructor() {
    super('The tab that ran this request closed; try again')
  }
}

/** The host's configuration is invalid; `details` is the first problem found. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  constructor(
    issue: string,
    {
      path,
      cause,
      shortMessage = 'Invalid configuration',
    }: { path?: string | undefined; shortMessage?: string | undefined } & WithCause = {},
  ) {
    super(shortMessage, { cause, details: issue, metaMessages: lines(path && `Path: ${path}`) })
  }
}

/**
 * The host gave no project id (spec part 5): the modal shows the 'not configured' alert in place of the
 * generic invalid-configuration text, since no service can be called without one.
 */
export class ProjectIdNotConfiguredError extends ConfigError {
  override name = 'ProjectIdNotConfiguredError'
  constructor() {
    super('A project id is required', { path: 'projectId', shortMessage: 'Project ID not configured' })
  }
}

/** Reading or writing persisted records failed. */
export class StorageError extends BaseError {
  override name = 'StorageError'
  key: string | undefined
  constructor({ key, cause }: { key?: string | undefined } & WithCause = {}) {
    super('Storage is unavailable', { cause, metaMessages: lines(key && `Key: ${key}`) })
    this.key = key
  }
}

/** An operation (e.g. send) that the namespace does not support (spec part 4). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor({ namespace }: { namespace?: string | undefined } = {}) {
    super('Unsupported chain', { details: namespace && `Namespace: ${namespace}` })
  }
}

/** No adapter is configured for the namespace (spec part 5). */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  namespace: string
  constructor(namespace: string) {
    super(`Adapter for namespace ${namespace} doesn't exist`)
    this.namespace = namespace
  }
}

/** No connector with the given id is known. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  connectorId: string | undefined
  constructor(connectorId?: string | undefined) {
    super('Connector not found', { details: connectorId && `Connector: ${connectorId}` })
    this.connectorId = connectorId
  }
}

/** An action that needs a connected wallet was called without one (EIP-1193 4100, unauthorized). */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  constructor({ namespace }: { namespace?: string | undefined } = {}) {
    super('No wallet is connected', { details: namespace && `Namespace: ${namespace}`, code: 4100 })
  }
}

/** The wallet disconnected while a request waited to be sent to it (EIP-1193 4900, disconnected). */
export class ProviderDisconnectedError extends BaseError {
  override name = 'ProviderDisconnectedError'
  constructor({ namespace }: { namespace?: string | undefined } = {}) {
    super('The wallet disconnected', { details: namespace && `Namespace: ${namespace}`, code: 4900 })
  }
}

/** The chain a request is for could not be reached (EIP-1193 4901, chain disconnected). */
export class ChainDisconnectedError extends BaseError {
  override name = 'ChainDisconnectedError'
  caipNetworkId: string | undefined
  constructor({ caipNetworkId, cause }: { caipNetworkId?: string | undefined } & WithCause = {}) {
    super('The network could not be reached', {
      cause,
      code: 4901,
      metaMessages: lines(caipNetworkId && `Chain: ${caipNetworkId}`),
    })
    this.caipNetworkId = caipNetworkId
  }
}

/** A service replied with something that is not JSON or not the shape the spec gives (treated as no reply). */
export class InvalidApiReplyError extends BaseError {
  override name = 'InvalidApiReplyError'
  url: string | undefined
  constructor({
    url,
    details,
    cause,
  }: { url?: string | undefined; details?: string | undefined } & WithCause = {}) {
    super('The service sent an invalid reply.', { cause, details, metaMessages: lines(url && `URL: ${url}`) })
    this.url = url
  }
}

/** A reply larger than Walletdock accepts from that service; it was refused while it streamed in, never used. */
export class ReplyTooLargeError extends BaseError {
  override name = 'ReplyTooLargeError'
  url: string | undefined
  limit: number | undefined
  constructor({
    url,
    limit,
    cause,
  }: { url?: string | undefined; limit?: number | undefined } & WithCause = {}) {
    super('The service sent a reply that is too large.', {
      cause,
      details: limit === undefined ? undefined : `More than ${limit} bytes.`,
      metaMessages: lines(url && `URL: ${url}`),
    })
    this.url = url
    this.limit = limit
  }
}

/** A service could not be reached at all (network down, connection refused). */
export class ServiceUnreachableError extends BaseError {
  override name = 'ServiceUnreachableError'
  url: string | undefined
  constructor({ url, cause }: { url?: string | undefined } & WithCause = {}) {
    super('The service could not be reached.', { cause, metaMessages: lines(url && `URL: ${url}`) })
    this.url = url
  }
}

/** Send without a token (spec part 5). */
export class TokenRequiredError extends BaseError {
  override name = 'TokenRequiredError'
  constructor() {
    super('A token is required')
  }
}

/** Send without an amount or a receiver (spec part 5). */
export class SendDetailsRequiredError extends BaseError {
  override name = 'SendDetailsRequiredError'
  constructor({ details }: { details?: string | undefined } = {}) {
    super('An amount and receiver address are required', { details })
  }
}

/** Fetching transactions with no account (spec part 5). */
export class AccountAddressRequiredError extends BaseError {
  override name = 'AccountAddressRequiredError'
  constructor() {
    super("Transactions can't be fetched without an accountAddress")
  }
}

/** The transaction stack is full (spec part 9: at most 99 pending). */
export class TooManyPendingRequestsError extends BaseError {
  override name = 'TooManyPendingRequestsError'
  constructor({ limit, perTab = false }: { limit?: number | undefined; perTab?: boolean | undefined } = {}) {
    super('Too many pending requests', {
      details:
        limit === undefined
          ? undefined
          : perTab
            ? `At most ${limit} may wait from one tab.`
            : `At most ${limit} may wait.`,
    })
  }
}

/** A decision for a request that is no longer waiting (answered, timed out, or its tab closed). */
export class RequestNotPendingError extends BaseError {
  override name = 'RequestNotPendingError'
  constructor({ id }: { id?: string | undefined } = {}) {
    super('This request is no longer pending', { details: id && `Request: ${id}` })
  }
}

/** Approving a request that carries a warning without confirming the warning. */
export class WarningNotAcknowledgedError extends BaseError {
  override name = 'WarningNotAcknowledgedError'
  constructor() {
    super('Confirm that you understand the warning first')
  }
}

/** Request parameters the gate refuses before they reach the wallet (e.g. wallet_sendCalls, spec part 5). */
export class InvalidRequestParamsError extends BaseError {
  override name = 'InvalidRequestParamsError'
  method: string
  constructor(method: string, details: string) {
    super('Invalid request parameters', { details: `${method}: ${details}`, code: -32602 })
    this.method = method
  }
}

/** A name that could not be resolved; the message is the service's first reason when it gave one (spec part 8). */
export class NameResolutionError extends BaseError {
  override name = 'NameResolutionError'
  constructor(message: string, { cause }: WithCause = {}) {
    super(message || 'Error resolving name', { cause })
  }
}

/** A tab called an intent the core does not have (a typo, or a tab built for another version of the core). */
export class UnknownIntentError extends BaseError {
  override name = 'UnknownIntentError'
  intent: string
  constructor(intent: string) {
    super('Unknown intent', { details: `The core has no intent "${intent}".` })
    this.intent = intent
  }
}

/** An intent's parameters do not match its schema; nothing ran. */
export class InvalidIntentParametersError extends BaseError {
  override name = 'InvalidIntentParametersError'
  intent: string
  constructor(
    intent: string,
    issue: string,
    { path, cause }: { path?: string | undefined } & WithCause = {},
  ) {
    super('Invalid intent parameters', {
      cause,
      details: `${intent}: ${issue}`,
      metaMessages: lines(path && `Path: ${path}`),
    })
    this.intent = intent
  }
}

/** A port called the core before attaching (or after detaching), or attached twice. */
export class TabNotAttachedError extends BaseError {
  override name = 'TabNotAttachedError'
  constructor(details: string) {
    super('This tab is not attached to the core', { details })
  }
}
