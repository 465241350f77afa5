import type { WalletPage, WalletQuery } from '../../src/walletDirectory.ts'
import type { Core } from '../core.ts'
import { createWalletDirectory, type WalletDirectory } from '../services/walletDirectory.ts'

/** The directory client of a core (cheap to make: it holds no state of its own; caches live in records). */
export function walletDirectoryOf(core: Core): WalletDirectory {
  return createWalletDirectory({
    config: core.config,
    fetch: core.deps.fetch,
    clock: core.deps.clock,
    records: core.records,
    clientId: () => core.walletConnect?.clientId,
  })
}

/** A page of AllWallets (or a search) to read. */
export type FetchWalletsParameters = WalletQuery
/** The wallets and where they came from: the directory, its last good copy, or none (with the problem). */
export type FetchWalletsReturnType = WalletPage
/** Nothing: a failed or invalid directory reply comes back as the cached page, or none, with its problem. */
export type FetchWalletsErrorType = never

/** A page of AllWallets: 40 wallets, or 100 search results (spec part 9), from the directory or its cache. */
export async function fetchWallets(
  core: Core,
  query: FetchWalletsParameters,
): Promise<FetchWalletsReturnType> {
  await core.ready
  return walletDirectoryOf(core).getWallets(query)
}
