import {
  isWithinLimit,
  limitsOf,
  type OnrampNetwork,
  type OnrampOptions,
  onrampNetworkOf,
  type PaymentMethodLimit,
  type PurchaseCurrency,
  SAMPLE_ONRAMP_OPTIONS,
} from '../../src/onramp.ts'
import {
  OnrampAmountOutOfRangeError,
  OnrampNetworkUnsupportedError,
  OnrampPaymentUnsupportedError,
} from '../../src/onrampErrors.ts'
import type { Clock } from '../deps.ts'
import type { OnrampContext } from './onrampContext.ts'

/** What a person picked in the Buy view: currencies by id, the payment method, the amount to pay. */
export type OnrampOrder = {
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: string
  amount: string
}

/** An order checked against the options: what it buys, where it is delivered, the limits it is within. */
export type CheckedOnrampOrder = {
  currency: PurchaseCurrency
  network: OnrampNetwork
  limit: PaymentMethodLimit
}

/**
 * The on-ramp options: the service's, else the built-in sample data (spec part 8), kept for the next order's
 * checks. `sample` says which.
 */
export async function readOnrampOptions(
  ctx: OnrampContext,
  clock: Clock,
): Promise<{ value: OnrampOptions; sample: boolean }> {
  const read = await ctx.onramp.getOptions().then(
    (value) => ({ value, sample: false }),
    () => ({ value: SAMPLE_ONRAMP_OPTIONS, sample: true }),
  )
  ctx.work.options = { ...read, fetchedAt: clock.now() }
  return read
}

/** Checks an order against the options last read (reading them first if none): currency, network, limits. */
export async function checkOnrampOrder(
  ctx: OnrampContext,
  clock: Clock,
  order: OnrampOrder,
): Promise<CheckedOnrampOrder> {
  const options = ctx.work.options ?? (await readOnrampOptions(ctx, clock))
  const caipNetworkId = ctx.account.connection.caipNetworkId
  const currency = options.value.purchaseCurrencies.find((c) => c.id === order.purchaseCurrency)
  const network = currency && onrampNetworkOf(currency, caipNetworkId)
  if (!currency || !network)
    throw new OnrampNetworkUnsupportedError({
      caipNetworkId,
      currency: currency?.symbol ?? order.purchaseCurrency,
    })
  const limit = limitsOf(options.value, order.paymentCurrency, order.paymentMethod)
  if (!limit)
    throw new OnrampPaymentUnsupportedError({ currency: order.paymentCurrency, method: order.paymentMethod })
  if (!isWithinLimit(order.amount, limit))
    throw new OnrampAmountOutOfRangeError({ min: limit.min, max: limit.max, currency: order.paymentCurrency })
  return { currency, network, limit }
}
