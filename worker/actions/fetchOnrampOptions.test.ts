import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEFAULT_PURCHASE_CURRENCY, ONRAMP_PROVIDERS } from '../../src/onramp.ts'
import { withClockRunning } from '../testing/dataApi.ts'
import { connectedOnrampCore, type OnrampWorld, startOnrampWorld } from '../testing/onramp.ts'
import { fetchOnrampOptions } from './fetchOnrampOptions.ts'

let world: OnrampWorld

beforeAll(async () => {
  world = await startOnrampWorld()
})

afterAll(async () => {
  await world.stop()
})

test('default: the service’s options for the account’s network, USDC and USD first, two providers at 1-2 %', async () => {
  const t = await connectedOnrampCore(world)
  const options = await fetchOnrampOptions(t.core)
  expect(options).toMatchObject({
    caipNetworkId: 'eip155:31337',
    defaultPurchaseCurrency: 'devnet-usdc',
    defaultPaymentCurrency: 'USD',
    sample: false,
  })
  expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC'])
  expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR', 'GBP'])
  expect(options.providers).toEqual(ONRAMP_PROVIDERS)
  expect(options.providers.map((p) => [p.feeRange.min, p.feeRange.max])).toEqual([
    [1, 2],
    [1, 2],
  ])
})

test('behavior: the options endpoint failing gives the built-in sample data (USD and EUR, card and bank limits)', async () => {
  const t = await connectedOnrampCore(world)
  await world.api.fail('/v1/onramp/options', 503)
  try {
    const options = await withClockRunning(t.clock, fetchOnrampOptions(t.core))
    expect(options.sample).toBe(true)
    expect(options.defaultPurchaseCurrency).toBe(DEFAULT_PURCHASE_CURRENCY.id)
    expect(options.purchaseCurrencies[0]?.networks.map((n) => n.chain_id)).toEqual([
      '1',
      '137',
      '31337',
      '31338',
    ])
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
  } finally {
    await world.api.reset()
  }
})

test('behavior: basic mode has no on-ramp and calls no service for it', async () => {
  const t = await connectedOnrampCore(world, { extra: { basic: true } })
  const onrampCalls = async () => {
    const log = (await (await fetch(`${world.api.url}/_requests`)).json()) as { path: string }[]
    return log.filter((r) => r.path.startsWith('/v1/onramp/')).length
  }
  const before = await onrampCalls()
  await expect(fetchOnrampOptions(t.core)).rejects.toMatchObject({
    name: 'OnrampUnavailableError',
    shortMessage: 'Buying crypto is not available here',
  })
  expect(await onrampCalls()).toBe(before)
})
