import { useId, useState } from 'react'
import { getErrorMessage } from '../../../src/errors.ts'
import { getNetwork } from '../../../src/networks.ts'
import type { PendingRequestView } from '../../../src/walletData.ts'
import { isConnected, navigate } from '../../navigation.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { isRejection } from '../../ui/rejection.ts'
import { selectCurrentNetworkId } from '../../ui/selectors.ts'
import { describeAction, tokenLabel, warningText } from './describeAction.ts'

/** Title of ApproveTransaction. */
export const APPROVE_TRANSACTION_TITLE = 'Approve Request'

const EMPTY: PendingRequestView[] = []

/**
 * The oldest request of this tab waiting on the transaction stack, decoded. Unlimited or all-token approvals
 * carry a prominent warning and need a deliberate extra confirmation. Success, error and cancel callbacks:
 * success closes (or shows the next request), error and cancel go back (spec part 2).
 */
export function ApproveTransaction() {
  const { store } = useUi()
  const tabId = useTab((s) => s.tabId)
  const all = useTab((s) => s.snapshot?.pendingRequests ?? EMPTY)
  const request = all.find((r) => r.tabId === tabId)
  if (!request) return <p className="wd-muted">No request is waiting.</p>
  return (
    <PendingRequest
      key={request.id}
      request={request}
      goBack={() => navigate(store, { type: 'goBack', connected: isConnected(store) })}
    />
  )
}

function PendingRequest({ request, goBack }: { request: PendingRequestView; goBack: () => void }) {
  const { store, intents } = useUi()
  const networkId = useTab(selectCurrentNetworkId)
  const native = getNetwork(networkId ?? '')?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const [acknowledged, setAcknowledged] = useState(false)
  const [busy, setBusy] = useState(request.status === 'sending')
  const checkboxId = useId()
  const { summary } = request
  const warned = summary.warnings.length > 0

  const decide = async (approve: boolean) => {
    setBusy(true)
    try {
      await intents.decideRequest({
        id: request.id,
        approve,
        acknowledgeWarning: approve && warned ? acknowledged : undefined,
      })
      if (!approve) return goBack()
      const more = store
        .getState()
        .snapshot?.pendingRequests?.some((r) => r.tabId === request.tabId && r.id !== request.id)
      if (!more) goBack()
    } catch (error) {
      showSnackbar(
        store,
        'error',
        isRejection(error) ? 'Request rejected in the wallet' : getErrorMessage(error),
      )
      goBack()
    }
  }

  return (
    <div className="wd-stack">
      {summary.actions.map((action, i) => {
        const text = describeAction(action, native)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: actions are a fixed list for this request.
          <section key={i} className="wd-panel" aria-label={text.heading}>
            <p className="wd-heading">{text.heading}</p>
            {action.kind === 'message' && <pre className="wd-message">{action.text}</pre>}
            {text.rows.length > 0 && (
              <dl className="wd-details">
                {text.rows.map(([label, value]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        )
      })}
      {summary.warnings.map((warning, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: warnings are a fixed list for this request.
        <div key={i} className="wd-warning" role="alert" data-testid="approval-warning">
          <strong>
            {warning.reason === 'all'
              ? 'Approval of all your tokens'
              : `Unlimited approval of ${tokenLabel(warning.token)}`}
          </strong>
          <p>{warningText(warning)}</p>
          <p>
            Only continue if you trust this spender completely. You can usually approve an exact amount
            instead.
          </p>
        </div>
      ))}
      {warned && (
        <label htmlFor={checkboxId} className="wd-warning-confirm">
          <input
            id={checkboxId}
            type="checkbox"
            checked={acknowledged}
            onChange={(e) => setAcknowledged(e.target.checked)}
          />{' '}
          I understand the risk and want to approve anyway
        </label>
      )}
      <div className="wd-button-row">
        <button type="button" className="wd-button" disabled={busy} onClick={() => void decide(false)}>
          Reject
        </button>
        <button
          type="button"
          className={warned ? 'wd-button wd-button-danger' : 'wd-button wd-button-primary'}
          disabled={busy || (warned && !acknowledged)}
          onClick={() => void decide(true)}
        >
          {busy ? 'Confirm in your wallet…' : warned ? 'Approve anyway' : 'Approve'}
        </button>
      </div>
    </div>
  )
}
