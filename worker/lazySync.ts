import type { CoreSync } from './deps.ts'

/**
 * A CoreSync whose code loads on demand (the SharedWorker's entry stays small: alone, its core needs the channel
 * only to meet another build's core after a deploy). Until it has loaded the core does not lead, and what is
 * asked of it waits for it; a state published before then is not sent (the others ask for it on start).
 */
export function createLazySync(load: () => Promise<CoreSync>): CoreSync {
  let sync: CoreSync | undefined
  const loaded = load().then((s) => {
    sync = s
    return s
  })
  const later = (use: (s: CoreSync) => void) => void loaded.then(use)
  return {
    isLeader: () => sync?.isLeader() ?? false,
    publish: (shared) => sync?.publish(shared),
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
    serve: (current, config) => later((s) => s.serve(current, config)),
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
    onLeadChange: (listener) => later((s) => s.onLeadChange?.(listener)),
    onOtherBuild: (listener) => later((s) => s.onOtherBuild?.(listener)),
    onLeaderConfig: (listener) => later((s) => s.onLeaderConfig?.(listener)),
  }
}
