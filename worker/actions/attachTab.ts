import type { Snapshot } from '../../src/snapshot.ts'
import type { PageBridge, TabInfo } from '../../src/types.ts'
import type { Core } from '../core.ts'
import { dropTabRequests } from '../transactionStack.ts'
import { refreshConnectors } from './announceProviders.ts'
import { showLastKnownBalance } from './fetchBalance.ts'
import { startPolling } from './pollBalance.ts'

/**
 * Registers a tab: it gets every snapshot from now on, and is detached when the Web Lock it holds
 * for its lifetime is released (the tab closed or reloaded), so closed tabs never leak callbacks.
 */
export async function attachTab(
  core: Core,
  info: TabInfo,
  onSnapshot: (snapshot: Snapshot) => void,
  bridge: PageBridge,
  /** Called once the tab is detached, whatever the cause (its lock released, or it said goodbye). */
  onDetach?: () => void,
): Promise<Snapshot> {
  await core.ready
  detachTab(core, info.tabId)
  const unsubscribe = core.store.subscribe((snapshot) => {
    // A tab that is gone never answers; never wait on it.
    Promise.resolve()
      .then(() => onSnapshot(snapshot))
      .catch(() => undefined)
  })
  core.tabs.set(info.tabId, { info, onSnapshot, bridge, providers: new Map(), unsubscribe, onDetach })
  void core.deps.locks?.request(info.lockName, async () => detachTab(core, info.tabId))
  if (!info.online) await showLastKnownBalance(core)
  startPolling(core)
  return core.store.getState()
}

/** Forgets a tab and the wallets it announced; its requests still waiting for a decision are refused. */
export function detachTab(core: Core, tabId: string): void {
  const tab = core.tabs.get(tabId)
  if (!tab) return
  tab.unsubscribe()
  core.tabs.delete(tabId)
  tab.onDetach?.()
  dropTabRequests(core, tabId)
  refreshConnectors(core)
}
