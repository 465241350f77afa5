import { isBalanceHidden } from '../../src/balanceVisibility.ts'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GUARD_MS } from '../../src/constants.ts'
import { type BalanceCacheEntry, balanceCacheRecord } from '../../src/records.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import type { BalanceView, CaipAddress, CaipNetworkId } from '../../src/types.ts'
import { type ActiveAccount, getActiveAccount, isActiveAccount } from '../activeAccount.ts'
import { cachedRead, isEveryTabOffline, isFirstReport, readLastKnown } from '../cachedRead.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import { type Core, notify, updateState } from '../core.ts'
import { networkOf } from '../networks/networkOf.ts'

export type FetchBalanceParameters = {
  force: boolean
  /** A cached copy younger than this is used as is (default: the spec's 30 s). */
  maxAgeMs?: number | undefined
}

export type FetchBalanceReturnType = undefined

/** Never thrown: a failed read shows in the balance's status and a notice. */
export type FetchBalanceErrorType = never

/**
 * Reads the active account's native balance (its namespace's chain adapter: ETH through viem, SOL through web3.js) through the cached read:
 * from the 30 s cache when fresh, else from the chain. A failure (unreachable RPC, invalid reply) keeps the
 * last-known copy on screen as stale, marks the connection reconnecting and is not retried for 30 s. A balance
 * the spec hides is never read.
 */
export async function fetchBalance(
  core: Core,
  { force, maxAgeMs = BALANCE_CACHE_MS }: FetchBalanceParameters,
): Promise<FetchBalanceReturnType> {
  const account = getActiveAccount(core.store.getState())
  if (!account) return
  const { caipAddress, connection } = account
  const network = networkOf(core, connection.caipNetworkId)
  if (!network || isHiddenFor(core, account))
    return show(core, caipAddress, hiddenBalance(core, caipAddress, connection.caipNetworkId), liveness(core))
  const key = `balance:${caipAddress}`
  const outcome = await cachedRead(core, {
    key,
    record: balanceCacheRecord,
    suffix: `:${caipAddress}`,
    maxAgeMs,
    retryGuardMs: BALANCE_RETRY_GUARD_MS,
    force,
    read: async () => ({
      caipAddress,
      raw: (
        await (
          await adapterFor(account.namespace)
        ).readNativeBalance(core, {
          address: connection.address,
          caipNetworkId: connection.caipNetworkId,
        })
      ).toString(),
      decimals: network.nativeCurrency.decimals,
      symbol: network.nativeCurrency.symbol,
    }),
    stillActive: () => isActiveAccount(core, caipAddress),
  })
  if (outcome.kind === 'superseded' || outcome.kind === 'absent') return
  if (outcome.kind === 'fresh')
    return show(core, caipAddress, amount(caipAddress, outcome.value, 'ready'), 'connected')
  show(core, caipAddress, lastKnown(core, caipAddress, outcome.value), 'reconnecting')
  // One message per outage: polling on will not repeat it. Offline, 'Reconnecting…' says enough.
  if (outcome.reason === 'failed' && isFirstReport(core, key))
    notify(core, 'error', { key: 'tokenBalanceUnavailable' })
}

/** Marks the active connection reconnecting and shows the last-known balance (used when a tab goes offline). */
export async function showLastKnownBalance(core: Core): Promise<void> {
  const account = getActiveAccount(core.store.getState())
  if (!account) return
  const { caipAddress, connection } = account
  if (isHiddenFor(core, account))
    return show(core, caipAddress, hiddenBalance(core, caipAddress, connection.caipNetworkId), 'reconnecting')
  const stored = await readLastKnown(core, balanceCacheRecord, `:${caipAddress}`)
  show(core, caipAddress, lastKnown(core, caipAddress, stored), 'reconnecting')
}

/**
 * The balance an account starts from when it becomes active: hidden where the spec hides it, what was on screen
 * when it is the same account, else loading until the first read.
 */
export function startingBalance(
  core: Core,
  next: { caipAddress: CaipAddress; caipNetworkId: CaipNetworkId; unsupportedChain: boolean },
  previous: BalanceView | null,
): BalanceView {
  if (isBalanceHidden(networkOf(core, next.caipNetworkId), next))
    return hiddenBalance(core, next.caipAddress, next.caipNetworkId)
  if (previous?.caipAddress === next.caipAddress && previous.status !== 'hidden') return previous
  return { status: 'loading', caipAddress: next.caipAddress }
}

/** Whether the spec hides the active account's balances (nothing is read or polled then). */
export function isHiddenFor(core: Core, account: ActiveAccount): boolean {
  const { unsupportedChain } = core.store.getState()
  return isBalanceHidden(networkOf(core, account.connection.caipNetworkId), { unsupportedChain })
}

function hiddenBalance(core: Core, caipAddress: CaipAddress, caipNetworkId: CaipNetworkId): BalanceView {
  return {
    status: 'hidden',
    caipAddress,
    symbol: networkOf(core, caipNetworkId)?.nativeCurrency.symbol ?? null,
  }
}

function amount(caipAddress: CaipAddress, entry: BalanceCacheEntry, status: 'ready' | 'stale'): BalanceView {
  const { raw, decimals, symbol, fetchedAt } = entry
  return { status, caipAddress, raw, decimals, symbol, fetchedAt }
}

// The stored copy, else the amount already on screen (a store that refused the write must not blank it).
function lastKnown(core: Core, caipAddress: CaipAddress, stored: BalanceCacheEntry | undefined): BalanceView {
  if (stored) return amount(caipAddress, stored, 'stale')
  const shown = core.store.getState().balance
  if (shown?.caipAddress === caipAddress && (shown.status === 'ready' || shown.status === 'stale'))
    return { ...shown, status: 'stale' }
  return { status: 'unavailable', caipAddress }
}

// A balance that is not read says nothing about the node, so only being offline makes its account reconnecting.
function liveness(core: Core): 'connected' | 'reconnecting' {
  return isEveryTabOffline(core) ? 'reconnecting' : 'connected'
}

function show(
  core: Core,
  caipAddress: CaipAddress,
  balance: BalanceView,
  status: 'connected' | 'reconnecting',
): undefined {
  const s = core.store.getState()
  const target = getActiveAccount(s)
  // The account may have changed while the read was in flight.
  if (!target || target.caipAddress !== caipAddress) return
  if (target.connection.status === status && sameBalance(s.balance, balance)) return
  updateState(core, {
    balance,
    connections: { ...s.connections, [s.activeNamespace]: { ...target.connection, status } },
  })
}

function sameBalance(a: Snapshot['balance'], b: BalanceView): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
