import type { HttpRequestError, InvalidApiReplyError, NotConnectedError } from '../../src/errors.ts'
import { isNativeSwapToken, type SwapToken } from '../../src/swap.ts'
import { SwapNetworkUnsupportedError } from '../../src/swapErrors.ts'
import type { Core } from '../core.ts'
import { getSwapContext, type SwapContext } from '../swap/swapContext.ts'

/** Nothing: the tokens are those of the active account's network. */
export type FetchSwapTokensParameters = Record<string, never>

/** The network's swap tokens (`/v1/convert/tokens`), the native coin first, each with the account's balance and price. */
export type FetchSwapTokensReturnType = SwapToken[]

/**
 * No account (NotConnectedError), 'Network not supported for Swaps' (another namespace, no data service, or
 * no tokens for the network), the data service failing or answering out of shape.
 */
export type FetchSwapTokensErrorType =
  | NotConnectedError
  | SwapNetworkUnsupportedError
  | HttpRequestError
  | InvalidApiReplyError

/**
 * Lists the tokens the person can swap between on the active network, with their balances (the core's Tokens
 * tab data, read again from the service) and USD prices, so the pickers can show and search them.
 */
export async function fetchSwapTokens(
  core: Core,
  _params: FetchSwapTokensParameters = {},
): Promise<FetchSwapTokensReturnType> {
  return listSwapTokens(await getSwapContext(core))
}

/** The swap tokens of `ctx`'s network with balances and prices (shared with fetchSwapQuote). */
export async function listSwapTokens(ctx: SwapContext): Promise<SwapToken[]> {
  const listed = await ctx.convert.getTokens({ caipNetworkId: ctx.caipNetworkId })
  // Spec part 8: an unsupported network gets empty tokens.
  const tokens = listed.filter((token) => token.address.startsWith(`${ctx.caipNetworkId}:`))
  if (tokens.length === 0) throw new SwapNetworkUnsupportedError({ caipNetworkId: ctx.caipNetworkId })
  const [balances, prices] = await Promise.all([
    ctx.api.getBalances({ address: ctx.account.address, caipNetworkId: ctx.caipNetworkId }).catch(() => []),
    ctx.api.getFungiblePrices({ addresses: tokens.map((token) => token.address) }).catch(() => []),
  ])
  const priceOf = new Map(prices.map((price) => [price.symbol, price.price]))
  const rows: SwapToken[] = tokens.map((token) => {
    const native = isNativeSwapToken(token.address)
    const held = balances.find((balance) =>
      native ? balance.address === undefined : balance.address?.toLowerCase() === token.address.toLowerCase(),
    )
    return {
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri || held?.iconUrl || undefined,
      native,
      balance: held?.quantity.numeric ?? '0',
      price: priceOf.get(token.symbol) ?? held?.price ?? 0,
    }
  })
  return rows.sort((a, b) => Number(b.native) - Number(a.native))
}
