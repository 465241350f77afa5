import { useId, useMemo, useState } from 'react'
import { approveCatalog } from '../../../src/messages/approve/approveCatalog.ts'
import { errorText } from '../../../src/messages/coreText.ts'
import type { PendingRequestView } from '../../../src/walletData.ts'
import { leaveApproval } from '../../approvals.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useMessages, useSectionMessages, useTab, useUi } from '../../ui/context.ts'
import { isRejection } from '../../ui/rejection.ts'
import { selectNetwork } from '../../ui/selectNetwork.ts'
import { selectCurrentNetworkId } from '../../ui/selectors.ts'
import { describeAction, warningAdvice, warningHeading, warningText } from './describeAction.ts'

const EMPTY: PendingRequestView[] = []

/**
 * The oldest request of this tab waiting on the transaction stack, decoded. Unlimited or all-token approvals
 * carry a prominent warning and need a deliberate extra confirmation. Success, error and cancel callbacks:
 * success closes (or shows the next request), error and cancel go back (spec part 2).
 */
export function ApproveTransaction() {
  const { store } = useUi()
  const approve = useSectionMessages(approveCatalog)
  const tabId = useTab((s) => s.tabId)
  const all = useTab((s) => s.snapshot?.pendingRequests ?? EMPTY)
  // A request waiting for the person comes first; one already with the wallet shows only as it finishes.
  const request =
    all.find((r) => r.tabId === tabId && r.status === 'awaiting') ?? all.find((r) => r.tabId === tabId)
  if (!request) return <p className="wd-muted">{approve.noRequest}</p>
  return <PendingRequest key={request.id} request={request} goBack={() => leaveApproval(store)} />
}

function PendingRequest({ request, goBack }: { request: PendingRequestView; goBack: () => void }) {
  const { store, intents } = useUi()
  const tabMessages = useMessages()
  const approve = useSectionMessages(approveCatalog)
  // The tab's catalog with the view's own texts, as describeAction reads them.
  const m = useMemo(() => ({ ...tabMessages, approve }), [tabMessages, approve])
  const networkId = useTab(selectCurrentNetworkId)
  const native = useTab((s) => selectNetwork(s, networkId))?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
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
        .snapshot?.pendingRequests?.some(
          (r) => r.tabId === request.tabId && r.id !== request.id && r.status === 'awaiting',
        )
      if (!more) goBack()
    } catch (error) {
      showSnackbar(store, 'error', isRejection(error) ? m.approve.rejectedInWallet : errorText(m, error))
      goBack()
    }
  }

  return (
    <div className="wd-stack">
      {summary.actions.map((action, i) => {
        const text = describeAction(action, native, m)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: actions are a fixed list for this request.
          <section key={i} className="wd-panel" aria-label={text.heading}>
            <p className="wd-heading">{text.heading}</p>
            {action.kind === 'message' && <pre className="wd-message">{action.text}</pre>}
            {text.rows.length > 0 && (
              <dl className="wd-details">
                {text.rows.map(([label, value], j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed list, labels may repeat.
                  <div key={j} style={{ display: 'contents' }}>
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
          <strong>{warningHeading(warning, m)}</strong>
          <p>{warningText(warning, m)}</p>
          <p>{warningAdvice(warning, m)}</p>
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
          {m.approve.understandRisk}
        </label>
      )}
      <div className="wd-button-row">
        <button type="button" className="wd-button" disabled={busy} onClick={() => void decide(false)}>
          {m.approve.reject}
        </button>
        <button
          type="button"
          className={warned ? 'wd-button wd-button-danger' : 'wd-button wd-button-primary'}
          disabled={busy || (warned && !acknowledged)}
          onClick={() => void decide(true)}
        >
          {busy ? m.modal.confirmInWallet : warned ? m.approve.approveAnyway : m.approve.approve}
        </button>
      </div>
    </div>
  )
}
