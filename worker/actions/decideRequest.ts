import {
  type ConnectorNotFoundError,
  type NotConnectedError,
  type ProviderRpcError,
  RequestNotPendingError,
  type TabGoneError,
  type TimeoutError,
  type UserRejectedRequestError,
  WarningNotAcknowledgedError,
} from '../../src/errors.ts'
import type { Core } from '../core.ts'

/** Only the tab that made a request decides it. */
export type DecideRequestParameters = {
  tabId: string
  id: string
  approve: boolean
  /** The person confirmed the request's warnings (an unlimited approval, say). */
  acknowledgeWarning?: boolean | undefined
}
/** Nothing: approving resolves once the wallet has answered, refusing at once. */
export type DecideRequestReturnType = undefined
/** Not this tab's awaiting request, an unconfirmed warning, or what the wallet answered an approved request with. */
export type DecideRequestErrorType =
  | RequestNotPendingError
  | WarningNotAcknowledgedError
  | UserRejectedRequestError
  | ProviderRpcError
  | TimeoutError
  | TabGoneError
  | ConnectorNotFoundError
  | NotConnectedError

/**
 * The person approves or refuses a pending request in ApproveTransaction. Approving a request with a warning
 * needs the warning confirmed; approving resolves when the wallet has answered and rejects with the wallet's
 * error (the view's success and error callbacks); refusing resolves at once and the request fails with code
 * 4001 (the cancel callback).
 */
export async function decideRequest(
  core: Core,
  { tabId, id, approve, acknowledgeWarning }: DecideRequestParameters,
): Promise<DecideRequestReturnType> {
  const entry = core.wallet.approvals.get(id)
  if (!entry || entry.view.tabId !== tabId || entry.view.status !== 'awaiting')
    throw new RequestNotPendingError({ id })
  if (approve && entry.view.summary.warnings.length > 0 && acknowledgeWarning !== true)
    throw new WarningNotAcknowledgedError()
  entry.decide(approve)
  if (approve) await entry.done
}
