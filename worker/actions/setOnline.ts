import { clearRetryGuards } from '../cachedRead.ts'
import type { Core } from '../core.ts'
import { fetchBalance, showLastKnownBalance } from './fetchBalance.ts'

/**
 * A tab saw the browser go offline or online. Offline shows the last-known balance as reconnecting;
 * online retries at once instead of waiting out the 30 s failure guard.
 */
export async function setOnline(core: Core, tabId: string, online: boolean): Promise<void> {
  await core.ready
  const tab = core.tabs.get(tabId)
  if (tab) tab.info.online = online
  if (!online) return showLastKnownBalance(core)
  clearRetryGuards(core)
  await fetchBalance(core, { force: true })
}
