// Console warnings for the site's developer, in English: people using the modal never see these (what matters
// to them is a notice in the catalogs). Kept as data so every warning's wording is in one place.

/** Why the dedicated-worker fallback dropped a message of its BroadcastChannel. */
export type SyncDropReason = 'malformed' | 'unsigned' | 'invalid' | 'unasked' | 'wrongSender'

const DROP_REASONS: Record<SyncDropReason, string> = {
  malformed: 'not a Walletdock message of this protocol',
  unsigned: 'its signature does not match: it was not sent by a Walletdock core of this site',
  invalid: 'its content does not validate',
  unasked: 'it answers a question this core did not ask',
  wrongSender: 'it came from another core than the one asked',
}

/** Developer warnings, by what happened. */
export const DEVELOPER_WARNINGS = {
  syncDropped: (reason: SyncDropReason, detail?: string) =>
    `Walletdock: ignored a message on the sync channel: ${DROP_REASONS[reason]}${detail ? ` (${detail})` : ''}.`,
  /** Reports are capped: a flood of forged messages must not flood the console too. */
  syncDropsCapped: 'Walletdock: further ignored messages on the sync channel are not reported.',
  newerBuild: (id: string, compatible: boolean) =>
    `Walletdock: a newer build of this site (${id}) is running in another tab; it now drives the session. ${compatible ? 'This tab keeps working through it' : 'This tab cannot talk to it'}; reload this tab to update it.`,
  configDiffers: (options: readonly string[]) =>
    `Walletdock: this page's configuration differs from the one the running Walletdock core was started with (${options.join(', ')}). The core is shared by every tab of the site and keeps the first tab's configuration until every tab is closed; give every page of the site the same configuration.`,
} as const
