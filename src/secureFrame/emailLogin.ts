import type { WalletdockConfig } from '../config.ts'
import type { ProjectConfigView } from '../projectConfig.ts'

// What the loader, the core and the UI share about e-mail login: two small things the loader needs too.

/**
 * What the product takes as an e-mail address before anything is sent (spec part 5): one @, no spaces, a dot
 * in the domain. The tab, the core's intents and the stored login check it; the frame transport also checks
 * the contract's z.email().
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A code from a login or update e-mail: six digits (the tab, the core's intents and the contract check it). */
export const OTP_PATTERN = /^\d{6}$/

/** The connector id of the embedded (secure frame) wallet; a tab can never announce a wallet under it. */
export const EMBEDDED_CONNECTOR_ID = 'walletdock-embedded'

/**
 * Whether e-mail login is on: the host named a secure site, and the project's configuration in force has the
 * e-mail feature (spec part 6: the remote one decides once read); before the core has read it, the host did
 * not turn the feature off and is not in basic mode (where every remote feature is off, spec part 1).
 */
export function emailLoginEnabled(
  config: Pick<WalletdockConfig, 'serviceUrls' | 'features' | 'basic'> | null | undefined,
  project?: ProjectConfigView | null | undefined,
): boolean {
  if (!config?.serviceUrls.secureSite) return false
  return project ? project.features.email : config.features.email !== false && !config.basic
}
