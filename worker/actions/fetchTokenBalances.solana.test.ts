import { TOKEN_2022_PROGRAM_ID } from '@solana/spl-token'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { createDataApi, type DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { getFreePort } from '../../devnet/ports.ts'
import { LAMPORTS_PER_SOL } from '../../devnet/solana/cluster.ts'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts, getSolanaDevKeypair } from '../../devnet/solana/devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from '../../devnet/solana/devTokens.ts'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GUARD_MS } from '../../src/constants.ts'
import { wordCoreText } from '../../src/messages/coreText.ts'
import { en } from '../../src/messages/en.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import { portfolioCacheRecord } from '../../src/walletRecords.ts'
import { withClockRunning } from '../testing/dataApi.ts'
import { createTestCore, readRecord, type TestCore, type TestTab } from '../testing/harness.ts'
import { type ReceivedRequest, type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import {
  connectSolanaWallet,
  mintNewToken,
  SOLANA_DEVNET,
  solanaConfigFor,
  startTestSolanaNode,
  transferSol,
  transferToken,
} from '../testing/solanaNode.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { setOnline } from './setOnline.ts'

let node: SolanaNode
let api: DataApi
let scripted: ScriptedServer
const must = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('Solana devnet accounts or tokens missing')
  return value
}
// The wallet connects Alice (100 SOL, 10,000 USDC, 1,000 WDT on a fresh node); Bobby sends her more.
const alice = must(getSolanaDevAccounts()[0])
const bobby = must(getSolanaDevAccounts()[1])
const usdc = must(SOLANA_DEV_TOKENS[0])
const wdt = must(SOLANA_DEV_TOKENS[1])

beforeAll(async () => {
  scripted = await startScriptedServer()
})

// Each test gets a freshly seeded node and a data API over it, so it starts from the devnet's start amounts.
beforeEach(async () => {
  node = await startTestSolanaNode()
  api = createDataApi({ chains: [], port: await getFreePort(), solana: { rpcUrl: node.url } })
  await api.start()
})

afterEach(async () => {
  await Promise.all([api.stop(), node.stop()])
})

afterAll(async () => {
  await scripted.close()
})

type Setup = { rpcUrl?: string; apiUrl?: string | null; storage?: TestCore['storage'] }

/** A core with the Devnet Solana Wallet connected on Alice, its RPC on the node (or `rpcUrl`). */
async function connected({ rpcUrl = node.url, apiUrl = api.url, storage }: Setup = {}): Promise<{
  t: TestCore
  tab: TestTab
}> {
  const services = apiUrl ? { serviceUrls: { blockchainApi: apiUrl } } : {}
  const t = await createTestCore({ config: solanaConfigFor(rpcUrl, services), storage })
  const { tab } = await connectSolanaWallet(t, node, 0)
  return { t, tab }
}

const portfolio = (t: TestCore) => t.core.store.getState().portfolio
const cacheOf = (t: TestCore, address: string) =>
  readRecord(t.storage, portfolioCacheRecord, `:${SOLANA_DEVNET}:${address}`)
const tokenReads = (t: TestCore) => t.rpc.count('getTokenAccountsByOwner')
const rows = (t: TestCore) =>
  portfolio(t)?.tokens.map((token) => [token.symbol, token.quantity.decimals, token.quantity.numeric])

test('default: SOL and SPL amounts from the node, named and priced by the data API; the total adds up', async () => {
  const owner = alice.address
  const { t } = await connected()
  await fetchTokenBalances(t.core, { force: false })

  const view = portfolio(t)
  expect(view).toMatchObject({ caipAddress: `${SOLANA_DEVNET}:${owner}`, status: 'ok', stale: false })
  expect(view?.tokens).toEqual([
    {
      name: 'Solana',
      symbol: 'SOL',
      chainId: SOLANA_DEVNET,
      value: 15000,
      price: 150,
      quantity: { decimals: '9', numeric: '100' },
      iconUrl: expect.stringMatching(/^data:image\/svg\+xml/),
    },
    {
      name: 'Devnet USD Coin',
      symbol: 'USDC',
      chainId: SOLANA_DEVNET,
      address: `${SOLANA_DEVNET}:${usdc.mint}`,
      value: 10000,
      price: 1,
      quantity: { decimals: '6', numeric: '10000' },
      iconUrl: expect.stringMatching(/^data:image\/svg\+xml/),
    },
    expect.objectContaining({
      name: 'Walletdock Token',
      address: `${SOLANA_DEVNET}:${wdt.mint}`,
      value: 2500,
      quantity: { decimals: '9', numeric: '1000' },
    }),
  ])
  expect(view?.totalUsd).toBe(27500)
  expect(await cacheOf(t, owner)).toMatchObject({ tokens: view?.tokens })
})

test('behavior: mints the data API does not know show under their shortened address; Token-2022 too; 0 decimals are left out', async () => {
  const owner = alice.address
  const classic = await mintNewToken(node, bobby, { decimals: 2, to: owner, amount: 1234n })
  const token2022 = await mintNewToken(node, bobby, {
    decimals: 4,
    to: owner,
    amount: 50_000n,
    programId: TOKEN_2022_PROGRAM_ID,
  })
  await mintNewToken(node, bobby, { decimals: 0, to: owner, amount: 7n })
  const { t } = await connected()
  await fetchTokenBalances(t.core, { force: false })

  const short = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`
  expect(portfolio(t)?.tokens.slice(3)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: '',
        symbol: short(classic),
        address: `${SOLANA_DEVNET}:${classic}`,
        price: 0,
        value: 0,
        quantity: { decimals: '2', numeric: '12.34' },
      }),
      expect.objectContaining({
        symbol: short(token2022),
        address: `${SOLANA_DEVNET}:${token2022}`,
        quantity: { decimals: '4', numeric: '5' },
      }),
    ]),
  )
  expect(portfolio(t)?.tokens).toHaveLength(5)
  expect(portfolio(t)?.tokens.every((token) => token.quantity.decimals !== '0')).toBe(true)
})

test('behavior: within 30 s the cache answers; after a transfer lands, a forced refresh shows the new amounts', async () => {
  const owner = alice.address
  const { t } = await connected()
  await fetchTokenBalances(t.core, { force: false })
  const reads = tokenReads(t)

  await transferToken(node, bobby, owner, usdc, 5_500_000n)
  await transferSol(node, bobby, owner, LAMPORTS_PER_SOL / 2n)
  t.clock.advance(BALANCE_CACHE_MS - 1)
  await fetchTokenBalances(t.core, { force: false })
  expect(tokenReads(t)).toBe(reads)
  expect(rows(t)).toEqual([
    ['SOL', '9', '100'],
    ['USDC', '6', '10000'],
    ['WDT', '9', '1000'],
  ])

  await fetchTokenBalances(t.core, { force: true })
  expect(rows(t)).toEqual([
    ['SOL', '9', '100.5'],
    ['USDC', '6', '10005.5'],
    ['WDT', '9', '1000'],
  ])
  expect(portfolio(t)).toMatchObject({ status: 'ok', stale: false, totalUsd: 15075 + 10005.5 + 2500 })
})

test("behavior: with the node stopped, the last-known tokens stay with their age, 'Token Balance Unavailable' once, no retry for 30 s; the cache is kept", async () => {
  const owner = alice.address
  const { t, tab } = await connected()
  await fetchTokenBalances(t.core, { force: false })
  const good = portfolio(t)
  const cached = await cacheOf(t, owner)
  await node.stop()

  await withClockRunning(t.clock, fetchTokenBalances(t.core, { force: true }))
  expect(portfolio(t)).toEqual({ ...good, status: 'unavailable', stale: true })
  expect(await cacheOf(t, owner)).toEqual(cached)

  await node.start()
  const reads = tokenReads(t)
  t.clock.advance(1_000)
  await fetchTokenBalances(t.core, { force: false })
  expect(tokenReads(t)).toBe(reads)
  expect(portfolio(t)?.status).toBe('unavailable')

  t.clock.advance(BALANCE_RETRY_GUARD_MS)
  await fetchTokenBalances(t.core, { force: false })
  expect(portfolio(t)).toMatchObject({ status: 'ok', stale: false, tokens: good?.tokens })
  expect(noticesSeen(tab.snapshots)).toEqual(['Token Balance Unavailable'])
})

test('behavior: offline, the last-known tokens show without asking the node', async () => {
  const { t, tab } = await connected()
  await fetchTokenBalances(t.core, { force: false })
  const good = portfolio(t)
  const reads = tokenReads(t)

  await setOnline(t.core, { tabId: tab.info.tabId, online: false })
  await fetchTokenBalances(t.core, { force: true })
  expect(portfolio(t)).toEqual({ ...good, status: 'unavailable', stale: true })
  expect(tokenReads(t)).toBe(reads)
})

test('behavior: a malformed token-account reply fails the read; the good cached copy stays, shown stale', async () => {
  const owner = alice.address
  const first = await connected()
  await fetchTokenBalances(first.t.core, { force: false })
  const good = portfolio(first.t)
  const cached = await cacheOf(first.t, owner)
  first.tab.close()

  const { t } = await connected({ rpcUrl: scripted.url, storage: first.t.storage })
  const tokenAccount = (info: Record<string, unknown>, program = 'spl-token') => ({
    pubkey: getSolanaDevKeypair('fetchTokenBalances-test/token-account').address,
    account: {
      lamports: 2039280,
      owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      executable: false,
      rentEpoch: 0,
      space: 165,
      data: { program, space: 165, parsed: { type: 'account', info } },
    },
  })
  const info = {
    mint: usdc.mint,
    owner,
    state: 'initialized',
    tokenAmount: { amount: '25000000', decimals: 6, uiAmount: 25, uiAmountString: '25' },
  }
  const garbage: unknown[] = [
    [tokenAccount({ ...info, tokenAmount: { ...info.tokenAmount, amount: '-1' } })],
    [tokenAccount({ ...info, tokenAmount: { ...info.tokenAmount, amount: 25 } })],
    [tokenAccount({ ...info, mint: 'not-a-mint' })],
    [tokenAccount({ ...info, owner: bobby.address })],
    [tokenAccount(info), tokenAccount({ ...info, tokenAmount: { ...info.tokenAmount, decimals: 9 } })],
    [tokenAccount(info, 'spl-memo')],
    'not a list',
  ]
  for (const value of garbage) {
    scripted.answer((request) => rpcReply(request, (method) => (method === 'getBalance' ? 10 ** 10 : value)))
    await fetchTokenBalances(t.core, { force: true })
    expect(portfolio(t)).toEqual({ ...good, status: 'unavailable', stale: true })
    expect(await cacheOf(t, owner)).toEqual(cached)
  }
  // The same reply, well formed, is read: the failures above were the garbage.
  scripted.answer((request) =>
    rpcReply(request, (method) =>
      method === 'getBalance'
        ? 10 ** 10
        : method === 'getTokenAccountsByOwner' && request.body.includes('Tokenkeg')
          ? [tokenAccount(info)]
          : [],
    ),
  )
  await fetchTokenBalances(t.core, { force: true })
  expect(portfolio(t)).toMatchObject({ status: 'ok', stale: false })
  expect(rows(t)).toEqual([
    ['SOL', '9', '10'],
    ['USDC', '6', '25'],
  ])
})

test('behavior: with the data API down, the tokens still show from the node, named from the last-known copy, without a notice', async () => {
  const owner = alice.address
  const { t } = await connected()
  await fetchTokenBalances(t.core, { force: false })
  const named = portfolio(t)?.tokens
  await api.stop()

  await transferToken(node, bobby, owner, usdc, 1_000_000n)
  await withClockRunning(t.clock, fetchTokenBalances(t.core, { force: true }))
  expect(portfolio(t)).toMatchObject({ status: 'ok', stale: false })
  expect(portfolio(t)?.tokens.map((token) => [token.name, token.symbol, token.price, token.iconUrl])).toEqual(
    named?.map((token) => [token.name, token.symbol, token.price, token.iconUrl]),
  )
  expect(rows(t)?.[1]).toEqual(['USDC', '6', '10001'])
  expect(t.core.store.getState().notice).toBeNull()
})

test('behavior: with the data API down and nothing cached (or none configured), the holdings show under readable fallbacks', async () => {
  await api.stop()
  for (const apiUrl of [api.url, null]) {
    const { t } = await connected({ apiUrl })
    await withClockRunning(t.clock, fetchTokenBalances(t.core, { force: false }))
    expect(portfolio(t)).toMatchObject({ status: 'ok', totalUsd: 0 })
    expect(portfolio(t)?.tokens.map((token) => [token.name, token.symbol, token.quantity.numeric])).toEqual([
      ['Solana', 'SOL', '100'],
      // Nothing is priced, so they follow by symbol; nobody names them (the view says they are unknown).
      ['', `${wdt.mint.slice(0, 4)}…${wdt.mint.slice(-4)}`, '1000'],
      ['', `${usdc.mint.slice(0, 4)}…${usdc.mint.slice(-4)}`, '10000'],
    ])
  }
})

/** A JSON-RPC reply to `request` (single or batch) whose result `resultOf` picks per method. */
function rpcReply(request: ReceivedRequest, resultOf: (method: string) => unknown) {
  const parsed = JSON.parse(request.body) as
    | { id: unknown; method: string }
    | { id: unknown; method: string }[]
  const answer = ({ id, method }: { id: unknown; method: string }) => ({
    jsonrpc: '2.0',
    id,
    result: { context: { slot: 1 }, value: resultOf(method) },
  })
  return { body: JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)) }
}

function noticesSeen(snapshots: Snapshot[]): string[] {
  const byId = new Map<number, string>()
  for (const s of snapshots) if (s.notice) byId.set(s.notice.id, wordCoreText(en, s.notice.message))
  return [...byId.values()]
}
