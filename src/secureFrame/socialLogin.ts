import type { WalletdockConfig } from '../config.ts'
import { featuresInForce, type ProjectConfigView } from '../projectConfig.ts'
import { emailLoginEnabled } from './emailLogin.ts'
import { isSocialProvider, type SocialProvider } from './socialProviders.ts'

// Which social logins through the secure frame are on (spec parts 1, 5 and 6): the core and the tab's frame
// start read it.

/**
 * The social logins Connect offers, in the configuration's order: the host named a secure site and the
 * features in force list them. Farcaster, in the socials list too, is a login of its own (its relay flow, not
 * an OAuth provider) and is not offered here.
 */
export function socialProvidersOffered(
  config: Pick<WalletdockConfig, 'serviceUrls' | 'features' | 'basic'> | null | undefined,
  project?: ProjectConfigView | null | undefined,
): SocialProvider[] {
  if (!config?.serviceUrls.secureSite) return []
  const socials = featuresInForce(config, project)?.socials
  return socials ? socials.filter(isSocialProvider) : []
}

/**
 * Whether the embedded wallet is offered at all: e-mail login, or a social login (src/secureFrame/socialLogin.ts),
 * through the secure site. Its connector is listed and the tab runs its frame then.
 */
export function embeddedLoginEnabled(
  config: Pick<WalletdockConfig, 'serviceUrls' | 'features' | 'basic'> | null | undefined,
  project?: ProjectConfigView | null | undefined,
): boolean {
  return emailLoginEnabled(config, project) || socialProvidersOffered(config, project).length > 0
}
