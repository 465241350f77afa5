import { displayString } from './displayTextSchema.ts'
import { traitsOf } from './namespaces.ts'
import { ONRAMP_PROVIDER_NAMES, type OnrampProviderName } from './onrampProviderNames.ts'
import type { CaipNetworkId } from './types.ts'
import { z } from './zod.ts'

export { ONRAMP_PROVIDER_NAMES, type OnrampProviderName }

// The on-ramp's wire formats (spec part 7: /v1/onramp/options, /v1/onramp/quote, /v1/generators/onrampurl),
// its built-in data (part 8 sample data, part 4 default purchase currency, part 9 providers and limits) and the
// pure rules the core applies to them.

// A fiat or crypto amount as the services write it ('10.00'): digits with an optional fraction.
const decimalString = z.string().check(z.regex(/^\d{1,15}(\.\d{1,18})?$/, 'Expected a decimal amount'))

/** A network a purchase currency can be delivered on; `chain_id` is the EVM chain id, written as a string. */
export const onrampNetworkSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  display_name: displayString('name'),
  chain_id: z.pipe(
    z.union([z.string().check(z.regex(/^\d{1,10}$/, 'Expected a chain id')), z.int().check(z.nonnegative())]),
    z.transform((id) => String(id)),
  ),
  contract_address: z.string().check(z.maxLength(200)),
})

/** A crypto currency the on-ramp sells (spec part 3 'On-ramp'). */
export const purchaseCurrencySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: displayString('name'),
  symbol: displayString('symbol'),
  networks: z.array(onrampNetworkSchema).check(z.maxLength(100)),
})

/** A payment method's limits in its currency, e.g. card 10.00 to 7500.00. */
export const paymentMethodLimitSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  min: decimalString,
  max: decimalString,
})

/** A fiat currency a person pays in, with its payment methods' limits. */
export const paymentCurrencySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(20)),
  payment_method_limits: z.array(paymentMethodLimitSchema).check(z.maxLength(50)),
})

/** GET /v1/onramp/options. */
export const onrampOptionsReplySchema = z.object({
  purchaseCurrencies: z.array(purchaseCurrencySchema).check(z.maxLength(500)),
  paymentCurrencies: z.array(paymentCurrencySchema).check(z.maxLength(500)),
})

const moneySchema = z.object({ amount: decimalString, currency: z.string().check(z.maxLength(20)) })

/** POST /v1/onramp/quote (spec part 3 'Quote'). */
export const onrampQuoteSchema = z.object({
  coinbaseFee: moneySchema,
  networkFee: moneySchema,
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  quoteId: z.string().check(z.maxLength(200)),
})

/** POST /v1/generators/onrampurl: the provider page to open; only http(s), since a tab navigates to it. */
export const onrampUrlReplySchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' }),
})

export type OnrampNetwork = z.output<typeof onrampNetworkSchema>
export type PurchaseCurrency = z.output<typeof purchaseCurrencySchema>
export type PaymentCurrency = z.output<typeof paymentCurrencySchema>
export type PaymentMethodLimit = z.output<typeof paymentMethodLimitSchema>
export type OnrampOptions = z.output<typeof onrampOptionsReplySchema>
export type OnrampQuote = z.output<typeof onrampQuoteSchema>
export type OnrampMoney = z.output<typeof moneySchema>

/** The payment methods the Buy view offers, by the services' ids. */
export const PAYMENT_METHODS = ['card', 'ach_bank_account'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** The default payment currency (spec part 3). */
export const DEFAULT_PAYMENT_CURRENCY = 'USD'

// USDC's contracts; the devnet chains (in src/networks.ts too) have the devnet's USD coin at the same address.
const DEVNET_USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

/**
 * The default purchase currency: USD Coin on ethereum-mainnet (1) and polygon-mainnet (137), spec part 3, and on
 * the two devnet chains of the network table (31337, 31338), so the built-in data also works on the devnet.
 */
export const DEFAULT_PURCHASE_CURRENCY: PurchaseCurrency = Object.freeze({
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
    },
    {
      name: 'walletdock-devnet-a',
      display_name: 'Walletdock Devnet A',
      chain_id: '31337',
      contract_address: DEVNET_USDC,
    },
    {
      name: 'walletdock-devnet-b',
      display_name: 'Walletdock Devnet B',
      chain_id: '31338',
      contract_address: DEVNET_USDC,
    },
  ],
})

const limits = (): PaymentMethodLimit[] => [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** What the Buy view shows when the options cannot be read (spec part 8): USD and EUR, card and bank limits. */
export const SAMPLE_ONRAMP_OPTIONS: OnrampOptions = Object.freeze({
  purchaseCurrencies: [DEFAULT_PURCHASE_CURRENCY],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits() },
    { id: 'EUR', payment_method_limits: limits() },
  ],
})

/** An on-ramp provider the Buy view offers (spec part 9: two by default, fees of 1-2 %). */
export type OnrampProvider = {
  name: OnrampProviderName
  label: string
  /** The fee range shown, in percent of the payment. */
  feeRange: { min: number; max: number }
}

export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = Object.freeze([
  { name: 'coinbase', label: 'Coinbase', feeRange: { min: 1, max: 2 } },
  { name: 'meld', label: 'Meld', feeRange: { min: 1, max: 2 } },
])

/** Meld's checkout page (serviceUrls.meld points elsewhere, e.g. the devnet's provider site). */
export const MELD_URL = 'https://meldcrypto.com'
/** The public key that names this product to meld (a partner's own key replaces it in production). */
export const MELD_PUBLIC_KEY = 'walletdock-public'

/**
 * The provider names a list from outside names: an array of strings, else none (spec part 5); names this build
 * has no provider for are left out.
 */
export function parseOnrampProviderNames(value: unknown): OnrampProviderName[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return []
  return ONRAMP_PROVIDER_NAMES.filter((name) => value.includes(name))
}

/** The network entry of `currency` for an account's network (by its chain id, where the service names them), if it is sold there. */
export function onrampNetworkOf(
  currency: PurchaseCurrency,
  caipNetworkId: CaipNetworkId,
): OnrampNetwork | undefined {
  const [namespace = '', reference] = caipNetworkId.split(':')
  if (!traitsOf(namespace).onramp.chainIds) return undefined
  return currency.networks.find((network) => network.chain_id === reference)
}

/** The limits of `method` in `currency`, if it offers that method. */
export function limitsOf(
  options: Pick<OnrampOptions, 'paymentCurrencies'>,
  currency: string,
  method: string,
): PaymentMethodLimit | undefined {
  return options.paymentCurrencies
    .find((c) => c.id === currency)
    ?.payment_method_limits.find((limit) => limit.id === method)
}

/** Whether `amount` (a decimal string) is a number within `limit`, both ends included. */
export function isWithinLimit(amount: string, limit: PaymentMethodLimit): boolean {
  if (!/^\d{1,15}(\.\d{1,18})?$/.test(amount)) return false
  const value = Number(amount)
  return value >= Number(limit.min) && value <= Number(limit.max)
}

/**
 * The meld provider's page (spec part 4): its URL with the public key, the destination currency code (the
 * namespace's on-ramp currency: SOL on Solana, USDC on EVM), the wallet address and the project id as the external customer id; the amount and
 * network go along so the page opens on this purchase.
 */
export function meldUrl(p: {
  baseUrl?: string | undefined
  namespace: string
  address: string
  projectId: string
  amount?: string | undefined
  paymentCurrency?: string | undefined
  network?: string | undefined
}): string {
  const url = new URL(p.baseUrl ?? MELD_URL)
  url.searchParams.set('publicKey', MELD_PUBLIC_KEY)
  url.searchParams.set('destinationCurrencyCode', traitsOf(p.namespace).onramp.currency)
  url.searchParams.set('walletAddress', p.address)
  url.searchParams.set('externalCustomerId', p.projectId)
  if (p.amount) url.searchParams.set('sourceAmount', p.amount)
  if (p.paymentCurrency) url.searchParams.set('sourceCurrencyCode', p.paymentCurrency)
  if (p.network) url.searchParams.set('network', p.network)
  return url.toString()
}
