// Console warnings of the cores' BroadcastChannel (worker/leaderSync.ts), for the site's developer, in English;
// apart from developerWarnings.ts so they load with the channel's code, not in every core's entry.

/** Why the dedicated-worker fallback dropped a message of its BroadcastChannel. */
export type SyncDropReason = 'malformed' | 'unsigned' | 'invalid' | 'unasked' | 'wrongSender'

const DROP_REASONS: Record<SyncDropReason, string> = {
  malformed: 'not a Walletdock message of this protocol',
  unsigned: 'its signature does not match: it was not sent by a Walletdock core of this site',
  invalid: 'its content does not validate',
  unasked: 'it answers a question this core did not ask',
  wrongSender: 'it came from another core than the one asked',
}

/** The channel's warnings, by what happened. */
export const SYNC_WARNINGS = {
  dropped: (reason: SyncDropReason, detail?: string) =>
    `Walletdock: ignored a message on the sync channel: ${DROP_REASONS[reason]}${detail ? ` (${detail})` : ''}.`,
  /** Reports are capped: a flood of forged messages must not flood the console too. */
  dropsCapped: 'Walletdock: further ignored messages on the sync channel are not reported.',
  newerBuild: (id: string, compatible: boolean) =>
    `Walletdock: a newer build of this site (${id}) is running in another tab; it now drives the session. ${compatible ? 'This tab keeps working through it' : 'This tab cannot talk to it'}; reload this tab to update it.`,
} as const
