import type { WalletdockConfig } from '../../src/config.ts'
import {
  type OnrampOptions,
  type OnrampQuote,
  onrampOptionsReplySchema,
  onrampQuoteSchema,
  onrampUrlReplySchema,
} from '../../src/onramp.ts'
import type { Clock } from '../deps.ts'
import { createHttpClient } from './createHttpClient.ts'

/** The data service's on-ramp calls (spec part 7), every reply validated. */
export type OnrampApi = {
  getOptions(): Promise<OnrampOptions>
  /** A quote for paying `amount` of `paymentCurrency` for `purchaseCurrency` (ids) on `network` (its symbol). */
  getQuote(p: {
    purchaseCurrency: string
    paymentCurrency: string
    amount: string
    network: string
  }): Promise<OnrampQuote>
  /** The provider page for buying `asset` on `network` to `address`, the amounts preset. */
  createUrl(p: {
    address: string
    network: string
    asset: string
    presetCryptoAmount?: string | undefined
    presetFiatAmount?: string | undefined
    /** The currency of presetFiatAmount (the payment currency picked). */
    fiatCurrency?: string | undefined
  }): Promise<string>
}

export type CreateOnrampApiParameters = {
  baseUrl: string
  fetch: typeof fetch
  clock: Clock
  config: Pick<WalletdockConfig, 'projectId' | 'sdkType' | 'sdkVersion'>
}

/** The client of the data service's on-ramp calls at `baseUrl`. */
export function createOnrampApi(p: CreateOnrampApiParameters): OnrampApi {
  const http = createHttpClient({
    baseUrl: p.baseUrl,
    fetch: p.fetch,
    clock: p.clock,
    commonParams: () => ({ st: p.config.sdkType, sv: p.config.sdkVersion, projectId: p.config.projectId }),
  })
  return {
    getOptions: () => http.get('/v1/onramp/options', { schema: onrampOptionsReplySchema }),
    getQuote: ({ purchaseCurrency, paymentCurrency, amount, network }) =>
      http.post('/v1/onramp/quote', {
        body: { purchaseCurrency, paymentCurrency, amount: amount || '0', network },
        schema: onrampQuoteSchema,
      }),
    async createUrl({ address, network, asset, presetCryptoAmount, presetFiatAmount, fiatCurrency }) {
      const body = {
        destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
        defaultNetwork: network,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetCryptoAmount,
        presetFiatAmount,
        fiatCurrency,
      }
      return (await http.post('/v1/generators/onrampurl', { body, schema: onrampUrlReplySchema })).url
    },
  }
}
