import type { ConnectorNotFoundError, TimeoutError } from '../../src/errors.ts'
import type {
  EmailCooldownError,
  FrameLoadError,
  FrameRequestError,
} from '../../src/secureFrame/frameErrors.ts'
import type { FrameResult } from '../../src/secureFrame/frameMessages.ts'
import { askEmbedded } from '../connectors/embedded/askEmbedded.ts'
import { markCodeSent } from '../connectors/embedded/emailLoginCache.ts'
import type { Core } from '../core.ts'
import { finishEmailLogin } from './connectOtp.ts'

/** The tab that asked (its frame sends the e-mail) and the address, already a valid e-mail (the intent's schema). */
export type ConnectEmailParameters = { tabId: string; email: string }

/** What comes next: a code (VERIFY_OTP), a new device's approval by e-mail link (VERIFY_DEVICE), or CONNECT. */
export type ConnectEmailReturnType = FrameResult<'CONNECT_EMAIL'>

/** A code asked for within the cooldown, the frame's refusal (rate limit), no frame, or the frame's time limit. */
export type ConnectEmailErrorType =
  | EmailCooldownError
  | FrameRequestError
  | FrameLoadError
  | ConnectorNotFoundError
  | TimeoutError

/** Starts an e-mail login in the secure frame (spec part 4 'Secure frame lifecycle'); CONNECT connects at once. */
export async function connectEmail(
  core: Core,
  { tabId, email }: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const result = await askEmbedded(core, { tabId, method: 'walletdock_connectEmail', params: { email } })
  // A code went out: the resend cooldown counts from now, in every tab and across reloads.
  if (result.action === 'VERIFY_OTP') await markCodeSent(core)
  // A session the frame still holds for this address: no code needed, the wallet connects at once.
  if (result.action === 'CONNECT') await finishEmailLogin(core, { tabId })
  return result
}
