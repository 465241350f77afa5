import type { ConnectorNotFoundError, TimeoutError } from '../../src/errors.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import { frameStartChainId } from '../../src/secureFrame/embeddedMethods.ts'
import type { FrameLoadError, FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import type { SocialProvider } from '../../src/secureFrame/socialProviders.ts'
import { askEmbedded } from '../connectors/embedded/askEmbedded.ts'
import { writeLoginCache } from '../connectors/embedded/emailLoginCache.ts'
import type { Core } from '../core.ts'
import { connect } from './connect.ts'

/** The tab that asked, the provider it logged in with, and the result URI the provider sent the person back to. */
export type ConnectSocialParameters = { tabId: string; provider: SocialProvider; uri: string }

export type ConnectSocialReturnType = undefined

/**
 * The frame's refusal (the person denied at the provider, a used or unknown state: 'An error occurred' when the
 * frame gives no text), social login off, no frame, the frame's 30 s limit, or connect's errors.
 */
export type ConnectSocialErrorType =
  | FrameRequestError
  | FrameLoadError
  | ConnectorNotFoundError
  | TimeoutError

/**
 * Completes a social login in the secure frame (spec part 7: connect social with the result URI), then connects
 * the embedded wallet like any other connector (every tab sees the account) and keeps the provider and the
 * username it gave (spec part 3: social username).
 */
export async function connectSocial(
  core: Core,
  { tabId, provider, uri }: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const user = await askEmbedded(core, {
    tabId,
    method: 'walletdock_connectSocial',
    params: { uri, preferredAccountType: 'eoa', chainId: frameStartChainId(core.config) },
  })
  await connect(core, { tabId, connectorId: EMBEDDED_CONNECTOR_ID })
  // Spec part 4: the login-used flag set and the last e-mail login time cleared, as after an e-mail login; no
  // e-mail (Account shows the provider's username instead).
  await writeLoginCache(core, {
    email: null,
    loginUsed: true,
    lastEmailLoginAt: null,
    socialProvider: provider,
    socialUsername: user.userName ?? user.email ?? null,
  })
}
