import { afterAll, beforeAll, expect, test } from 'vitest'
import { withClockRunning } from '../testing/dataApi.ts'
import { connectedOnrampCore, type OnrampWorld, startOnrampWorld } from '../testing/onramp.ts'
import { fetchOnrampOptions } from './fetchOnrampOptions.ts'
import { fetchOnrampQuote } from './fetchOnrampQuote.ts'

let world: OnrampWorld
const order = { purchaseCurrency: 'devnet-usdc', paymentCurrency: 'USD', paymentMethod: 'card', amount: '50' }

beforeAll(async () => {
  world = await startOnrampWorld()
})

afterAll(async () => {
  await world.stop()
})

test('default: a quote with the provider’s fee, the network fee, the total and the USDC received', async () => {
  const t = await connectedOnrampCore(world)
  const reply = await fetchOnrampQuote(t.core, order)
  expect(reply).toEqual({
    quote: {
      coinbaseFee: { amount: '0.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49', currency: 'USDC' },
      quoteId: expect.any(String),
    },
  })
})

test('bad input: amounts outside the payment method’s limits are refused before any quote (card 10-7500, bank 10-25000)', async () => {
  const t = await connectedOnrampCore(world)
  await fetchOnrampOptions(t.core)
  await expect(fetchOnrampQuote(t.core, { ...order, amount: '9.99' })).rejects.toMatchObject({
    name: 'OnrampAmountOutOfRangeError',
    shortMessage: 'Enter an amount between 10.00 and 7500.00 USD',
  })
  await expect(fetchOnrampQuote(t.core, { ...order, amount: '7500.01' })).rejects.toMatchObject({
    name: 'OnrampAmountOutOfRangeError',
  })
  await expect(fetchOnrampQuote(t.core, { ...order, amount: '1e3' })).rejects.toMatchObject({
    name: 'OnrampAmountOutOfRangeError',
  })
  const bank = await fetchOnrampQuote(t.core, {
    ...order,
    paymentMethod: 'ach_bank_account',
    amount: '20000',
  })
  expect(bank.quote?.paymentTotal).toEqual({ amount: '20000.00', currency: 'USD' })
  await expect(fetchOnrampQuote(t.core, { ...order, paymentMethod: 'cash' })).rejects.toMatchObject({
    name: 'OnrampPaymentUnsupportedError',
  })
  await expect(fetchOnrampQuote(t.core, { ...order, purchaseCurrency: 'nope' })).rejects.toMatchObject({
    name: 'OnrampNetworkUnsupportedError',
  })
})

test('behavior: a failing quote returns null with the service’s message (spec part 8), not an error', async () => {
  const t = await connectedOnrampCore(world)
  await world.api.fail('/v1/onramp/quote', 500)
  try {
    const reply = await withClockRunning(t.clock, fetchOnrampQuote(t.core, order))
    expect(reply).toEqual({
      quote: null,
      error: { text: 'HTTP status code: 500', error: 'HttpRequestError' },
    })
  } finally {
    await world.api.reset()
  }
})
