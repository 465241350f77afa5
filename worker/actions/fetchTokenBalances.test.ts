import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GUARD_MS } from '../../src/constants.ts'
import { wordCoreText } from '../../src/messages/coreText.ts'
import { en } from '../../src/messages/en.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import { dataApiConfig, startTestDataApi, withClockRunning } from '../testing/dataApi.ts'
import {
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
  type TestCore,
} from '../testing/harness.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { connect } from './connect.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'

let chains: TestChains
let api: DataApi
let scripted: ScriptedServer

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains)
  scripted = await startScriptedServer()
})

afterEach(async () => {
  await api.start()
})

afterAll(async () => {
  await scripted.close()
  await api.stop()
  await chains.stop()
})

async function connected(
  url = api.url,
  extra: Record<string, unknown> = {},
): Promise<{ t: TestCore; tab: Awaited<ReturnType<typeof openTab>> }> {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, url, extra) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, tab }
}

const portfolio = (t: TestCore) => t.core.store.getState().portfolio
const requestsTo = (path: RegExp) => scripted.requests.filter((r) => path.test(r.url.pathname)).length

test('default: token balances with USD values; the 0-decimal token is left out; the total adds up', async () => {
  const { t } = await connected()
  await fetchTokenBalances(t.core, { force: false })
  const view = portfolio(t)
  expect(view?.status).toBe('ok')
  expect(view?.stale).toBe(false)
  expect(view?.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WDT'])
  const eth = view?.tokens.find((token) => token.symbol === 'ETH')
  expect(view?.totalUsd).toBeCloseTo((eth?.value ?? 0) + 10000 + 2500, 6)
})

test('behavior: within 30 s the cache answers; after it the service is asked again', async () => {
  const supported = JSON.stringify({ http: ['eip155:31337'], ws: [] })
  let value = 1
  scripted.answer((r) =>
    r.url.pathname.endsWith('supported-chains')
      ? { body: supported }
      : { body: JSON.stringify({ balances: [usdc(value)] }) },
  )
  const { t } = await connected(scripted.url)
  await fetchTokenBalances(t.core, { force: false })
  const asked = requestsTo(/balance$/)
  value = 2
  t.clock.advance(BALANCE_CACHE_MS - 1)
  await fetchTokenBalances(t.core, { force: false })
  expect(requestsTo(/balance$/)).toBe(asked)
  expect(portfolio(t)?.totalUsd).toBe(1)
  t.clock.advance(1)
  await fetchTokenBalances(t.core, { force: false })
  expect(requestsTo(/balance$/)).toBe(asked + 1)
  expect(portfolio(t)?.totalUsd).toBe(2)
})

test("behavior: with the service down, the last-known tokens stay with their age, 'Token Balance Unavailable' once, no retry for 30 s", async () => {
  const { t, tab } = await connected()
  await fetchTokenBalances(t.core, { force: false })
  const good = portfolio(t)
  await api.stop()

  await withClockRunning(t.clock, fetchTokenBalances(t.core, { force: true }))
  expect(portfolio(t)).toEqual({ ...good, status: 'unavailable', stale: true })
  expect(t.core.store.getState().notice).toMatchObject({
    variant: 'error',
    message: { key: 'tokenBalanceUnavailable' },
  })

  // Back up, but inside the guard nothing is asked: still the last-known copy.
  await api.start()
  t.clock.advance(1_000)
  await fetchTokenBalances(t.core, { force: false })
  expect(portfolio(t)?.status).toBe('unavailable')
  t.clock.advance(BALANCE_RETRY_GUARD_MS)
  await fetchTokenBalances(t.core, { force: false })
  expect(portfolio(t)).toMatchObject({ status: 'ok', stale: false })
  expect(noticesSeen(tab.snapshots)).toEqual(['Token Balance Unavailable'])
})

test('behavior: an invalid reply is treated as none and the good cached copy is kept', async () => {
  const supported = JSON.stringify({ http: ['eip155:31337'], ws: [] })
  let body = JSON.stringify({ balances: [usdc(5)] })
  scripted.answer((r) => ({ body: r.url.pathname.endsWith('supported-chains') ? supported : body }))
  const { t } = await connected(scripted.url)
  await fetchTokenBalances(t.core, { force: true })
  for (const bad of [
    '{"balances":[{"name":"USD',
    JSON.stringify({ balances: [{ ...usdc(5), price: -1 }] }),
    '[]',
  ]) {
    body = bad
    await withClockRunning(t.clock, fetchTokenBalances(t.core, { force: true }))
    expect(portfolio(t)).toMatchObject({ status: 'unavailable', stale: true, totalUsd: 5 })
  }
})

test('behavior: a network the service does not cover is skipped', async () => {
  scripted.answer(() => ({ body: JSON.stringify({ http: ['eip155:1'], ws: [] }) }))
  const before = requestsTo(/balance$/)
  const { t } = await connected(scripted.url)
  await fetchTokenBalances(t.core, { force: true })
  expect(portfolio(t)).toMatchObject({ status: 'unsupported', tokens: [], totalUsd: 0 })
  expect(requestsTo(/balance$/)).toBe(before)
})

test("behavior: on a chain the site does not offer (balances hidden) nothing is asked and no 'Token Balance Unavailable'", async () => {
  scripted.answer(() => ({ body: JSON.stringify({ http: ['eip155:31338'], ws: [] }) }))
  const before = scripted.requests.length
  // The host asks for chain B only; the wallet is on A.
  const { t, tab } = await connected(scripted.url, { networks: ['eip155:31338'] })
  expect(t.core.store.getState().unsupportedChain).toBe(true)
  await fetchTokenBalances(t.core, { force: true })
  expect(portfolio(t)).toMatchObject({ status: 'unsupported', tokens: [], totalUsd: 0 })
  expect(scripted.requests.slice(before).filter((r) => /balance$/.test(r.url.pathname))).toEqual([])
  await tab.idle()
  expect(noticesSeen(tab.snapshots)).toEqual([])
})

test('behavior: identical concurrent reads share one request', async () => {
  const supported = JSON.stringify({ http: ['eip155:31337'], ws: [] })
  scripted.answer((r) => ({
    body: r.url.pathname.endsWith('supported-chains') ? supported : JSON.stringify({ balances: [usdc(1)] }),
  }))
  const { t } = await connected(scripted.url)
  const before = requestsTo(/balance$/)
  await Promise.all([
    fetchTokenBalances(t.core, { force: true }),
    fetchTokenBalances(t.core, { force: true }),
  ])
  expect(requestsTo(/balance$/)).toBe(before + 1)
})

function usdc(value: number) {
  return {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value,
    price: 1,
    quantity: { decimals: '6', numeric: String(value) },
    iconUrl: '',
  }
}

function noticesSeen(snapshots: Snapshot[]): string[] {
  const byId = new Map<number, string>()
  for (const s of snapshots) if (s.notice) byId.set(s.notice.id, wordCoreText(en, s.notice.message))
  return [...byId.values()]
}
