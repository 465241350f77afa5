import { BALANCE_CACHE_MS, BALANCE_RETRY_GUARD_MS } from '../../src/constants.ts'
import { getNetwork, supportsFeature } from '../../src/networks.ts'
import { balanceCacheRecord } from '../../src/records.ts'
import type { BalanceView, CaipAddress } from '../../src/types.ts'
import { getActiveAccount, isOffline } from '../activeAccount.ts'
import { type Core, notify, updateState } from '../core.ts'
import { readNativeBalance } from '../readNativeBalance.ts'

export type FetchBalanceParameters = {
  force: boolean
  /** A cached copy younger than this is used as is (default: the spec's 30 s). */
  maxAgeMs?: number | undefined
}

/**
 * Reads the active account's native balance (ETH through viem, SOL through web3.js): from the 30 s cache when
 * fresh, else from the chain. A failure (unreachable RPC, invalid reply) keeps the last-known copy on screen,
 * marks the connection reconnecting and is not retried for 30 s.
 */
export async function fetchBalance(
  core: Core,
  { force, maxAgeMs = BALANCE_CACHE_MS }: FetchBalanceParameters,
): Promise<void> {
  const target = getActiveAccount(core.store.getState())
  if (!target) return
  const { caipAddress, connection } = target
  const network = getNetwork(connection.caipNetworkId)
  if (!network || !supportsFeature('balances', network.chainNamespace)) return
  const cached = await core.records.read(balanceCacheRecord, `:${caipAddress}`)
  const now = core.deps.clock.now()
  const lastKnown: BalanceView | null = cached ? { ...cached, caipAddress, stale: true } : null
  // Offline, even a fresh copy is a last-known one, and asking the chain would only fail.
  if (isOffline(core)) return showBalance(core, caipAddress, lastKnown, 'reconnecting')
  const failed = core.balance.failed
  // Checked before the cache: after a failed read the cached copy is last-known, not fresh.
  if (!force && failed?.caipAddress === caipAddress && now - failed.at < BALANCE_RETRY_GUARD_MS) {
    return showBalance(core, caipAddress, lastKnown, 'reconnecting')
  }
  if (!force && cached && now - cached.fetchedAt < maxAgeMs) {
    return showBalance(core, caipAddress, { ...cached, caipAddress, stale: false }, 'connected')
  }
  if (core.balance.inflight) return core.balance.inflight
  core.balance.inflight = (async () => {
    try {
      const value = await readNativeBalance(core, connection)
      const entry = {
        caipAddress,
        raw: value.toString(),
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
        fetchedAt: core.deps.clock.now(),
      }
      await core.records.cache(balanceCacheRecord, entry, `:${caipAddress}`)
      core.balance.failed = undefined
      showBalance(core, caipAddress, { ...entry, stale: false }, 'connected')
    } catch {
      const firstFailure = core.balance.failed === undefined
      core.balance.failed = { caipAddress, at: core.deps.clock.now() }
      showBalance(core, caipAddress, lastKnown, 'reconnecting')
      // One message per outage: polling on will not repeat it.
      if (firstFailure) notify(core, 'error', { key: 'tokenBalanceUnavailable' })
    } finally {
      core.balance.inflight = undefined
    }
  })()
  return core.balance.inflight
}

/** Marks the active connection reconnecting and shows the last-known balance (used when a tab goes offline). */
export async function showLastKnownBalance(core: Core): Promise<void> {
  const target = getActiveAccount(core.store.getState())
  if (!target) return
  const cached = await core.records.read(balanceCacheRecord, `:${target.caipAddress}`)
  showBalance(
    core,
    target.caipAddress,
    cached ? { ...cached, caipAddress: target.caipAddress, stale: true } : null,
    'reconnecting',
  )
}

function showBalance(
  core: Core,
  caipAddress: CaipAddress,
  balance: BalanceView | null,
  status: 'connected' | 'reconnecting',
): void {
  const s = core.store.getState()
  const target = getActiveAccount(s)
  // The account may have changed while the read was in flight.
  if (!target || target.caipAddress !== caipAddress) return
  const same =
    target.connection.status === status &&
    s.balance?.raw === balance?.raw &&
    s.balance?.stale === balance?.stale &&
    s.balance?.fetchedAt === balance?.fetchedAt
  if (same) return
  updateState(core, {
    balance,
    connections: { ...s.connections, [s.activeNamespace]: { ...target.connection, status } },
  })
}
