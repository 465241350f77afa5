import type { Core } from '../core.ts'
import { dropTabRequests } from '../transactionStack.ts'
import { refreshConnectors } from './announceProviders.ts'

/** The tab to forget. */
export type DetachTabParameters = { tabId: string }
/** Nothing: the other tabs see its wallets leave the connector list. */
export type DetachTabReturnType = undefined
/** Nothing: a tab already gone is left as it is. */
export type DetachTabErrorType = never

/**
 * Forgets a tab, the wallets it announced and its Send preview; its requests still waiting for a decision are
 * refused, and the page jobs it was running end with TabGoneError (a closed tab never answers them).
 */
export function detachTab(core: Core, { tabId }: DetachTabParameters): DetachTabReturnType {
  const tab = core.tabs.get(tabId)
  if (!tab) return
  tab.unsubscribe()
  core.tabs.delete(tabId)
  tab.onDetach?.()
  tab.detached?.abort()
  dropTabRequests(core, tabId)
  core.wallet.previews?.delete(tabId)
  refreshConnectors(core)
}
