import type { TokenBalance } from '../../src/blockchainApiSchemas.ts'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GUARD_MS } from '../../src/constants.ts'
import { traitsOf } from '../../src/namespaces.ts'
import { supportsFeature } from '../../src/networks.ts'
import type { CaipAddress } from '../../src/types.ts'
import { type PortfolioView, toPortfolio } from '../../src/walletData.ts'
import { portfolioCacheRecord } from '../../src/walletRecords.ts'
import { type ActiveAccount, getActiveAccount, isActiveAccount } from '../activeAccount.ts'
import { getBlockchainApi } from '../blockchainApiClient.ts'
import { cachedRead, isFirstReport } from '../cachedRead.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import { type Core, notify, updateState } from '../core.ts'
import { networkOf } from '../networks/networkOf.ts'
import type { BlockchainApi } from '../services/blockchainApi.ts'
import { isHiddenFor } from './fetchBalance.ts'

export type FetchTokenBalancesParameters = {
  force: boolean
  /** A cached copy younger than this is used as is (default: the spec's 30 s). */
  maxAgeMs?: number | undefined
}

export type FetchTokenBalancesReturnType = undefined

/** Never thrown: a failed read shows in the portfolio's status and a notice. */
export type FetchTokenBalancesErrorType = never

type Cached = { tokens: PortfolioView['tokens']; fetchedAt: number }

/**
 * Reads the active account's token balances through the cached read: from the 30 s cache when fresh, else from
 * the namespace's chain adapter: the data service (EVM), or the RPC with the service's names and prices (Solana). A failure keeps the
 * last-known copy on screen (marked stale, with its age), says 'Token Balance Unavailable' once, and is not
 * retried for 30 s (spec part 4). Networks the service does not cover are skipped on EVM. Where the spec hides the
 * account's balances (an unsupported chain, a testnet) nothing is read and nothing is said: the Account view shows
 * '0.00' there, and a 'Token Balance Unavailable' would contradict it.
 */
export async function fetchTokenBalances(
  core: Core,
  { force, maxAgeMs = BALANCE_CACHE_MS }: FetchTokenBalancesParameters,
): Promise<FetchTokenBalancesReturnType> {
  await core.ready
  const account = getActiveAccount(core.store.getState())
  const api = getBlockchainApi(core)
  // Holdings read from the chain (Solana) show without a data service; the others need one.
  if (!account || (!api && !traitsOf(account.namespace).tokensFromChain)) return
  const { caipAddress } = account
  if (!supportsFeature('balances', account.namespace)) return showUnsupported(core, caipAddress)
  if (isHiddenFor(core, account)) return showHidden(core, caipAddress)
  const outcome = await cachedRead(core, {
    key: portfolioKey(caipAddress),
    record: portfolioCacheRecord,
    suffix: `:${caipAddress}`,
    maxAgeMs,
    retryGuardMs: BALANCE_RETRY_GUARD_MS,
    force,
    read: async (stored) => {
      const tokens = await readTokens(core, account, api, stored?.tokens ?? [])
      return tokens === 'unsupported' ? null : { caipAddress, tokens }
    },
    stillActive: () => isActiveAccount(core, caipAddress),
  })
  if (outcome.kind === 'superseded') return
  if (outcome.kind === 'absent') return showUnsupported(core, caipAddress)
  if (outcome.kind === 'lastKnown') return showUnavailable(core, caipAddress, outcome.value)
  const { tokens, fetchedAt } = outcome.value
  show(core, caipAddress, { status: 'ok', ...toPortfolio(tokens), fetchedAt, stale: false })
}

/** Where the amounts come from is the only thing that differs per namespace: its chain adapter says. */
async function readTokens(
  core: Core,
  { namespace, connection }: ActiveAccount,
  api: BlockchainApi | undefined,
  lastKnown: readonly TokenBalance[],
): Promise<TokenBalance[] | 'unsupported'> {
  const { address, caipNetworkId } = connection
  const native = networkOf(core, caipNetworkId)?.nativeCurrency
  return (await adapterFor(namespace)).readTokenBalances(
    core,
    { address, caipNetworkId },
    { api, native, lastKnown },
  )
}

const portfolioKey = (caipAddress: CaipAddress) => `portfolio:${caipAddress}`

function showUnavailable(core: Core, caipAddress: CaipAddress, cached: Cached | undefined): undefined {
  show(core, caipAddress, {
    status: 'unavailable',
    ...toPortfolio(cached?.tokens ?? []),
    fetchedAt: cached?.fetchedAt ?? null,
    stale: true,
  })
  announce(core, caipAddress)
}

function showUnsupported(core: Core, caipAddress: CaipAddress): undefined {
  show(core, caipAddress, { status: 'unsupported', tokens: [], totalUsd: 0, fetchedAt: null, stale: false })
  announce(core, caipAddress)
}

function showHidden(core: Core, caipAddress: CaipAddress): undefined {
  show(core, caipAddress, { status: 'unsupported', tokens: [], totalUsd: 0, fetchedAt: null, stale: false })
}

// One 'Token Balance Unavailable' per account and outage (spec part 8), however often the poll tries again.
function announce(core: Core, caipAddress: CaipAddress): void {
  if (isFirstReport(core, portfolioKey(caipAddress)))
    notify(core, 'error', { key: 'tokenBalanceUnavailable' })
}

function show(core: Core, caipAddress: CaipAddress, view: Omit<PortfolioView, 'caipAddress'>): undefined {
  if (!isActiveAccount(core, caipAddress)) return
  const next: PortfolioView = { caipAddress, ...view }
  const current = core.store.getState().portfolio
  if (current && JSON.stringify(current) === JSON.stringify(next)) return
  updateState(core, { portfolio: next })
}
