import type { TimeoutError } from '../../src/errors.ts'
import type { FrameLoadError, FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import { askEmbedded } from '../connectors/embedded/askEmbedded.ts'
import { markCodeSent } from '../connectors/embedded/emailLoginCache.ts'
import type { Core } from '../core.ts'

export type ConnectDeviceParameters = { tabId: string }

export type ConnectDeviceReturnType = undefined

/** The link was not clicked within the frame's 30 s (TimeoutError: ask again), or the frame refused. */
export type ConnectDeviceErrorType = TimeoutError | FrameRequestError | FrameLoadError

/**
 * Waits, in the secure frame, until this new device is approved by the link in the e-mail; the site then sends
 * the login code, and the login continues with connectOtp (the resend cooldown counts from now).
 */
export async function connectDevice(
  core: Core,
  { tabId }: ConnectDeviceParameters,
): Promise<ConnectDeviceReturnType> {
  await askEmbedded(core, { tabId, method: 'walletdock_connectDevice', params: {} })
  await markCodeSent(core)
}
