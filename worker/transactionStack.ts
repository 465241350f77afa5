import { PENDING_TRANSACTIONS_MAX } from '../src/constants.ts'
import {
  TabGoneError,
  TimeoutError,
  TooManyPendingRequestsError,
  UserRejectedRequestError,
} from '../src/errors.ts'
import type { RequestSummary } from '../src/requestSummary.ts'
import type { Namespace } from '../src/types.ts'
import type { PendingRequestView } from '../src/walletData.ts'
import { type Core, updateState } from './core.ts'

/** How long a request waits for the person's decision before it is refused. */
export const APPROVAL_TIMEOUT_MS = 120_000

export type StackEntry = { tabId: string; namespace: Namespace; method: string; summary: RequestSummary }

/**
 * Puts a request on the transaction stack and runs it only once the person approved it in the tab that made
 * it (ApproveTransaction). Refusing rejects with code 4001; at most 99 requests may wait (spec part 9).
 */
export async function runApproved<T>(core: Core, entry: StackEntry, run: () => Promise<T>): Promise<T> {
  const { approvals } = core.wallet
  if (approvals.size >= PENDING_TRANSACTIONS_MAX)
    throw new TooManyPendingRequestsError({ limit: PENDING_TRANSACTIONS_MAX })
  const id = String(core.wallet.nextRequestId++)
  let decide!: (outcome: boolean | Error) => void
  const decision = new Promise<boolean | Error>((resolve) => {
    decide = resolve
  })
  let settle!: { resolve(value: unknown): void; reject(error: unknown): void }
  const done = new Promise<unknown>((resolve, reject) => {
    settle = { resolve, reject }
  })
  // Only the deciding tab awaits `done`; nobody may be listening when the request is refused.
  done.catch(() => undefined)
  const view: PendingRequestView = { id, ...entry, receivedAt: core.deps.clock.now(), status: 'awaiting' }
  approvals.set(id, { view, decide, done })
  publish(core)
  const timer = core.deps.clock.setTimeout(
    () => decide(new TimeoutError('waiting for the approval', { ms: APPROVAL_TIMEOUT_MS })),
    APPROVAL_TIMEOUT_MS,
  )
  try {
    const outcome = await decision
    core.deps.clock.clearTimeout(timer)
    if (outcome instanceof Error) throw outcome
    if (!outcome) throw new UserRejectedRequestError()
    approvals.set(id, { view: { ...view, status: 'sending' }, decide, done })
    publish(core)
    const result = await run()
    settle.resolve(result)
    return result
  } catch (error) {
    settle.reject(error)
    throw error
  } finally {
    core.deps.clock.clearTimeout(timer)
    approvals.delete(id)
    publish(core)
  }
}

/** Refuses every request of a tab that is gone: nobody is left to decide them. */
export function dropTabRequests(core: Core, tabId: string): void {
  for (const entry of core.wallet.approvals.values())
    if (entry.view.tabId === tabId && entry.view.status === 'awaiting')
      entry.decide(new TabGoneError({ tabId }))
}

function publish(core: Core): void {
  updateState(core, { pendingRequests: [...core.wallet.approvals.values()].map((entry) => entry.view) })
}
