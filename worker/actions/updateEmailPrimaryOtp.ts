import type { NotConnectedError } from '../../src/errors.ts'
import type { FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import { askEmbedded } from '../connectors/embedded/askEmbedded.ts'
import type { Core } from '../core.ts'
import { assertEmbeddedConnected } from './updateEmail.ts'

/** The code sent to the current address. */
export type UpdateEmailPrimaryOtpParameters = { tabId: string; otp: string }

export type UpdateEmailPrimaryOtpReturnType = undefined

/** A wrong code is the frame's FrameRequestError: the person may try again. */
export type UpdateEmailPrimaryOtpErrorType = NotConnectedError | FrameRequestError

/** Confirms the update with the current address's code; the new address then gets its own code. */
export async function updateEmailPrimaryOtp(
  core: Core,
  { tabId, otp }: UpdateEmailPrimaryOtpParameters,
): Promise<UpdateEmailPrimaryOtpReturnType> {
  assertEmbeddedConnected(core)
  await askEmbedded(core, { tabId, method: 'walletdock_updateEmailPrimaryOtp', params: { otp } })
}
