import { resumeAnalytics } from '../analytics/sendAnalytics.ts'
import { clearRetryGuards } from '../cachedRead.ts'
import type { Core } from '../core.ts'
import { fetchBalance, showLastKnownBalance } from './fetchBalance.ts'

/** The tab that saw the change and whether the browser is online now. */
export type SetOnlineParameters = { tabId: string; online: boolean }
/** Nothing: the balance shown changes in the snapshot. */
export type SetOnlineReturnType = undefined
/** Nothing: a failed balance read shows the last-known copy (see fetchBalance). */
export type SetOnlineErrorType = never

/**
 * A tab saw the browser go offline or online. Offline shows the last-known balance as reconnecting;
 * online retries at once instead of waiting out the 30 s failure guard.
 */
export async function setOnline(
  core: Core,
  { tabId, online }: SetOnlineParameters,
): Promise<SetOnlineReturnType> {
  await core.ready
  const tab = core.tabs.get(tabId)
  if (tab) tab.info.online = online
  if (!online) {
    await showLastKnownBalance(core)
    return
  }
  clearRetryGuards(core)
  resumeAnalytics(core)
  await fetchBalance(core, { force: true })
}
