import { PENDING_TRANSACTIONS_MAX, PENDING_TRANSACTIONS_PER_TAB } from '../src/constants.ts'
import {
  ProviderDisconnectedError,
  TabGoneError,
  TimeoutError,
  TooManyPendingRequestsError,
  UserRejectedRequestError,
} from '../src/errors.ts'
import type { RequestSummary } from '../src/requestSummary.ts'
import type { Namespace } from '../src/types.ts'
import type { PendingRequestView } from '../src/walletData.ts'
import { type Core, updateState } from './core.ts'
import type { ForwardedFrom } from './deps.ts'

/** How long a request waits for the person's decision before it is refused. */
export const APPROVAL_TIMEOUT_MS = 120_000

export type StackEntry = { tabId: string; namespace: Namespace; method: string; summary: RequestSummary }

/**
 * Puts a request on the transaction stack and runs it once it is approved. With `confirm`, the person approves
 * it first in ApproveTransaction in the tab that made it (refusing rejects with code 4001, nobody deciding in
 * time with TimeoutError); without, the wallet's own prompt is its one confirmation and it runs at once. Either
 * way it counts towards the 99 that may wait (spec part 9), and towards its tab's share of them, and the tab sees
 * it until the wallet answered. A request a follower's core forwarded to this leader (`via`) is confirmed in that
 * core's tab, asked over the channel; the decision and its time limit stay here.
 */
export async function runApproved<T>(
  core: Core,
  entry: StackEntry,
  run: () => Promise<T>,
  { confirm, via }: { confirm: boolean; via?: ForwardedFrom | undefined },
): Promise<T> {
  const { approvals } = core.wallet
  // A tab's own share is checked first: one tab (a busy page, a script in a loop) must not fill the stack and
  // leave the person's other tabs unable to ask anything.
  let fromTab = 0
  for (const { view } of approvals.values()) if (view.tabId === entry.tabId) fromTab += 1
  if (fromTab >= PENDING_TRANSACTIONS_PER_TAB)
    throw new TooManyPendingRequestsError({ limit: PENDING_TRANSACTIONS_PER_TAB, perTab: true })
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
  const view: PendingRequestView = {
    id,
    ...entry,
    receivedAt: core.deps.clock.now(),
    status: confirm ? 'awaiting' : 'sending',
  }
  approvals.set(id, { view, decide, done })
  publish(core)
  const withdraw = new AbortController()
  if (confirm && via) askFollower(core, via, withdraw.signal).then(decide, decide)
  const timer = confirm
    ? core.deps.clock.setTimeout(
        () => decide(new TimeoutError('waiting for the approval', { ms: APPROVAL_TIMEOUT_MS })),
        APPROVAL_TIMEOUT_MS,
      )
    : undefined
  try {
    if (confirm) {
      const outcome = await decision
      if (outcome instanceof Error) throw outcome
      if (!outcome) throw new UserRejectedRequestError()
      approvals.set(id, { view: { ...view, status: 'sending' }, decide, done })
      publish(core)
    }
    const result = await run()
    settle.resolve(result)
    return result
  } catch (error) {
    settle.reject(error)
    throw error
  } finally {
    if (timer !== undefined) core.deps.clock.clearTimeout(timer)
    withdraw.abort()
    approvals.delete(id)
    publish(core)
  }
}

/** Refuses every request of a tab that is gone: nobody is left to decide them. */
export function dropTabRequests(core: Core, tabId: string): void {
  refuseAwaiting(core, (view) => view.tabId === tabId, new TabGoneError({ tabId }))
}

/**
 * Refuses the requests of a namespace that disconnected while they waited for the person (EIP-1193 4900). Those
 * already with the wallet are left to its answer: its prompt may still be open and could still send.
 */
export function dropNamespaceRequests(core: Core, namespace: Namespace): void {
  refuseAwaiting(core, (view) => view.namespace === namespace, new ProviderDisconnectedError({ namespace }))
}

function refuseAwaiting(core: Core, match: (view: PendingRequestView) => boolean, error: Error): void {
  for (const entry of core.wallet.approvals.values())
    if (entry.view.status === 'awaiting' && match(entry.view)) entry.decide(error)
}

// The forwarding core's tab decides; without a channel to it, nobody is left to decide.
function askFollower(core: Core, via: ForwardedFrom, signal: AbortSignal): Promise<boolean | Error> {
  const ask = core.deps.sync?.confirmWithFollower
  if (!ask) return Promise.resolve(new TabGoneError())
  return ask
    .call(core.deps.sync, via, signal)
    .catch((error: unknown) => (error instanceof Error ? error : new TabGoneError()))
}

function publish(core: Core): void {
  updateState(core, { pendingRequests: [...core.wallet.approvals.values()].map((entry) => entry.view) })
}
