import type { Snapshot } from '../../src/snapshot.ts'
import type { PageBridge, TabInfo } from '../../src/types.ts'
import type { Core } from '../core.ts'
import { detachTab } from './detachTab.ts'
import { showLastKnownBalance } from './fetchBalance.ts'
import { pollBalance } from './pollBalance.ts'

/** The tab, where its snapshots go, and its page bridge (the jobs only a page can run). */
export type AttachTabParameters = {
  info: TabInfo
  onSnapshot: (snapshot: Snapshot) => void
  bridge: PageBridge
  /** Called once the tab is detached, whatever the cause (its lock released, or it said goodbye). */
  onDetach?: (() => void) | undefined
}
/** The current snapshot; every later one goes to `onSnapshot`. */
export type AttachTabReturnType = Snapshot
/** Nothing: attaching only registers the tab. */
export type AttachTabErrorType = never

/**
 * Registers a tab: it gets every snapshot from now on, and is detached when the Web Lock it holds
 * for its lifetime is released (the tab closed or reloaded), so closed tabs never leak callbacks.
 */
export async function attachTab(
  core: Core,
  { info, onSnapshot, bridge, onDetach }: AttachTabParameters,
): Promise<AttachTabReturnType> {
  await core.ready
  detachTab(core, { tabId: info.tabId })
  const unsubscribe = core.store.subscribe((snapshot) => {
    // A tab that is gone never answers; never wait on it.
    Promise.resolve()
      .then(() => onSnapshot(snapshot))
      .catch(() => undefined)
  })
  core.tabs.set(info.tabId, {
    info,
    onSnapshot,
    bridge,
    providers: new Map(),
    unsubscribe,
    onDetach,
    detached: new AbortController(),
  })
  void core.deps.locks?.request(info.lockName, async () => detachTab(core, { tabId: info.tabId }))
  if (!info.online) await showLastKnownBalance(core)
  pollBalance(core)
  return core.store.getState()
}
