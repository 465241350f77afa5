import { assertPortFree, getFreePort } from '../../devnet/ports.ts'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { createSolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { createCore } from '../createCore.ts'
import { createRpcLog, freshIdbStore, type TestCore } from './harness.ts'
import { createManualClock } from './manualClock.ts'
import { createMemoryLocks } from './memoryLocks.ts'
import { solanaTestConfig, type TestSolanaWallet } from './solanaHarness.ts'

// A devnet may be running on its fixed ports; tests must never talk to it.
const DEVNET_PORTS = new Set([8899, 8900])

/**
 * A LiteSVM node on free ports with blocks only from transactions (`slotMs: 0`), its WebSocket on the HTTP
 * port + 1: where web3.js (so the core's confirmations) looks when a host configures only the HTTP URL.
 */
export async function startTestSolanaNodeWithPubSub(): Promise<SolanaNode> {
  for (let attempt = 0; ; attempt++) {
    const port = await getFreePort()
    if (DEVNET_PORTS.has(port) || DEVNET_PORTS.has(port + 1)) continue
    try {
      await assertPortFree(port + 1, '127.0.0.1', 'the test node WebSocket')
      const node = createSolanaNode({ port, wsPort: port + 1, slotMs: 0 })
      await node.start()
      return node
    } catch (error) {
      if (attempt > 20) throw error
    }
  }
}

/** A core made from real parts (IndexedDB, the node, a manual clock, in-memory Web Locks), Solana Devnet only. */
export async function createSolanaTestCore(
  node: SolanaNode,
  config = solanaTestConfig(node),
): Promise<TestCore> {
  const clock = createManualClock()
  const locks = createMemoryLocks()
  const storage = freshIdbStore()
  const rpc = createRpcLog()
  const core = createCore({ config, clock, storage, fetch: rpc.fetch, locks })
  await core.ready
  return { core, clock, locks, storage, rpc }
}

type Job = Parameters<TestSolanaWallet['run']>[0]

/** The wallet with something put in front of its bridge (a junk reply, a stop); `jobs` lists what reached it. */
export function interceptWallet(
  wallet: TestSolanaWallet,
  run: (job: Job, real: TestSolanaWallet['run']) => Promise<unknown> = (job, real) => real(job),
): TestSolanaWallet & { jobs: Job[] } {
  const jobs: Job[] = []
  return {
    ...wallet,
    jobs,
    run: (job) => {
      jobs.push(job)
      return run(job, wallet.run)
    },
  }
}
