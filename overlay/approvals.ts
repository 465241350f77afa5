import { isConnected, navigate } from './navigation.ts'
import type { TabState, TabStore } from './tabStore.ts'

/**
 * Shows ApproveTransaction in this tab whenever a request it made waits on the transaction stack: pushed on
 * the open modal, or the modal opens on it (spec part 2 'Transaction stack'). Other tabs are not disturbed.
 * Closing the modal while requests still wait refuses them (`refuse`), so the host is not left hanging. When the
 * core withdraws this tab's last request undecided (the wallet disconnected, here or in another tab; its time ran
 * out), ApproveTransaction goes back as a refusal does, instead of staying open on nothing.
 */
export function watchApprovals(
  store: TabStore,
  openOn: () => void,
  refuse: (ids: string[]) => void,
): () => void {
  const seen = new Set<string>()
  let wasOpen = store.getState().stack.open
  let hadOwn = own(store.getState()).length > 0
  return store.subscribe((state) => {
    const waiting = mine(state)
    const closed = wasOpen && !state.stack.open
    wasOpen = state.stack.open
    const withdrawn = hadOwn && own(state).length === 0
    hadOwn = own(state).length > 0
    if (withdrawn) {
      leaveApproval(store)
      return
    }
    if (closed && waiting.length > 0) {
      refuse(waiting.map((r) => r.id))
      return
    }
    const fresh = waiting.filter((r) => !seen.has(r.id))
    if (fresh.length === 0) return
    for (const r of fresh) seen.add(r.id)
    if (!state.stack.open) openOn()
    else if (state.stack.views.at(-1)?.name !== 'ApproveTransaction')
      navigate(store, { type: 'push', view: { name: 'ApproveTransaction' } })
  })
}

/** Goes back from ApproveTransaction, once: a decision and the core's withdrawal may both ask for it. */
export function leaveApproval(store: TabStore): void {
  const { stack } = store.getState()
  if (stack.open && stack.views.at(-1)?.name === 'ApproveTransaction')
    navigate(store, { type: 'goBack', connected: isConnected(store) })
}

// This tab's requests on the stack, waiting for the person or already with the wallet.
function own(state: TabState) {
  return (state.snapshot?.pendingRequests ?? []).filter((r) => r.tabId === state.tabId)
}

function mine(state: TabState) {
  return (state.snapshot?.pendingRequests ?? []).filter(
    (r) => r.tabId === state.tabId && r.status === 'awaiting',
  )
}
