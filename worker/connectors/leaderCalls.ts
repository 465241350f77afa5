import { z } from 'zod'
import type { Core } from '../core.ts'
import type { CoreSync, LeaderCall } from '../deps.ts'

// In the dedicated-worker fallback only the leader's core holds the WalletConnect session (one relay
// socket for the site); the other tabs' cores hand it these calls over the leader channel.

const jobSchema = z.object({
  tabId: z.string().optional(),
  connectorId: z.string().min(1),
  method: z.string().min(1),
  params: z.unknown().optional(),
  // The cluster a solana_* request is for, as the gate named it.
  chain: z.string().optional(),
})
/** How this core reaches the leader's, when it is a follower that can. */
export function leaderOf(core: Core): NonNullable<CoreSync['askLeader']> | undefined {
  const sync = core.deps.sync
  if (!sync?.askLeader || sync.isLeader()) return undefined
  return (call) => sync.askLeader?.(call) ?? Promise.reject(new Error('No leader channel'))
}

/** Runs a follower's call in the leader's core; the payload is checked like any message from outside. */
export async function answerFollower(core: Core, { name, payload }: LeaderCall): Promise<unknown> {
  switch (name) {
    case 'walletConnectRequest': {
      // biome-ignore lint/suspicious/noImportCycles: known exception, leaderCalls <-> walletConnectRequest; it goes with the intent table (issue 10 item 1)
      const { walletConnectRequest } = await import('./walletConnect/walletConnectRequest.ts')
      return walletConnectRequest(core, jobSchema.parse(payload))
    }
    default:
      throw new Error(`The leader does not run "${name}"`)
  }
}
