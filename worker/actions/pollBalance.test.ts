import { afterAll, beforeAll, expect, test } from 'vitest'
import { BALANCE_CACHE_MS } from '../../src/constants.ts'
import {
  amountOf,
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  startTestChains,
  type TestChains,
  testConfig,
} from '../testing/harness.ts'
import { createManualClock } from '../testing/manualClock.ts'
import { connect } from './connect.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

test('behavior: every poll tick reads the chain, even when the last read finished just after the previous tick', async () => {
  const clock = createManualClock()
  const t = await createTestCore({ chains, clock })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  // The poll started with the tab at t=0; this read lands at t=1 s, as a slow reply would.
  clock.advance(1_000)
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const start = clock.now()
  await eventually(() => expect(amountOf(t.core.store.getState().balance)?.fetchedAt).toBe(start))
  const before = t.rpc.count('eth_getBalance')

  clock.advance(BALANCE_CACHE_MS - 1_000)
  await eventually(() => expect(t.rpc.count('eth_getBalance')).toBe(before + 1))
  // Let that read finish (its time is the tick's) before the next tick is due.
  const firstTick = clock.now()
  await eventually(() => expect(amountOf(t.core.store.getState().balance)?.fetchedAt).toBe(firstTick))
  clock.advance(BALANCE_CACHE_MS)
  await eventually(() => expect(t.rpc.count('eth_getBalance')).toBe(before + 2))
})

test('behavior: a balance the spec hides (an unsupported chain) shows 0.00 and is neither read nor polled', async () => {
  const clock = createManualClock()
  // The host asked for chain B only; the wallet is on A.
  const t = await createTestCore({
    chains,
    clock,
    config: testConfig(chains, { networks: ['eip155:31338'] }),
  })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const s = t.core.store.getState()
  expect(s.unsupportedChain).toBe(true)
  expect(s.balance).toEqual({
    status: 'hidden',
    caipAddress: `eip155:31337:${wallet.address}`,
    symbol: 'ETH',
  })

  clock.advance(3 * BALANCE_CACHE_MS)
  await tab.idle()
  expect(t.rpc.count('eth_getBalance')).toBe(0)
  expect(t.core.store.getState().balance?.status).toBe('hidden')
})
