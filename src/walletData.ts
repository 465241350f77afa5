import type { TokenBalance, Transaction } from './blockchainApiSchemas.ts'
import type { RequestSummary } from './requestSummary.ts'
import type { CaipAddress, Namespace } from './types.ts'

/** Token balances of one account from the blockchain data service, as every tab shows them. */
export type PortfolioView = {
  caipAddress: CaipAddress
  /**
   * ok: fresh from the service; unavailable: the last fetch failed (tokens are the last-known copy, if any);
   * unsupported: the service does not cover this network (nothing to show, '0.00').
   */
  status: 'ok' | 'unavailable' | 'unsupported'
  /** Without 0-decimal tokens (spec part 5), in the service's order. */
  tokens: TokenBalance[]
  totalUsd: number
  /** When the tokens shown were fetched; null when there are none. */
  fetchedAt: number | null
  /** True when the tokens are a last-known copy that could not be refreshed. */
  stale: boolean
}

/** A profile name and avatar for an address, where the service has one. */
export type IdentityView = { caipAddress: CaipAddress; name: string | null; avatar: string | null }

/** The Activity tab's list for one account on the active chain. */
export type ActivityView = {
  caipAddress: CaipAddress
  /** Only the active chain's, NFT-only spam dropped (spec part 5), newest first. */
  transactions: Transaction[]
  /** The cursor of the next page; null when there is none. */
  next: string | null
  loading: boolean
  /** True once a fetch found nothing (or failed: spec part 4). */
  empty: boolean
  failed: boolean
}

/** An unsafe request waiting in the transaction stack for the person's decision in the tab that made it. */
export type PendingRequestView = {
  id: string
  tabId: string
  namespace: Namespace
  method: string
  summary: RequestSummary
  receivedAt: number
  /**
   * awaiting: waits for the person's decision in ApproveTransaction; sending: with the wallet (approved there,
   * or an ordinary request whose one confirmation is the wallet's own prompt).
   */
  status: 'awaiting' | 'sending'
}

/** Drops 0-decimal tokens and adds up the USD value of the rest. */
export function toPortfolio(balances: readonly TokenBalance[]): { tokens: TokenBalance[]; totalUsd: number } {
  const tokens = balances.filter((token) => Number(token.quantity.decimals) > 0)
  return { tokens, totalUsd: tokens.reduce((sum, token) => sum + token.value, 0) }
}

/** Keeps the transactions of `caipNetworkId` and drops those whose every transfer is spam NFTs. */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: string,
): Transaction[] {
  return transactions.filter((tx) => tx.metadata.chain === caipNetworkId && !isSpamOnly(tx))
}

function isSpamOnly(tx: Transaction): boolean {
  return tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

/** Transactions of one month. */
export type MonthGroup = { month: number; transactions: Transaction[] }
/** Transactions of one year, by month. */
export type YearGroup = { year: number; months: MonthGroup[] }

/**
 * Groups by year, then month (0-11), newest first (spec part 3), in the person's time zone; within a
 * month the newest comes first.
 */
export function groupTransactions(transactions: readonly Transaction[]): YearGroup[] {
  const sorted = [...transactions].sort((a, b) => minedAt(b) - minedAt(a))
  const years: YearGroup[] = []
  for (const tx of sorted) {
    const date = new Date(minedAt(tx))
    const year = date.getFullYear()
    const month = date.getMonth()
    let yearGroup = years.at(-1)
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(tx)
  }
  return years
}

function minedAt(tx: Transaction): number {
  return Date.parse(tx.metadata.minedAt)
}

/** Appends a next page, dropping items already listed (a page boundary can move while new ones arrive). */
export function appendTransactions(
  current: readonly Transaction[],
  page: readonly Transaction[],
): Transaction[] {
  const seen = new Set(current.map((tx) => tx.id))
  return [...current, ...page.filter((tx) => !seen.has(tx.id))]
}
