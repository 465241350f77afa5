import { formatUnits } from 'viem'
import { SWAP_SLIPPAGE_PERCENT } from '../../src/constants.ts'
import {
  HttpRequestError,
  type InvalidApiReplyError,
  type NotConnectedError,
  type SendDetailsRequiredError,
} from '../../src/errors.ts'
import {
  APPROVE_GAS_ESTIMATE,
  minimumReceived,
  priceImpact,
  SWAP_GAS_ESTIMATE,
  SWAP_QUOTE_TTL_MS,
  type SwapQuote,
} from '../../src/swap.ts'
import {
  GasPriceUnsupportedError,
  NoSwapQuoteError,
  type SwapNetworkUnsupportedError,
} from '../../src/swapErrors.ts'
import { parseAmount } from '../chains/parseAmount.ts'
import type { Core } from '../core.ts'
import { getSwapContext } from '../swap/swapContext.ts'
import { listSwapTokens } from './fetchSwapTokens.ts'

/** The tokens to swap from and to (CAIP-10, from fetchSwapTokens) and the amount to spend, in whole units. */
export type FetchSwapQuoteParameters = { from: string; to: string; amount: string }

/** The quote, remembered by its id until it goes stale: executeSwap takes only that id. */
export type FetchSwapQuoteReturnType = SwapQuote

/**
 * No account, 'Network not supported for Swaps', 'Network not supported for Gas Price', a malformed amount
 * (SendDetailsRequiredError), no route or liquidity (NoSwapQuoteError), the data service failing.
 */
export type FetchSwapQuoteErrorType =
  | NotConnectedError
  | SwapNetworkUnsupportedError
  | GasPriceUnsupportedError
  | SendDetailsRequiredError
  | NoSwapQuoteError
  | HttpRequestError
  | InvalidApiReplyError

/**
 * Quotes a swap on the active network (`/v1/convert/quotes`, the router's rate) with what the Swap view shows:
 * the rate, the price impact at market prices, the minimum received at the slippage tolerance, the network fee
 * at the service's gas price, and whether an approval (for exactly this amount) goes first.
 */
export async function fetchSwapQuote(
  core: Core,
  { from, to, amount }: FetchSwapQuoteParameters,
): Promise<FetchSwapQuoteReturnType> {
  const ctx = await getSwapContext(core)
  const tokens = await listSwapTokens(ctx)
  const fromToken = tokens.find((token) => token.address.toLowerCase() === from.toLowerCase())
  const toToken = tokens.find((token) => token.address.toLowerCase() === to.toLowerCase())
  if (!fromToken || !toToken || fromToken === toToken) throw new NoSwapQuoteError()
  const value = parseAmount(amount, fromToken.decimals)
  const gasPrice = await ctx.convert
    .getGasPrice({ caipNetworkId: ctx.caipNetworkId })
    .catch((cause: unknown) => {
      if (cause instanceof HttpRequestError && cause.status < 500)
        throw new GasPriceUnsupportedError({ caipNetworkId: ctx.caipNetworkId, cause })
      throw cause
    })
  const standard = BigInt(gasPrice.standard)
  const [quotes, allowance] = await Promise.all([
    ctx.convert
      .getQuotes({
        amount: value,
        userAddress: ctx.userAddress,
        from: fromToken.address,
        to: toToken.address,
        gasPrice: standard,
      })
      .catch((cause: unknown) => {
        // The service refuses a pair it has no route or liquidity for.
        if (cause instanceof HttpRequestError && cause.status < 500) throw new NoSwapQuoteError({ cause })
        throw cause
      }),
    fromToken.native
      ? undefined
      : ctx.convert.getAllowance({ tokenAddress: fromToken.address, userAddress: ctx.userAddress }),
  ])
  const quote = quotes[0]
  if (!quote || quote.toAmount === '0') throw new NoSwapQuoteError()
  const toAmount = BigInt(quote.toAmount)
  const needsApproval = allowance !== undefined && allowance < value
  const fromWhole = formatUnits(value, fromToken.decimals)
  const toWhole = formatUnits(toAmount, toToken.decimals)
  const native = tokens.find((token) => token.native)
  const fee = standard * (SWAP_GAS_ESTIMATE + (needsApproval ? APPROVE_GAS_ESTIMATE : 0n))
  const feeWhole = formatUnits(fee, native?.decimals ?? 18)
  const now = core.deps.clock.now()
  const result: SwapQuote = {
    id: globalThis.crypto.randomUUID(),
    caipNetworkId: ctx.caipNetworkId,
    address: ctx.account.address,
    from: fromToken,
    to: toToken,
    fromAmount: fromWhole,
    toAmount: toWhole,
    minimumReceived: formatUnits(minimumReceived(toAmount, SWAP_SLIPPAGE_PERCENT), toToken.decimals),
    slippagePercent: SWAP_SLIPPAGE_PERCENT,
    rate: Number(toWhole) / Number(fromWhole),
    priceImpact:
      fromToken.price > 0 && toToken.price > 0
        ? priceImpact(Number(fromWhole) * fromToken.price, Number(toWhole) * toToken.price)
        : null,
    nativeSymbol: native?.symbol ?? '',
    networkFee: { amount: feeWhole, usd: native?.price ? Number(feeWhole) * native.price : null },
    needsApproval,
    fetchedAt: now,
    expiresAt: now + SWAP_QUOTE_TTL_MS,
  }
  core.wallet.swapQuotes ??= new Map()
  for (const [id, kept] of core.wallet.swapQuotes) if (kept.expiresAt < now) core.wallet.swapQuotes.delete(id)
  core.wallet.swapQuotes.set(result.id, result)
  return result
}
