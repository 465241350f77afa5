import type { WalletdockConfig } from '../config.ts'

// What the loader, the core and the UI share about e-mail login: two small things the loader needs too.

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
