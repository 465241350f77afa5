import type { TokenBalance } from '../../src/blockchainApiSchemas.ts'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GUARD_MS } from '../../src/constants.ts'
import { getNetwork, supportsFeature } from '../../src/networks.ts'
import type { CaipAddress } from '../../src/types.ts'
import { type PortfolioView, toPortfolio } from '../../src/walletData.ts'
import { portfolioCacheRecord } from '../../src/walletRecords.ts'
import { type ActiveAccount, getActiveAccount, isActiveAccount, isOffline } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { type Core, notify, updateState } from '../core.ts'
import { dedupe } from '../dedupe.ts'
import type { BlockchainApi } from '../services/blockchainApi.ts'

export type FetchTokenBalancesParameters = {
  force: boolean
  /** A cached copy younger than this is used as is (default: the spec's 30 s). */
  maxAgeMs?: number | undefined
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

type Cached = { tokens: PortfolioView['tokens']; fetchedAt: number }

/**
 * Reads the active account's token balances: from the 30 s cache when fresh, else from the data service (EVM)
 * or from the RPC with the service's names and prices (Solana). A failure keeps the last-known copy on screen
 * (marked stale, with its age), says 'Token Balance Unavailable' once, and is not retried for 30 s (spec part
 * 4). Networks the service does not cover are skipped on EVM.
 */
export async function fetchTokenBalances(
  core: Core,
  { force, maxAgeMs = BALANCE_CACHE_MS }: FetchTokenBalancesParameters,
): Promise<void> {
  await core.ready
  const account = getActiveAccount(core.store.getState())
  const api = getBlockchainApi(core)
  // Solana holdings are read from the RPC, so they show without a data service; EVM tokens need one.
  if (!account || (!api && account.namespace !== 'solana')) return
  const { caipAddress } = account
  if (!supportsFeature('balances', account.namespace)) return showUnsupported(core, caipAddress)
  const cached = await core.records.read(portfolioCacheRecord, `:${caipAddress}`)
  const now = core.deps.clock.now()
  if (isOffline(core)) return showUnavailable(core, caipAddress, cached)
  const failed = core.wallet.portfolioFailed
  if (!force && failed?.caipAddress === caipAddress && now - failed.at < BALANCE_RETRY_GUARD_MS)
    return showUnavailable(core, caipAddress, cached)
  if (!force && cached && now - cached.fetchedAt < maxAgeMs)
    return show(core, caipAddress, {
      status: 'ok',
      ...toPortfolio(cached.tokens),
      fetchedAt: cached.fetchedAt,
      stale: false,
    })
  return dedupe(core.wallet.inflight, `portfolio:${caipAddress}`, async () => {
    try {
      const tokens = await readTokens(core, account, api, cached?.tokens ?? [])
      if (tokens === 'unsupported') return showUnsupported(core, caipAddress)
      const entry = { caipAddress, tokens, fetchedAt: core.deps.clock.now() }
      await core.records.cache(portfolioCacheRecord, entry, `:${caipAddress}`)
      core.wallet.portfolioFailed = undefined
      core.wallet.announced.delete(caipAddress)
      show(core, caipAddress, {
        status: 'ok',
        ...toPortfolio(tokens),
        fetchedAt: entry.fetchedAt,
        stale: false,
      })
    } catch {
      // Nothing good is lost: the cache keeps the last valid reply, which stays on screen as last-known.
      core.wallet.portfolioFailed = { caipAddress, at: core.deps.clock.now() }
      showUnavailable(core, caipAddress, cached)
    }
  })
}

/** Where the amounts come from is the only thing that differs per namespace. */
async function readTokens(
  core: Core,
  { namespace, connection }: ActiveAccount,
  api: BlockchainApi | undefined,
  lastKnown: readonly TokenBalance[],
): Promise<TokenBalance[] | 'unsupported'> {
  if (namespace === 'solana') {
    // Its own chunk, next to web3.js: only a core with a Solana account loads it.
    const { readSolanaPortfolio } = await import('../solana/readSolanaPortfolio.ts')
    const native = getNetwork(connection.caipNetworkId)?.nativeCurrency ?? SOL
    return readSolanaPortfolio(core, connection, { api, native, lastKnown })
  }
  if (!api || !(await api.isNetworkSupported(connection.caipNetworkId))) return 'unsupported'
  return api.getBalances({ address: connection.address, caipNetworkId: connection.caipNetworkId })
}

function showUnavailable(core: Core, caipAddress: CaipAddress, cached: Cached | undefined): void {
  show(core, caipAddress, {
    status: 'unavailable',
    ...toPortfolio(cached?.tokens ?? []),
    fetchedAt: cached?.fetchedAt ?? null,
    stale: true,
  })
  announce(core, caipAddress)
}

function showUnsupported(core: Core, caipAddress: CaipAddress): void {
  show(core, caipAddress, { status: 'unsupported', tokens: [], totalUsd: 0, fetchedAt: null, stale: false })
  announce(core, caipAddress)
}

// One 'Token Balance Unavailable' per account and outage (spec part 8), however often the poll tries again.
function announce(core: Core, caipAddress: CaipAddress): void {
  if (core.wallet.announced.has(caipAddress)) return
  core.wallet.announced.add(caipAddress)
  notify(core, 'error', 'Token Balance Unavailable')
}

function show(core: Core, caipAddress: CaipAddress, view: Omit<PortfolioView, 'caipAddress'>): void {
  if (!isActiveAccount(core, caipAddress)) return
  const next: PortfolioView = { caipAddress, ...view }
  const current = core.store.getState().portfolio
  if (current && JSON.stringify(current) === JSON.stringify(next)) return
  updateState(core, { portfolio: next })
}
