import type { Address, Hex } from 'viem'
import { DEV_TOKENS } from '../contracts/devTokens.ts'

// What the devnet's on-ramp provider sells and charges: the data API's /v1/onramp/* answer from here.

const usdc = DEV_TOKENS.find((t) => t.symbol === 'USDC')
if (!usdc) throw new Error('The devnet has no USDC token')

/** The devnet's USD coin, which the provider delivers. */
export const ONRAMP_TOKEN = usdc

/** The networks the provider delivers on: the devnet chains, named as the options name them. */
export const ONRAMP_NETWORKS = [
  { name: 'walletdock-devnet-a', display_name: 'Walletdock Devnet A', chain_id: '31337' },
  { name: 'walletdock-devnet-b', display_name: 'Walletdock Devnet B', chain_id: '31338' },
] as const

/** The fiat currencies the provider takes, with their USD rate (GBP is not in the product's sample data). */
export const ONRAMP_FIAT: Readonly<Record<string, number>> = Object.freeze({ USD: 1, EUR: 1.08, GBP: 1.27 })

/** The provider's fee, percent of the payment, and its flat network fee in the payment currency. */
export const ONRAMP_FEE_PERCENT = 1
export const ONRAMP_NETWORK_FEE = 0.5

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** GET /v1/onramp/options as the provider answers it. */
export function onrampOptions() {
  return {
    purchaseCurrencies: [
      {
        id: 'devnet-usdc',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: ONRAMP_NETWORKS.map((n) => ({ ...n, contract_address: ONRAMP_TOKEN.address })),
      },
    ],
    paymentCurrencies: Object.keys(ONRAMP_FIAT).map((id) => ({ id, payment_method_limits: limits })),
  }
}

/** Thrown for an order the provider refuses; the data API answers with its status and message. */
export class OnrampOrderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The price of paying `amount` of `currency` for USDC: fees, subtotal, total and the USDC bought. */
export function priceOrder(amount: string, currency: string) {
  const rate = ONRAMP_FIAT[currency]
  if (rate === undefined) throw new OnrampOrderError(400, `Unsupported payment currency ${currency}`)
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount)) throw new OnrampOrderError(400, 'Invalid amount')
  const total = Number(amount)
  const max = Math.max(...limits.map((l) => Number(l.max)))
  if (total < Number(limits[0]?.min ?? 0) || total > max)
    throw new OnrampOrderError(400, `The amount must be between ${limits[0]?.min} and ${max.toFixed(2)}`)
  const fee = round2((total * ONRAMP_FEE_PERCENT) / 100)
  const subtotal = round2(total - fee - ONRAMP_NETWORK_FEE)
  // USDC is worth one dollar: the subtotal at the currency's rate, to USDC's 6 decimals.
  const usdcAmount = (Math.floor(subtotal * rate * 1e6) / 1e6).toFixed(6).replace(/\.?0+$/, '')
  return { currency, total, fee, networkFee: ONRAMP_NETWORK_FEE, subtotal, usdcAmount }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** POST /v1/onramp/quote's reply for an order. */
export function onrampQuote(amount: string, currency: string, quoteId: string) {
  const order = priceOrder(amount, currency)
  const money = (value: number) => ({ amount: value.toFixed(2), currency })
  return {
    coinbaseFee: money(order.fee),
    networkFee: money(order.networkFee),
    paymentSubtotal: money(order.subtotal),
    paymentTotal: money(order.total),
    purchaseAmount: { amount: order.usdcAmount, currency: 'USDC' },
    quoteId,
  }
}

/** One checkout: what is bought, for whom, and how far it got. */
export type OnrampSession = {
  id: string
  provider: 'coinbase' | 'meld'
  address: Address
  chainId: number
  fiatAmount: string
  fiatCurrency: string
  usdcAmount: string
  status: 'open' | 'declined' | 'processing' | 'delivered' | 'failed'
  message?: string | undefined
  txHash?: Hex | undefined
}
