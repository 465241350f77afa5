import type { CoreSync, SharedPatch } from './deps.ts'

/** Longest the SharedWorker's core waits to learn whether it leads before it goes by what its sync says. */
export const LEAD_SETTLE_MS = 500

/**
 * A CoreSync whose code loads on demand (the SharedWorker's entry stays small: alone, its core needs the channel
 * only to meet another build's core after a deploy, and `load` waits for that: worker/awaitContact.ts). Until the
 * sync has loaded and knows whether this core leads, the core acts as what it almost always is: alone, so
 * leading. If it then turns out to follow, its lead listeners hear so (it lets go of the leader's work). A core
 * that still leads then sends the state it last published (it is the live one: the other core has only what was
 * stored); one that follows sends nothing from before (the leader's state is newer).
 */
export function createLazySync(
  load: () => Promise<CoreSync>,
  { settleMs = LEAD_SETTLE_MS }: { settleMs?: number } = {},
): CoreSync {
  let sync: CoreSync | undefined
  let last: SharedPatch | undefined
  const loaded = load().then(async (s) => {
    await new Promise<void>((resolve) => {
      s.onLeadChange?.(() => resolve())
      setTimeout(resolve, settleMs)
    })
    sync = s
    if (last && s.isLeader()) s.publish(last)
    return s
  })
  const later = (use: (s: CoreSync) => void) => void loaded.then(use)
  return {
    isLeader: () => sync?.isLeader() ?? true,
    publish: (next, previous) => {
      if (sync) sync.publish(next, previous)
      else last = next
    },
    subscribe: (listener) => {
      let unsubscribe: (() => void) | undefined
      let stopped = false
      later((s) => {
        if (!stopped) unsubscribe = s.subscribe(listener)
      })
      return () => {
        stopped = true
        unsubscribe?.()
      }
    },
    serve: (config) => later((s) => s.serve(config)),
    askLeader: async (call) => {
      const s = await loaded
      if (!s.askLeader) throw new Error('No leader to ask')
      return s.askLeader(call)
    },
    answerFollowers: (handler) => later((s) => s.answerFollowers?.(handler)),
    confirmWithFollower: async (via, signal) => {
      const s = await loaded
      if (!s.confirmWithFollower) return false
      return s.confirmWithFollower(via, signal)
    },
    onConfirm: (handler) => later((s) => s.onConfirm?.(handler)),
    onLeadChange: (listener) =>
      later((s) => {
        s.onLeadChange?.(listener)
        if (!s.isLeader()) listener(false)
      }),
    onOtherBuild: (listener) => later((s) => s.onOtherBuild?.(listener)),
    onLeaderConfig: (listener) => later((s) => s.onLeaderConfig?.(listener)),
  }
}
