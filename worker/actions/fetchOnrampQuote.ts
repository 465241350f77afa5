import type { NotConnectedError } from '../../src/errors.ts'
import { type CoreText, coreTextOf } from '../../src/messages/coreText.ts'
import type { OnrampQuote } from '../../src/onramp.ts'
import type {
  OnrampAmountOutOfRangeError,
  OnrampNetworkUnsupportedError,
  OnrampPaymentUnsupportedError,
  OnrampUnavailableError,
} from '../../src/onrampErrors.ts'
import type { Core } from '../core.ts'
import { getOnrampContext } from '../onramp/onrampContext.ts'
import { checkOnrampOrder, type OnrampOrder } from '../onramp/onrampOrder.ts'

/** The order to quote: purchase and payment currency (ids), payment method and the amount to pay. */
export type FetchOnrampQuoteParameters = OnrampOrder

/** The quote (fees, total, what the person receives), or null with the service's message (spec part 8). */
export type FetchOnrampQuoteReturnType = { quote: OnrampQuote } | { quote: null; error: CoreText }

/** An order the options refuse (network, payment method, an amount outside its limits), no account, no on-ramp. */
export type FetchOnrampQuoteErrorType =
  | NotConnectedError
  | OnrampUnavailableError
  | OnrampNetworkUnsupportedError
  | OnrampPaymentUnsupportedError
  | OnrampAmountOutOfRangeError

/**
 * Quotes an order (`/v1/onramp/quote`) once it is within the payment method's limits (spec part 9). A failing
 * quote is no error: the view shows its message and no total.
 */
export async function fetchOnrampQuote(
  core: Core,
  order: FetchOnrampQuoteParameters,
): Promise<FetchOnrampQuoteReturnType> {
  const ctx = getOnrampContext(core)
  const { currency } = await checkOnrampOrder(ctx, core.deps.clock, order)
  try {
    const quote = await ctx.onramp.getQuote({
      purchaseCurrency: currency.id,
      paymentCurrency: order.paymentCurrency,
      amount: order.amount,
      // Spec part 7: the quote's network is the purchase currency's symbol.
      network: currency.symbol,
    })
    return { quote }
  } catch (error) {
    return { quote: null, error: coreTextOf(error) }
  }
}
