import { RECENT_WALLETS_MAX } from './constants.ts'
import type { RecentWallet } from './types.ts'

/** Puts `wallet` first in the recent list, without duplicates, capped at RECENT_WALLETS_MAX. */
export function pushRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((w) => w.connectorId !== wallet.connectorId)].slice(0, RECENT_WALLETS_MAX)
}
