import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { LAMPORTS_PER_SOL } from '../../devnet/solana/cluster.ts'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../devnet/solana/devKeypairs.ts'
import { parseConfig } from '../../src/config.ts'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GUARD_MS } from '../../src/constants.ts'
import { wordCoreText } from '../../src/messages/coreText.ts'
import { en } from '../../src/messages/en.ts'
import { balanceCacheRecord } from '../../src/records.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import { amountOf, createTestCore, readRecord, type TestCore, type TestTab } from '../testing/harness.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import {
  connectSolanaWallet,
  SOLANA_DEVNET,
  solanaConfigFor,
  startTestSolanaNode,
  transferSol,
} from '../testing/solanaNode.ts'
import { fetchBalance } from './fetchBalance.ts'
import { setOnline } from './setOnline.ts'

let node: SolanaNode
let scripted: ScriptedServer
const [alice, bobby, carol] = getSolanaDevAccounts()
if (!alice || !bobby || !carol) throw new Error('Solana dev accounts missing')

beforeAll(async () => {
  node = await startTestSolanaNode()
  scripted = await startScriptedServer()
})

afterEach(async () => {
  await node.start()
})

afterAll(async () => {
  await scripted.close()
  await node.stop()
})

/** A core on the node (or `rpcUrl`) with the Devnet Solana Wallet connected on dev account `index`. */
async function connected(
  index: number,
  { rpcUrl = node.url, storage }: { rpcUrl?: string; storage?: TestCore['storage'] } = {},
): Promise<{ t: TestCore; tab: TestTab }> {
  const t = await createTestCore({ config: solanaConfigFor(rpcUrl), storage })
  const { tab } = await connectSolanaWallet(t, node, index)
  return { t, tab }
}

const balanceOf = (t: TestCore) => t.core.store.getState().balance
const solanaStatus = (t: TestCore) => t.core.store.getState().connections.solana?.status
const cacheOf = (t: TestCore, address: string) =>
  readRecord(t.storage, balanceCacheRecord, `:${SOLANA_DEVNET}:${address}`)

test('default: connecting the Solana wallet shows SOL in lamports with 9 decimals; within 30 s the cache answers, after it the node', async () => {
  const { t } = await connected(2)
  expect(balanceOf(t)).toMatchObject({
    caipAddress: `${SOLANA_DEVNET}:${carol.address}`,
    raw: node.ledger.getBalance(carol.address).toString(),
    decimals: 9,
    symbol: 'SOL',
    status: 'ready',
  })
  expect(solanaStatus(t)).toBe('connected')
  const reads = t.rpc.count('getBalance')

  t.clock.advance(BALANCE_CACHE_MS - 1)
  await fetchBalance(t.core, { force: false })
  expect(t.rpc.count('getBalance')).toBe(reads)

  t.clock.advance(1)
  await fetchBalance(t.core, { force: false })
  expect(t.rpc.count('getBalance')).toBe(reads + 1)
})

test('behavior: after a transfer lands, a forced refresh shows the new amount', async () => {
  const { t } = await connected(1)
  await fetchBalance(t.core, { force: false })
  const before = BigInt(amountOf(balanceOf(t))?.raw ?? '0')

  await transferSol(node, alice, bobby.address, 2n * LAMPORTS_PER_SOL)
  await fetchBalance(t.core, { force: true })

  expect(BigInt(amountOf(balanceOf(t))?.raw ?? '0')).toBe(before + 2n * LAMPORTS_PER_SOL)
  expect(amountOf(balanceOf(t))?.raw).toBe(node.ledger.getBalance(bobby.address).toString())
})

test('behavior: with the node stopped, the last-known balance shows stale, reconnecting, one notice; the cache is kept', async () => {
  const { t, tab } = await connected(2)
  await fetchBalance(t.core, { force: false })
  const lastKnown = balanceOf(t)
  const cached = await cacheOf(t, carol.address)
  await node.stop()

  await fetchBalance(t.core, { force: true })
  expect(balanceOf(t)).toEqual({ ...lastKnown, status: 'stale' })
  expect(solanaStatus(t)).toBe('reconnecting')
  expect(await cacheOf(t, carol.address)).toEqual(cached)

  // Inside the guard the node is not asked, even once it is back; after it, the read succeeds again.
  await node.start()
  const reads = t.rpc.count('getBalance')
  t.clock.advance(BALANCE_RETRY_GUARD_MS - 1)
  await fetchBalance(t.core, { force: false })
  expect(t.rpc.count('getBalance')).toBe(reads)
  t.clock.advance(1)
  await fetchBalance(t.core, { force: false })
  expect(balanceOf(t)).toMatchObject({ raw: amountOf(lastKnown)?.raw, status: 'ready' })
  expect(solanaStatus(t)).toBe('connected')
  expect(noticesSeen(tab.snapshots)).toEqual(['Token Balance Unavailable'])
})

test('behavior: offline, the last-known balance shows without asking the node; back online it is read at once', async () => {
  const { t, tab } = await connected(2)
  await fetchBalance(t.core, { force: false })
  const lastKnown = balanceOf(t)
  const reads = t.rpc.count('getBalance')

  await setOnline(t.core, { tabId: tab.info.tabId, online: false })
  await fetchBalance(t.core, { force: true })
  expect(balanceOf(t)).toEqual({ ...lastKnown, status: 'stale' })
  expect(solanaStatus(t)).toBe('reconnecting')
  expect(t.rpc.count('getBalance')).toBe(reads)

  await setOnline(t.core, { tabId: tab.info.tabId, online: true })
  expect(balanceOf(t)).toMatchObject({ raw: amountOf(lastKnown)?.raw, status: 'ready' })
  expect(t.rpc.count('getBalance')).toBe(reads + 1)
})

test('behavior: a malformed getBalance reply is a failure; the good cached copy stays, shown stale', async () => {
  const first = await connected(2)
  await fetchBalance(first.t.core, { force: false })
  const good = balanceOf(first.t)
  const cached = await cacheOf(first.t, carol.address)
  first.tab.close()

  // A second core over the same storage, whose RPC answers garbage.
  const { t } = await connected(2, { rpcUrl: scripted.url, storage: first.t.storage })
  const envelope = (value: unknown) =>
    JSON.stringify({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value } })
  for (const body of [envelope(-5), envelope('lots'), envelope(1.5), '{"jsonrpc":"2.0","id":1,"res', '[]']) {
    scripted.answer(() => ({ body }))
    await fetchBalance(t.core, { force: true })
    expect(balanceOf(t)).toEqual({ ...good, status: 'stale' })
    expect(solanaStatus(t)).toBe('reconnecting')
    expect(await cacheOf(t, carol.address)).toEqual(cached)
  }
  expect(t.core.store.getState().notice?.message).toEqual({ key: 'tokenBalanceUnavailable' })
})

function noticesSeen(snapshots: Snapshot[]): string[] {
  const byId = new Map<number, string>()
  for (const s of snapshots) if (s.notice) byId.set(s.notice.id, wordCoreText(en, s.notice.message))
  return [...byId.values()]
}

test('behavior: Solana Devnet on its public RPC is a testnet: hidden, never read, not even when asked', async () => {
  const t = await createTestCore({ config: parseConfig({ projectId: 'test', networks: [SOLANA_DEVNET] }) })
  await connectSolanaWallet(t, node, 2)
  await fetchBalance(t.core, { force: true })
  expect(balanceOf(t)).toEqual({
    status: 'hidden',
    caipAddress: `${SOLANA_DEVNET}:${carol.address}`,
    symbol: 'SOL',
  })
  expect(solanaStatus(t)).toBe('connected')
  expect(t.rpc.count('getBalance')).toBe(0)
})
