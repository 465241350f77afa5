import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEV_ADDRESSES } from '../../devnet/wallet/devAccounts.ts'
import { MELD_PUBLIC_KEY } from '../../src/onramp.ts'
import { settle } from '../testing/harness.ts'
import { connectedOnrampCore, type OnrampWorld, startOnrampWorld } from '../testing/onramp.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { openOnrampProvider } from './openOnrampProvider.ts'
import { ONRAMP_WATCH_INTERVAL_MS } from './watchOnrampPurchase.ts'

let world: OnrampWorld
const order = { purchaseCurrency: 'devnet-usdc', paymentCurrency: 'USD', paymentMethod: 'card', amount: '25' }
const address = DEV_ADDRESSES[1] ?? ''

beforeAll(async () => {
  world = await startOnrampWorld({ settleMs: 20 })
})

afterAll(async () => {
  await world.stop()
})

test('default: meld’s page gets the public key, USDC, the wallet address and the project id (spec part 4)', async () => {
  const t = await connectedOnrampCore(world, {
    account: 1,
    extra: { serviceUrls: { blockchainApi: world.api.url, meld: `${world.site.url}/meld` } },
  })
  const { url } = await openOnrampProvider(t.core, { ...order, provider: 'meld' })
  const params = new URL(url).searchParams
  expect(url.startsWith(`${world.site.url}/meld?`)).toBe(true)
  expect(params.get('publicKey')).toBe(MELD_PUBLIC_KEY)
  expect(params.get('destinationCurrencyCode')).toBe('USDC')
  expect(params.get('walletAddress')).toBe(address)
  expect(params.get('externalCustomerId')).toBe('test')
  expect(params.get('sourceAmount')).toBe('25')
  t.core.wallet.onramp?.stopWatch?.()
})

test('behavior: a purchase paid on the provider’s page raises the account’s USDC in the core’s state, then the watch ends', async () => {
  const t = await connectedOnrampCore(world, { account: 1 })
  await fetchTokenBalances(t.core, { force: true })
  const usdc = () =>
    Number(
      t.core.store.getState().portfolio?.tokens.find((token) => token.symbol === 'USDC')?.quantity.numeric ??
        0,
    )
  const before = usdc()
  const { url } = await openOnrampProvider(t.core, { ...order, provider: 'coinbase' })
  expect(url.startsWith(`${world.site.url}/checkout/`)).toBe(true)
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4242424242424242', expiry: '12/34', cvc: '123' }),
  })
  expect(await paid.text()).toContain('Payment accepted')
  // The provider settles on real time; the core's watch ticks on its clock.
  for (let i = 0; i < 100 && usdc() === before; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    t.clock.advance(ONRAMP_WATCH_INTERVAL_MS)
    await settle()
  }
  expect(usdc() - before).toBeCloseTo(24.25, 6)
  expect(t.core.store.getState().notice?.message).toEqual({ key: 'purchaseArrived' })
  expect(t.core.wallet.onramp?.stopWatch).toBeUndefined()
})

test('bad input: an amount over the card limit makes no page', async () => {
  const t = await connectedOnrampCore(world)
  await expect(
    openOnrampProvider(t.core, { ...order, amount: '8000', provider: 'coinbase' }),
  ).rejects.toMatchObject({
    name: 'OnrampAmountOutOfRangeError',
  })
  expect(t.core.wallet.onramp?.stopWatch).toBeUndefined()
})
