import type { HttpRequestError, InvalidApiReplyError, NotConnectedError } from '../../src/errors.ts'
import { meldUrl, type OnrampProviderName } from '../../src/onramp.ts'
import type {
  OnrampAmountOutOfRangeError,
  OnrampNetworkUnsupportedError,
  OnrampPaymentUnsupportedError,
  OnrampUnavailableError,
} from '../../src/onrampErrors.ts'
import type { Core } from '../core.ts'
import { getOnrampContext } from '../onramp/onrampContext.ts'
import { checkOnrampOrder, type OnrampOrder } from '../onramp/onrampOrder.ts'
import { heldOf, watchOnrampPurchase } from './watchOnrampPurchase.ts'

/** The order and the provider the person chose. */
export type OpenOnrampProviderParameters = OnrampOrder & { provider: OnrampProviderName }

/** The provider's page for this order, which the tab opens in the window it opened on the click. */
export type OpenOnrampProviderReturnType = { url: string }

/** An order the options refuse, no account, no on-ramp, or the data service failing to make the page. */
export type OpenOnrampProviderErrorType =
  | NotConnectedError
  | OnrampUnavailableError
  | OnrampNetworkUnsupportedError
  | OnrampPaymentUnsupportedError
  | OnrampAmountOutOfRangeError
  | HttpRequestError
  | InvalidApiReplyError

/**
 * Makes the chosen provider's page for an order: meld's URL carries the public key, destination currency,
 * wallet address and project id (spec part 4); the other's comes from `/v1/generators/onrampurl`. Then the core
 * watches for the bought tokens, so every tab's balance rises when they arrive.
 */
export async function openOnrampProvider(
  core: Core,
  { provider, ...order }: OpenOnrampProviderParameters,
): Promise<OpenOnrampProviderReturnType> {
  const ctx = getOnrampContext(core)
  const { currency, network } = await checkOnrampOrder(ctx, core.deps.clock, order)
  const { connection, namespace, caipAddress } = ctx.account
  const { address, caipNetworkId } = connection
  const token = `${caipNetworkId}:${network.contract_address}`
  // The balance before the purchase: what the watch compares with. Unknown (the read failed) counts as none.
  const before = await ctx.api.getBalances({ address, caipNetworkId }).then(
    (rows) => heldOf(rows, token),
    () => 0,
  )
  const url =
    provider === 'meld'
      ? meldUrl({
          baseUrl: core.config.serviceUrls.meld,
          namespace,
          address,
          projectId: core.config.projectId,
          amount: order.amount,
          paymentCurrency: order.paymentCurrency,
          network: network.name,
        })
      : await ctx.onramp.createUrl({
          address,
          network: network.name,
          asset: currency.symbol,
          presetFiatAmount: order.amount,
          fiatCurrency: order.paymentCurrency,
        })
  watchOnrampPurchase(core, ctx, { caipAddress, token, before })
  return { url }
}
