import type { TokenBalance } from '../../src/blockchainApiSchemas.ts'
import type { CaipAddress } from '../../src/types.ts'
import { isActiveAccount } from '../activeAccount.ts'
import { type Core, notify } from '../core.ts'
import type { OnrampContext } from '../onramp/onrampContext.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'

/** How often the core looks for the bought tokens, and for how long after the provider's page opened. */
export const ONRAMP_WATCH_INTERVAL_MS = 2_000
export const ONRAMP_WATCH_LIMIT_MS = 15 * 60_000

/** The account that buys and the token it buys (CAIP-10 of the contract), with its balance before. */
export type WatchOnrampPurchaseParameters = {
  caipAddress: CaipAddress
  token: string
  before: number
}

/** Nothing: the new balances reach every tab through the snapshot. */
export type WatchOnrampPurchaseReturnType = undefined
/** Never thrown: a failed read waits for the next tick. */
export type WatchOnrampPurchaseErrorType = never

/**
 * Watches for a purchase's delivery: the data service's balance of the bought token, every 2 s for up to 15
 * minutes. When it rises, the balances (and a listed Activity) are read again and every tab says so; the watch
 * ends then, when the account changes, or when another purchase starts.
 */
export function watchOnrampPurchase(
  core: Core,
  ctx: Pick<OnrampContext, 'api' | 'work'>,
  { caipAddress, token, before }: WatchOnrampPurchaseParameters,
): WatchOnrampPurchaseReturnType {
  ctx.work.stopWatch?.()
  const { clock } = core.deps
  const until = clock.now() + ONRAMP_WATCH_LIMIT_MS
  const [namespace, reference, address] = caipAddress.split(':')
  const caipNetworkId = `${namespace}:${reference}` as const
  let timer: unknown
  let stopped = false
  const stop = () => {
    stopped = true
    if (timer !== undefined) clock.clearTimeout(timer)
    if (ctx.work.stopWatch === stop) ctx.work.stopWatch = undefined
  }
  const tick = async () => {
    if (stopped) return
    if (!isActiveAccount(core, caipAddress) || clock.now() > until) return stop()
    const now = await ctx.api.getBalances({ address: address ?? '', caipNetworkId, forceUpdate: token }).then(
      (rows) => heldOf(rows, token),
      () => undefined,
    )
    if (stopped) return
    if (now !== undefined && now > before) {
      stop()
      notify(core, 'success', { key: 'purchaseArrived' })
      await refreshAfterSend(core, { caipNetworkId })
      return
    }
    timer = clock.setTimeout(() => void tick(), ONRAMP_WATCH_INTERVAL_MS)
  }
  ctx.work.stopWatch = stop
  timer = clock.setTimeout(() => void tick(), ONRAMP_WATCH_INTERVAL_MS)
}

/** How much of `token` (CAIP-10) the balances hold, 0 when absent. */
export function heldOf(rows: readonly TokenBalance[], token: string): number {
  const row = rows.find((r) => r.address?.toLowerCase() === token.toLowerCase())
  return row ? Number(row.quantity.numeric) : 0
}
