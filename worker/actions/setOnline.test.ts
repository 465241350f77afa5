import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import {
  chainClient,
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  setChainBalance,
  startTestChains,
  type TestChains,
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

async function connected() {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, tab, wallet }
}

test('default: offline, the last-known balance stays on screen marked stale and the connection reconnecting', async () => {
  const { t, tab } = await connected()
  const shown = t.core.store.getState().balance
  expect(shown?.status).toBe('ready')
  const reads = t.rpc.count('eth_getBalance')

  await setOnline(t.core, { tabId: tab.info.tabId, online: false })

  expect(t.core.store.getState().balance).toEqual({ ...shown, status: 'stale' })
  expect(evmConnection(t.core)?.status).toBe('reconnecting')
  // With every tab offline, a forced read does not ask the chain either.
  await fetchBalance(t.core, { force: true })
  expect(t.rpc.count('eth_getBalance')).toBe(reads)
})

test('behavior: back online, the chain is read at once, even within 30 s of a failed read', async () => {
  const { t, tab, wallet } = await connected()
  await chains.a.stop()
  await fetchBalance(t.core, { force: true })
  expect(evmConnection(t.core)?.status).toBe('reconnecting')
  await chains.a.start()
  await setChainBalance(chains.a, wallet.address, parseEther('7'))
  await setOnline(t.core, { tabId: tab.info.tabId, online: false })

  await setOnline(t.core, { tabId: tab.info.tabId, online: true })

  const onChain = await chainClient(chains.a).getBalance({ address: wallet.address })
  expect(onChain).toBe(parseEther('7'))
  expect(t.core.store.getState().balance).toMatchObject({ raw: onChain.toString(), status: 'ready' })
  expect(evmConnection(t.core)?.status).toBe('connected')
})

test('behavior: without a connected account nothing is shown or read', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [])
  await setOnline(t.core, { tabId: tab.info.tabId, online: false })
  await setOnline(t.core, { tabId: tab.info.tabId, online: true })
  expect(t.core.store.getState().balance ?? null).toBeNull()
  expect(t.rpc.count('eth_getBalance')).toBe(0)
})
