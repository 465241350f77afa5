import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../../devnet/ports.ts'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GUARD_MS } from '../../src/constants.ts'
import { wordCoreText } from '../../src/messages/coreText.ts'
import { en } from '../../src/messages/en.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import {
  amountOf,
  chainClient,
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  setChainBalance,
  startTestChains,
  type TestChains,
  type TestCore,
  type TestTab,
  type TestWallet,
  testConfig,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { fetchBalance } from './fetchBalance.ts'
import { setOnline } from './setOnline.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterEach(async () => {
  // A test that stopped chain A leaves it running again for the next one.
  await chains.a.start()
})

afterAll(async () => {
  await chains.stop()
})

async function connected(
  config = testConfig(chains),
): Promise<{ t: TestCore; tab: TestTab; wallet: TestWallet }> {
  const t = await createTestCore({ chains, config })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, tab, wallet }
}

const balanceOf = (t: TestCore) => t.core.store.getState().balance

test('default: a read within 30 s comes from the cache, a read after it from the chain', async () => {
  const { t, wallet } = await connected()
  const first = amountOf(balanceOf(t))?.raw
  const reads = t.rpc.count('eth_getBalance')
  await setChainBalance(chains.a, wallet.address, parseEther('42'))

  t.clock.advance(BALANCE_CACHE_MS - 1)
  await fetchBalance(t.core, { force: false })
  expect(balanceOf(t)).toMatchObject({ raw: first, status: 'ready' })
  expect(t.rpc.count('eth_getBalance')).toBe(reads)

  t.clock.advance(1)
  await fetchBalance(t.core, { force: false })
  expect(balanceOf(t)).toMatchObject({ raw: parseEther('42').toString(), status: 'ready' })
  expect(t.rpc.count('eth_getBalance')).toBe(reads + 1)
})

test('behavior: with the chain stopped, the last-known balance shows as stale, reconnecting, with one notice', async () => {
  const { t, tab } = await connected()
  const lastKnown = balanceOf(t)
  await chains.a.stop()

  await fetchBalance(t.core, { force: true })

  expect(balanceOf(t)).toEqual({ ...lastKnown, status: 'stale' })
  expect(evmConnection(t.core)?.status).toBe('reconnecting')
  expect(t.core.store.getState().notice).toMatchObject({
    variant: 'error',
    message: { key: 'tokenBalanceUnavailable' },
  })

  // The next poll fails too, but the outage was already announced.
  t.clock.advance(BALANCE_RETRY_GUARD_MS)
  await fetchBalance(t.core, { force: false })
  expect(evmConnection(t.core)?.status).toBe('reconnecting')
  expect(noticesSeen(tab.snapshots)).toEqual(['Token Balance Unavailable'])
})

test('behavior: after a failure the chain is not asked again within 30 s, even once it is back', async () => {
  const { t } = await connected()
  const lastKnown = balanceOf(t)
  await chains.a.stop()
  await fetchBalance(t.core, { force: true })
  await chains.a.start()
  const reads = t.rpc.count('eth_getBalance')

  t.clock.advance(BALANCE_RETRY_GUARD_MS - 1)
  await fetchBalance(t.core, { force: false })

  expect(t.rpc.count('eth_getBalance')).toBe(reads)
  expect(balanceOf(t)).toEqual({ ...lastKnown, status: 'stale' })
  expect(evmConnection(t.core)?.status).toBe('reconnecting')
})

test('behavior: coming back online retries at once and clears the stale mark', async () => {
  const { t, tab, wallet } = await connected()
  await chains.a.stop()
  await fetchBalance(t.core, { force: true })
  await chains.a.start()

  await setOnline(t.core, { tabId: tab.info.tabId, online: true })

  const onChain = await chainClient(chains.a).getBalance({ address: wallet.address })
  expect(balanceOf(t)).toMatchObject({ raw: onChain.toString(), status: 'ready' })
  expect(evmConnection(t.core)?.status).toBe('connected')
})

test('behavior: identical concurrent reads share one chain request', async () => {
  const { t } = await connected()
  const reads = t.rpc.count('eth_getBalance')

  await Promise.all([fetchBalance(t.core, { force: true }), fetchBalance(t.core, { force: true })])

  expect(t.rpc.count('eth_getBalance')).toBe(reads + 1)
})

function noticesSeen(snapshots: Snapshot[]): string[] {
  const byId = new Map<number, string>()
  for (const s of snapshots) if (s.notice) byId.set(s.notice.id, wordCoreText(en, s.notice.message))
  return [...byId.values()]
}

test('behavior: a dead first RPC URL falls back to the next one, in order, and the balance reads', async () => {
  // Nothing listens on this port: every request to it is refused at once.
  const dead = `http://127.0.0.1:${await getFreePort()}`
  const { t, wallet } = await connected(
    testConfig(chains, {
      customRpcUrls: { 'eip155:31337': [dead, chains.a.rpcUrl], 'eip155:31338': [chains.b.rpcUrl] },
    }),
  )
  await setChainBalance(chains.a, wallet.address, parseEther('7'))

  await fetchBalance(t.core, { force: true })

  expect(balanceOf(t)).toMatchObject({ raw: parseEther('7').toString(), status: 'ready', symbol: 'ETH' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected' })
  // Each read asked the dead URL first and the live one after it.
  const asked = (url: string) => t.rpc.count('eth_getBalance', new URL(url).href)
  expect(asked(dead)).toBeGreaterThan(0)
  expect(asked(chains.a.rpcUrl)).toBe(asked(dead))
  expect(t.core.store.getState().notice).toBeNull()
})
