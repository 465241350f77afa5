import { useMessages } from './context.ts'
import { ExplorerLink } from './ExplorerLink.tsx'

/** Props of TransactionSuccess. */
export type TransactionSuccessProps = {
  /** What happened, in the person's words ('Sent 0.5 ETH'). */
  summary: string
  /** The network the transaction went to: its block explorer, as the host configured it, gets the link. */
  caipNetworkId: string
  /** The transaction's hash (EVM) or signature (Solana). */
  hash: string
  /** Done: where the flow goes next (Send goes back to Account). */
  onDone: () => void
}

/**
 * The success state of a transaction the person just made (a send; a swap the same way): what happened, the
 * transaction's hash, the link to it on the network's block explorer when there is one, and Done. The summary
 * is announced (a status), since focus stays where it was.
 */
export function TransactionSuccess({ summary, caipNetworkId, hash, onDone }: TransactionSuccessProps) {
  const m = useMessages()
  return (
    <div className="wd-stack" data-testid="transaction-success">
      <svg
        className="wd-success-icon"
        width="48"
        height="48"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="m15 24.5 6 6 12-13"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <p className="wd-heading" role="status" data-testid="transaction-summary">
        {summary}
      </p>
      <p className="wd-hash" data-testid="transaction-hash">
        {hash}
      </p>
      <ExplorerLink caipNetworkId={caipNetworkId} hash={hash} wide />
      <button type="button" className="wd-button wd-button-primary wd-button-wide" onClick={onDone}>
        {m.modal.done}
      </button>
    </div>
  )
}
