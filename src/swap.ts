import type { CaipNetworkId } from './types.ts'

/** A token offered for a swap on the active network, with the account's balance of it. */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10 (`eip155:1:0x…`); the native coin is SWAP_NATIVE_ADDRESS on its network. */
  address: string
  decimals: number
  logoUri?: string | undefined
  native: boolean
  /** The account's balance in whole units ('12.5'), '0' when it holds none. */
  balance: string
  /** USD per whole token, 0 when unknown. */
  price: number
}

/** A quote the core made and remembers by `id`: only a quote that is still fresh can be executed. */
export type SwapQuote = {
  id: string
  caipNetworkId: CaipNetworkId
  /** The account the quote is for. */
  address: string
  from: SwapToken
  to: SwapToken
  /** Whole units, as the router counts them. */
  fromAmount: string
  toAmount: string
  /** What the swap pays out at least (toAmount less the slippage tolerance); less and it reverts. */
  minimumReceived: string
  slippagePercent: number
  /** `to` per one `from`. */
  rate: number
  /** How much less the output is worth than the input at market prices, in percent; null when a price is unknown. */
  priceImpact: number | null
  /** The symbol of the network's native coin, which pays the fee. */
  nativeSymbol: string
  /** The estimated network fee in the native coin (whole units) and USD; null when the gas price is unknown. */
  networkFee: { amount: string; usd: number | null } | null
  /** Whether an approval (for exactly fromAmount) goes before the swap. */
  needsApproval: boolean
  fetchedAt: number
  /** After this (core clock, ms) the quote is stale and is not executed. */
  expiresAt: number
}

/** The address the convert API uses for a network's native coin (spec part 9 leaves it unsaid; production's). */
export const SWAP_NATIVE_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** A quote is executed only within this time of being fetched; the view fetches a new one before then. */
export const SWAP_QUOTE_TTL_MS = 30_000
/** How often the Swap view asks for a new quote while it is open. */
export const SWAP_QUOTE_REFRESH_MS = 10_000

/** Gas the fee estimate counts for a router swap and for an ERC-20 approval (the wallet estimates the real one). */
export const SWAP_GAS_ESTIMATE = 200_000n
export const APPROVE_GAS_ESTIMATE = 50_000n

/** The least a swap of `toAmount` may pay out at `slippagePercent` (rounded down, as the router compares). */
export function minimumReceived(toAmount: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

/** The loss of value from input to output at market prices, in percent (0 when the output is worth more). */
export function priceImpact(fromUsd: number, toUsd: number): number | null {
  if (!(fromUsd > 0) || !Number.isFinite(toUsd)) return null
  return Math.max(0, ((fromUsd - toUsd) / fromUsd) * 100)
}

/** Whether a CAIP-10 token address is its network's native coin. */
export function isNativeSwapToken(address: string): boolean {
  return address.split(':')[2]?.toLowerCase() === SWAP_NATIVE_ADDRESS.toLowerCase()
}
