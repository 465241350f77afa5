import { describe, expect, test } from 'vitest'
import {
  DEFAULT_PURCHASE_CURRENCY,
  isWithinLimit,
  limitsOf,
  MELD_PUBLIC_KEY,
  meldUrl,
  onrampNetworkOf,
  onrampOptionsReplySchema,
  onrampQuoteSchema,
  onrampUrlReplySchema,
  parseOnrampProviderNames,
  SAMPLE_ONRAMP_OPTIONS,
} from './onramp.ts'

describe('on-ramp rules', () => {
  test('default: USDC on ethereum-mainnet and polygon-mainnet is the default purchase currency (spec part 3)', () => {
    expect(DEFAULT_PURCHASE_CURRENCY.symbol).toBe('USDC')
    expect(onrampNetworkOf(DEFAULT_PURCHASE_CURRENCY, 'eip155:1')?.name).toBe('ethereum-mainnet')
    expect(onrampNetworkOf(DEFAULT_PURCHASE_CURRENCY, 'eip155:137')?.name).toBe('polygon-mainnet')
    expect(onrampNetworkOf(DEFAULT_PURCHASE_CURRENCY, 'eip155:10')).toBeUndefined()
    expect(
      onrampNetworkOf(DEFAULT_PURCHASE_CURRENCY, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ).toBeUndefined()
  })

  test('default: the sample data has USD and EUR with card 10-7500 and bank 10-25000 (spec parts 8, 9)', () => {
    expect(SAMPLE_ONRAMP_OPTIONS.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(limitsOf(SAMPLE_ONRAMP_OPTIONS, 'EUR', 'card')).toEqual({
      id: 'card',
      min: '10.00',
      max: '7500.00',
    })
    expect(limitsOf(SAMPLE_ONRAMP_OPTIONS, 'USD', 'ach_bank_account')?.max).toBe('25000.00')
    expect(limitsOf(SAMPLE_ONRAMP_OPTIONS, 'GBP', 'card')).toBeUndefined()
    expect(onrampOptionsReplySchema.parse(SAMPLE_ONRAMP_OPTIONS)).toEqual(SAMPLE_ONRAMP_OPTIONS)
  })

  test('behavior: limits include both ends and refuse what is not a plain amount', () => {
    const card = { id: 'card', min: '10.00', max: '7500.00' }
    expect(['10', '10.00', '7500', '123.45'].map((a) => isWithinLimit(a, card))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['9.99', '7500.01', '', '-20', '1e3', 'abc', ' 20'].some((a) => isWithinLimit(a, card))).toBe(
      false,
    )
  })

  test('default: meld’s URL gets the public key, USDC (SOL on Solana), the address and the project id', () => {
    const evm = new URL(meldUrl({ namespace: 'eip155', address: '0xabc', projectId: 'p1' }))
    expect(evm.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(evm.searchParams)).toEqual({
      publicKey: MELD_PUBLIC_KEY,
      destinationCurrencyCode: 'USDC',
      walletAddress: '0xabc',
      externalCustomerId: 'p1',
    })
    const sol = new URL(
      meldUrl({ baseUrl: 'http://127.0.0.1:1/meld', namespace: 'solana', address: 'So1', projectId: 'p' }),
    )
    expect(sol.pathname).toBe('/meld')
    expect(sol.searchParams.get('destinationCurrencyCode')).toBe('SOL')
  })

  test('bad input: a provider list that is not an array of strings becomes empty (spec part 5)', () => {
    expect(parseOnrampProviderNames(['meld', 'coinbase', 'other'])).toEqual(['coinbase', 'meld'])
    expect(parseOnrampProviderNames('meld')).toEqual([])
    expect(parseOnrampProviderNames(['meld', 3])).toEqual([])
    expect(parseOnrampProviderNames(null)).toEqual([])
  })

  test('bad input: replies out of shape are refused (amounts, chain ids, a provider URL that is not http)', () => {
    const money = { amount: '1.00', currency: 'USD' }
    const quote = {
      coinbaseFee: money,
      networkFee: money,
      paymentSubtotal: money,
      paymentTotal: money,
      purchaseAmount: money,
      quoteId: 'q',
    }
    expect(onrampQuoteSchema.safeParse(quote).success).toBe(true)
    expect(
      onrampQuoteSchema.safeParse({ ...quote, paymentTotal: { amount: '-1', currency: 'USD' } }).success,
    ).toBe(false)
    expect(onrampUrlReplySchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false)
    expect(onrampUrlReplySchema.safeParse({ url: 'https://pay.example/x' }).success).toBe(true)
    const network = { name: 'n', display_name: 'N', chain_id: 137, contract_address: '0x1' }
    const currency = { id: 'c', name: 'C', symbol: 'C', networks: [network] }
    const parsed = onrampOptionsReplySchema.parse({ purchaseCurrencies: [currency], paymentCurrencies: [] })
    expect(parsed.purchaseCurrencies[0]?.networks[0]?.chain_id).toBe('137')
    expect(
      onrampOptionsReplySchema.safeParse({
        purchaseCurrencies: [{ ...currency, networks: [{ ...network, chain_id: 'one' }] }],
        paymentCurrencies: [],
      }).success,
    ).toBe(false)
  })
})
