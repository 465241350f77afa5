import { afterAll, beforeAll, expect, test } from 'vitest'
import { getOnrampContext } from '../onramp/onrampContext.ts'
import { DEV_TOKENS } from '../testing/dataApi.ts'
import { settle, type TestCore } from '../testing/harness.ts'
import { connectedOnrampCore, type OnrampWorld, startOnrampWorld } from '../testing/onramp.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import {
  ONRAMP_WATCH_INTERVAL_MS,
  ONRAMP_WATCH_LIMIT_MS,
  watchOnrampPurchase,
} from './watchOnrampPurchase.ts'

let world: OnrampWorld
const usdc = DEV_TOKENS.find((token) => token.symbol === 'USDC')

beforeAll(async () => {
  world = await startOnrampWorld({ settleMs: 20 })
})

afterAll(async () => {
  await world.stop()
})

// The account's CAIP-10 and its USDC balance as the core shows it.
async function watching(t: TestCore) {
  await fetchTokenBalances(t.core, { force: true })
  const connection = t.core.store.getState().connections.eip155
  if (connection?.status !== 'connected') throw new Error('not connected')
  const caipAddress = `${connection.caipNetworkId}:${connection.address}` as const
  const token = `${connection.caipNetworkId}:${usdc?.address}`
  const held = Number(
    t.core.store.getState().portfolio?.tokens.find((row) => row.symbol === 'USDC')?.quantity.numeric ?? 0,
  )
  return { caipAddress, token, held, ctx: getOnrampContext(t.core) }
}

const arrived = (t: TestCore) =>
  JSON.stringify(t.core.store.getState().notice?.message) === JSON.stringify({ key: 'purchaseArrived' })

async function tick(t: TestCore, times = 1) {
  for (let i = 0; i < times; i++) {
    t.clock.advance(ONRAMP_WATCH_INTERVAL_MS)
    await settle()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test('default: once the data service shows more of the token than before, every tab is told and the watch ends', async () => {
  const t = await connectedOnrampCore(world, { account: 1 })
  const { caipAddress, token, held, ctx } = await watching(t)
  expect(held).toBeGreaterThan(0)
  // The balance before the purchase was lower than what the service now holds: the purchase arrived.
  expect(watchOnrampPurchase(t.core, ctx, { caipAddress, token, before: held - 1 })).toBeUndefined()
  expect(t.core.wallet.onramp?.stopWatch).toBeDefined()
  for (let i = 0; i < 20 && !arrived(t); i++) await tick(t)
  expect(t.core.store.getState().notice).toMatchObject({
    variant: 'success',
    message: { key: 'purchaseArrived' },
  })
  expect(t.core.wallet.onramp?.stopWatch).toBeUndefined()
})

test('behavior: nothing arrives: no notice, the watch goes on, and it gives up after its limit', async () => {
  const t = await connectedOnrampCore(world, { account: 1 })
  const { caipAddress, token, held, ctx } = await watching(t)
  watchOnrampPurchase(t.core, ctx, { caipAddress, token, before: held })
  await tick(t, 3)
  expect(arrived(t)).toBe(false)
  expect(t.core.wallet.onramp?.stopWatch).toBeDefined()
  t.clock.advance(ONRAMP_WATCH_LIMIT_MS)
  for (let i = 0; i < 50 && t.core.wallet.onramp?.stopWatch; i++) await tick(t)
  expect(t.core.wallet.onramp?.stopWatch).toBeUndefined()
  expect(arrived(t)).toBe(false)
})

test('behavior: a new purchase’s watch ends the one before it', async () => {
  const t = await connectedOnrampCore(world, { account: 1 })
  const { caipAddress, token, held, ctx } = await watching(t)
  watchOnrampPurchase(t.core, ctx, { caipAddress, token, before: held + 1_000_000 })
  const first = t.core.wallet.onramp?.stopWatch
  watchOnrampPurchase(t.core, ctx, { caipAddress, token, before: held })
  expect(t.core.wallet.onramp?.stopWatch).toBeDefined()
  expect(t.core.wallet.onramp?.stopWatch).not.toBe(first)
  t.core.wallet.onramp?.stopWatch?.()
  expect(t.core.wallet.onramp?.stopWatch).toBeUndefined()
})
