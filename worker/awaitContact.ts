import { LEADER_LOCK } from './leaderLock.ts'

/** What a lone core hands to its sync once another core is there. */
export type AwaitContactReturnType = {
  /** Lets go of the leader's lock this core took while alone; absent when another core held it already. */
  release: (() => void) | undefined
  /**
   * Stops keeping the channel's messages and gives those that came so far, oldest first. Called as the sync starts
   * listening (in the same task), so none is lost while the sync's code loads.
   */
  handOver(): unknown[]
}

export type AwaitContactParameters = {
  locks: Pick<LockManager, 'request'>
  channel: BroadcastChannel
}

/** Never rejects: a lock manager that refuses counts as contact (the sync then asks for the lock itself). */
export type AwaitContactErrorType = never

/**
 * Resolves once another core shows itself, which for a SharedWorker's core happens only after a deploy (old and
 * new tabs each have their build's worker): another core holds the leader's lock, or something is posted on the
 * sync channel. Until then this core holds the leader's lock itself (so a core that comes later finds it held) and
 * keeps what the channel says, so the sync's code (worker/leaderSync.ts, a chunk) need not load with the core.
 */
export function awaitContact({ locks, channel }: AwaitContactParameters): Promise<AwaitContactReturnType> {
  return new Promise((resolve) => {
    const messages: unknown[] = []
    let release: (() => void) | undefined
    // Contact is told once the lock is settled either way: a message that comes while it is being granted must not
    // leave this core holding a lock its sync does not know about.
    let lockSettled = false
    let contacted = false
    let told = false
    const onMessage = (event: MessageEvent) => {
      messages.push(event.data)
      contacted = true
      tell()
    }
    const tell = () => {
      if (told || !contacted || !lockSettled) return
      told = true
      resolve({
        release,
        handOver: () => {
          channel.removeEventListener('message', onMessage)
          return messages.splice(0)
        },
      })
    }
    channel.addEventListener('message', onMessage)
    const settle = (held: boolean) => {
      lockSettled = true
      if (!held) contacted = true
      tell()
    }
    locks
      .request(LEADER_LOCK, { ifAvailable: true }, (lock) => {
        if (!lock) return settle(false)
        // Held until the sync lets go of it (a newer build's core came), or this worker ends.
        return new Promise<void>((resolveHeld) => {
          release = resolveHeld
          settle(true)
        })
      })
      .catch(() => settle(false))
  })
}
