import type { WalletdockConfig } from '../config.ts'

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
 * Whether e-mail login is on: the host named a secure site, did not turn the e-mail feature off, and is not in
 * basic mode (where every remote feature is off, spec part 1).
 */
export function emailLoginEnabled(
  config: Pick<WalletdockConfig, 'serviceUrls' | 'features' | 'basic'> | null | undefined,
): boolean {
  return !!config?.serviceUrls.secureSite && config.features.email !== false && !config.basic
}
