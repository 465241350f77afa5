import type { TimeoutError } from '../../src/errors.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import type { FrameLoadError, FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import { askEmbedded } from '../connectors/embedded/askEmbedded.ts'
import { storeEmailLogin } from '../connectors/embedded/emailLoginCache.ts'
import type { Core } from '../core.ts'
import { connect } from './connect.ts'

/** The tab that asked and the code from the e-mail (six digits, the intent's schema). */
export type ConnectOtpParameters = { tabId: string; otp: string }

export type ConnectOtpReturnType = undefined

/** A wrong or expired code is the frame's FrameRequestError (the person may try again), or connect's errors. */
export type ConnectOtpErrorType = FrameRequestError | FrameLoadError | TimeoutError

/**
 * Checks the code in the secure frame, then connects the embedded wallet like any other connector (every tab
 * sees the account) and stores the login (spec part 4: e-mail and login-used flag kept, last login time cleared).
 */
export async function connectOtp(
  core: Core,
  { tabId, otp }: ConnectOtpParameters,
): Promise<ConnectOtpReturnType> {
  await askEmbedded(core, { tabId, method: 'walletdock_connectOtp', params: { otp } })
  await finishEmailLogin(core, { tabId })
}

/** Connects the logged-in embedded wallet and stores its e-mail (after a code, or a CONNECT answer). */
export async function finishEmailLogin(core: Core, { tabId }: { tabId: string }): Promise<void> {
  await connect(core, { tabId, connectorId: EMBEDDED_CONNECTOR_ID })
  const user = await askEmbedded(core, { tabId, method: 'walletdock_getUser', params: {} })
  if (user.email) await storeEmailLogin(core, user.email)
}
