import type { SendDraft, TabStore } from './tabStore.ts'

/** The draft of `caipAddress`; a draft made on another account or network reads as empty (spec part 4). */
export function getSendDraft(store: TabStore, caipAddress: string): SendDraft {
  const draft = store.getState().sendDraft
  return draft?.caipAddress === caipAddress ? draft : { caipAddress, amount: '', receiverAddress: '' }
}

/** Changes fields of the draft of `caipAddress`. */
export function updateSendDraft(
  store: TabStore,
  caipAddress: string,
  change: Partial<Omit<SendDraft, 'caipAddress'>>,
): void {
  store.setState({ sendDraft: { ...getSendDraft(store, caipAddress), ...change } })
}

/** Clears the draft. */
export function resetSendDraft(store: TabStore): void {
  store.setState({ sendDraft: undefined })
}

/**
 * Resets this tab's draft whenever the active network changes (spec part 4 'Active network change'), whoever
 * changed it: this tab, another tab or the wallet. Returns the unsubscribe function.
 */
export function resetSendDraftOnNetworkChange(store: TabStore): () => void {
  let network = store.getState().snapshot?.activeCaipNetworkId
  return store.subscribe(({ snapshot, sendDraft }) => {
    const next = snapshot?.activeCaipNetworkId
    if (next === network) return
    network = next
    if (sendDraft) resetSendDraft(store)
  })
}
