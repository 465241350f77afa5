import type { Core } from './core.ts'

/** The Web Lock names a tab holds while it is open (overlay/coreClient.ts): the only ones the leader waits for. */
const TAB_LOCK_PREFIX = 'walletdock-tab-'

/**
 * In the dedicated-worker fallback the leader's core runs intents of a follower's tab (a WalletConnect send and
 * its preview), but the tab detaches only from its own core, which ends with it. So the leader waits for the Web
 * Lock that tab holds while it is open, as attachTab does for its own tabs, and forgets what it keeps for the tab
 * (its Send preview) once the tab is gone. Each tab is watched once; a name that is no tab's lock is not waited for.
 */
export function watchFollowerTab(core: Core, tabId: string, lockName: string): void {
  const locks = core.deps.locks
  if (!locks || core.tabs.has(tabId) || !lockName.startsWith(TAB_LOCK_PREFIX)) return
  core.wallet.followerTabs ??= new Set()
  const watched = core.wallet.followerTabs
  if (watched.has(tabId)) return
  watched.add(tabId)
  void locks.request(lockName, async () => {
    watched.delete(tabId)
    core.wallet.previews?.delete(tabId)
  })
}
