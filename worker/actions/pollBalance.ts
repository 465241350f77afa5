import { BALANCE_CACHE_MS } from '../../src/constants.ts'
import { getActiveAccount } from '../activeAccount.ts'
import type { Core } from '../core.ts'
import { fetchBalance, isHiddenFor } from './fetchBalance.ts'

/**
 * What a poll tick accepts as fresh. The previous tick's read finished a little after that tick, so with
 * the full 30 s every other tick would find the copy "fresh" and the poll would run once a minute.
 */
const POLL_MAX_AGE_MS = BALANCE_CACHE_MS / 2

/** Nothing to choose: the poll reads whatever account is active at each tick. */
export type PollBalanceParameters = Record<string, never>
/** Nothing: each tick's reads reach the tabs through the snapshot. */
export type PollBalanceReturnType = undefined
/** Nothing: a failed read shows its last-known copy (see fetchBalance, fetchTokenBalances). */
export type PollBalanceErrorType = never

/**
 * Starts the balance poll: one per core, whatever the number of tabs, every 30 s; a follower in the fallback
 * does not poll, and a balance the spec hides is not read. Starting it again does nothing.
 */
export function pollBalance(core: Core, _parameters: PollBalanceParameters = {}): PollBalanceReturnType {
  if (core.balance.poll !== undefined) return
  const tick = () => {
    core.balance.poll = core.deps.clock.setTimeout(tick, BALANCE_CACHE_MS)
    const leader = core.deps.sync?.isLeader() ?? true
    const account = getActiveAccount(core.store.getState())
    // A balance the spec hides ('0.00' on testnets and unsupported chains) is not read at all.
    if (leader && core.tabs.size > 0 && account && !isHiddenFor(core, account)) {
      void fetchBalance(core, { force: false, maxAgeMs: POLL_MAX_AGE_MS })
      // Its module is the Account view's; a core with no account never loads it.
      void import('./fetchTokenBalances.ts').then((m) =>
        m.fetchTokenBalances(core, { force: false, maxAgeMs: POLL_MAX_AGE_MS }),
      )
    }
  }
  core.balance.poll = core.deps.clock.setTimeout(tick, BALANCE_CACHE_MS)
}

/** Stops the poll pollBalance started (tests, shutdown). */
export function stopPolling(core: Core): void {
  if (core.balance.poll !== undefined) core.deps.clock.clearTimeout(core.balance.poll)
  core.balance.poll = undefined
}
