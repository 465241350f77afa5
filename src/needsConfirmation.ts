import type { WalletdockConfig } from './config.ts'
import type { RequestSummary } from './requestSummary.ts'

export type NeedsConfirmationParameters = {
  /** The decoded request; any warning makes it risky. */
  summary: Pick<RequestSummary, 'warnings'>
  /** The host option: Walletdock's view before risky requests only ('risky'), or before every one ('all'). */
  confirmRequests: WalletdockConfig['confirmRequests']
  /** Whether the wallet asks the person itself (the connector's `ownPrompt`). */
  walletPrompts: boolean
}

/**
 * Whether an unsafe request waits on ApproveTransaction before it goes to the wallet. One confirmation per
 * request: a wallet's own prompt is the approval of an ordinary request; Walletdock asks first for a risky one
 * (its warning needs the deliberate confirmation), for every one when the host chose 'all', and always for a
 * wallet with no prompt of its own.
 */
export function needsConfirmation({
  summary,
  confirmRequests,
  walletPrompts,
}: NeedsConfirmationParameters): boolean {
  return !walletPrompts || confirmRequests === 'all' || summary.warnings.length > 0
}
