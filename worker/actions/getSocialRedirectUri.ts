import type { ConnectorNotFoundError, TimeoutError } from '../../src/errors.ts'
import type { FrameLoadError, FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import type { SocialProvider } from '../../src/secureFrame/socialProviders.ts'
import { askEmbedded } from '../connectors/embedded/askEmbedded.ts'
import type { Core } from '../core.ts'

/** The tab that asked (its frame asks the secure site) and the provider, one of the spec's (the intent's schema). */
export type GetSocialRedirectUriParameters = { tabId: string; provider: SocialProvider }

/** The provider's authorize URL, which the tab opens in the popup it opened in the person's click. */
export type GetSocialRedirectUriReturnType = { uri: string }

/** Social login off or this provider not offered, the frame's refusal, no frame, or the frame's 30 s limit. */
export type GetSocialRedirectUriErrorType =
  | ConnectorNotFoundError
  | FrameRequestError
  | FrameLoadError
  | TimeoutError

/** Asks the secure frame where a social login with `provider` starts (spec part 7: get social redirect URI). */
export async function getSocialRedirectUri(
  core: Core,
  { tabId, provider }: GetSocialRedirectUriParameters,
): Promise<GetSocialRedirectUriReturnType> {
  return askEmbedded(core, { tabId, method: 'walletdock_getSocialRedirectUri', params: { provider } })
}
