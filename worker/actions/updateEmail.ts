import { NotConnectedError } from '../../src/errors.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import type { EmailCooldownError, FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import type { FrameResult } from '../../src/secureFrame/frameMessages.ts'
import { askEmbedded } from '../connectors/embedded/askEmbedded.ts'
import { markCodeSent } from '../connectors/embedded/emailLoginCache.ts'
import type { Core } from '../core.ts'

/** The tab that asked and the new address (a valid e-mail, the intent's schema). */
export type UpdateEmailParameters = { tabId: string; email: string }

/** Which code comes first (spec part 4): the current address's (VERIFY_PRIMARY_OTP) or the new one's. */
export type UpdateEmailReturnType = FrameResult<'UPDATE_EMAIL'>

export type UpdateEmailErrorType = NotConnectedError | EmailCooldownError | FrameRequestError

/** Starts moving the embedded wallet to a new e-mail address (Account → e-mail row). */
export async function updateEmail(
  core: Core,
  { tabId, email }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  assertEmbeddedConnected(core)
  const result = await askEmbedded(core, { tabId, method: 'walletdock_updateEmail', params: { email } })
  await markCodeSent(core)
  return result
}

/** Update e-mail is for a person logged in by e-mail. */
export function assertEmbeddedConnected(core: Core): void {
  const connection = core.store.getState().connections.eip155
  if (connection?.status !== 'connected' || connection.connectorId !== EMBEDDED_CONNECTOR_ID)
    throw new NotConnectedError({ namespace: 'eip155' })
}
