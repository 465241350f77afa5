import { navigate } from './navigation.ts'
import type { TabState, TabStore } from './tabStore.ts'

/**
 * Shows ApproveTransaction in this tab whenever a request it made waits on the transaction stack: pushed on
 * the open modal, or the modal opens on it (spec part 2 'Transaction stack'). Other tabs are not disturbed.
 * Closing the modal while requests still wait refuses them (`refuse`), so the host is not left hanging.
 */
export function watchApprovals(
  store: TabStore,
  openOn: () => void,
  refuse: (ids: string[]) => void,
): () => void {
  const seen = new Set<string>()
  let wasOpen = store.getState().stack.open
  return store.subscribe((state) => {
    const waiting = mine(state)
    const closed = wasOpen && !state.stack.open
    wasOpen = state.stack.open
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

function mine(state: TabState) {
  return (state.snapshot?.pendingRequests ?? []).filter(
    (r) => r.tabId === state.tabId && r.status === 'awaiting',
  )
}
