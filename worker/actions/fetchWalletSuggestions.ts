import { directoryWalletSchema, toWalletEntry, type WalletSuggestions } from '../../src/walletDirectory.ts'
import type { Core } from '../core.ts'
import { walletDirectoryOf } from './fetchWallets.ts'

/** Nothing to choose: the host's configuration says which wallets are featured and custom. */
export type FetchWalletSuggestionsParameters = Record<never, never>
/** Featured, recommended and custom wallets, and how many the directory has in all. */
export type FetchWalletSuggestionsReturnType = WalletSuggestions
/** Nothing: when the directory fails, featured and recommended are its last good copies, or empty. */
export type FetchWalletSuggestionsErrorType = never

/**
 * The directory wallets the Connect view lists: the host's featuredWalletIds (in its order), the
 * directory's first page as recommendations (the view drops installed and featured ones and shows 4),
 * and the host's customWallets.
 */
export async function fetchWalletSuggestions(
  core: Core,
  _parameters: FetchWalletSuggestionsParameters = {},
): Promise<FetchWalletSuggestionsReturnType> {
  await core.ready
  const directory = walletDirectoryOf(core)
  const featuredIds = core.config.featuredWalletIds ?? []
  const [featuredPage, firstPage] = await Promise.all([
    featuredIds.length
      ? directory.getWallets({ page: 1, include: featuredIds, entries: featuredIds.length })
      : undefined,
    directory.getWallets({ page: 1 }),
  ])
  const featured = (featuredPage?.wallets ?? []).sort(
    (a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id),
  )
  return {
    featured,
    recommended: firstPage.wallets.filter((w) => !featuredIds.includes(w.id)),
    // The configuration was checked already; this pass also drops links with unsafe schemes.
    custom: (core.config.customWallets ?? []).flatMap((w) => {
      const parsed = directoryWalletSchema.safeParse(w)
      return parsed.success ? [toWalletEntry(parsed.data, true)] : []
    }),
    count: firstPage.count,
  }
}
