import type { NotConnectedError } from '../../src/errors.ts'
import type { FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import type { FrameResult } from '../../src/secureFrame/frameMessages.ts'
import { askEmbedded } from '../connectors/embedded/askEmbedded.ts'
import { storeEmailLogin } from '../connectors/embedded/emailLoginCache.ts'
import type { Core } from '../core.ts'
import { assertEmbeddedConnected } from './updateEmail.ts'

/** The code sent to the new address. */
export type UpdateEmailSecondaryOtpParameters = { tabId: string; otp: string }

/** The new address, as the frame reports it (spec part 3: the secondary result carries newEmail). */
export type UpdateEmailSecondaryOtpReturnType = FrameResult<'UPDATE_EMAIL_SECONDARY_OTP'>

export type UpdateEmailSecondaryOtpErrorType = NotConnectedError | FrameRequestError

/** Finishes the update with the new address's code and stores the new address. */
export async function updateEmailSecondaryOtp(
  core: Core,
  { tabId, otp }: UpdateEmailSecondaryOtpParameters,
): Promise<UpdateEmailSecondaryOtpReturnType> {
  assertEmbeddedConnected(core)
  const result = await askEmbedded(core, {
    tabId,
    method: 'walletdock_updateEmailSecondaryOtp',
    params: { otp },
  })
  await storeEmailLogin(core, result.newEmail)
  return result
}
