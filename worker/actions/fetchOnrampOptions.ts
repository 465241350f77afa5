import type { NotConnectedError } from '../../src/errors.ts'
import {
  DEFAULT_PAYMENT_CURRENCY,
  ONRAMP_PROVIDERS,
  type OnrampProvider,
  onrampNetworkOf,
  type PaymentCurrency,
  type PurchaseCurrency,
} from '../../src/onramp.ts'
import type { OnrampUnavailableError } from '../../src/onrampErrors.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import type { Core } from '../core.ts'
import { getOnrampContext } from '../onramp/onrampContext.ts'
import { readOnrampOptions } from '../onramp/onrampOrder.ts'

/** Nothing: the options are those of the active account's network. */
export type FetchOnrampOptionsParameters = Record<string, never>

/** What the Buy view offers on the account's network, with its defaults. */
export type FetchOnrampOptionsReturnType = {
  caipNetworkId: CaipNetworkId
  /** The currencies sold on this network (empty: nothing can be bought here). */
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  providers: readonly OnrampProvider[]
  /** USDC where it is sold here, else the first currency (spec part 3). */
  defaultPurchaseCurrency: string | undefined
  /** USD where it is offered, else the first currency. */
  defaultPaymentCurrency: string | undefined
  /** True when the service failed and these are the built-in sample data (spec part 8). */
  sample: boolean
}

/** No account, or the on-ramp is off or has no service. A failing service is not an error: sample data. */
export type FetchOnrampOptionsErrorType = NotConnectedError | OnrampUnavailableError

/**
 * Reads the on-ramp options (`/v1/onramp/options`), or the built-in sample data when that fails, and keeps
 * what the account's network can use: the currencies sold there, the payment currencies and their limits.
 */
export async function fetchOnrampOptions(
  core: Core,
  _params: FetchOnrampOptionsParameters = {},
): Promise<FetchOnrampOptionsReturnType> {
  const ctx = getOnrampContext(core)
  const { value, sample } = await readOnrampOptions(ctx, core.deps.clock)
  const caipNetworkId = ctx.account.connection.caipNetworkId
  const purchaseCurrencies = value.purchaseCurrencies.filter((c) => onrampNetworkOf(c, caipNetworkId))
  const paymentCurrencies = value.paymentCurrencies.filter((c) => c.payment_method_limits.length > 0)
  return {
    caipNetworkId,
    purchaseCurrencies,
    paymentCurrencies,
    providers: ONRAMP_PROVIDERS,
    defaultPurchaseCurrency: (purchaseCurrencies.find((c) => c.symbol === 'USDC') ?? purchaseCurrencies[0])
      ?.id,
    defaultPaymentCurrency: (
      paymentCurrencies.find((c) => c.id === DEFAULT_PAYMENT_CURRENCY) ?? paymentCurrencies[0]
    )?.id,
    sample,
  }
}
