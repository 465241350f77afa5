import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { createCore } from '../createCore.ts'
import { createRpcLog, freshIdbStore, type TestCore } from './harness.ts'
import { createManualClock } from './manualClock.ts'
import { createMemoryLocks } from './memoryLocks.ts'
import { solanaTestConfig, type TestSolanaWallet } from './solanaHarness.ts'

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
