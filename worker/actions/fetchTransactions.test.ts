import { parseEther, toHex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { dataApiConfig, startTestDataApi, withClockRunning } from '../testing/dataApi.ts'
import {
  chainClient,
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { connect } from './connect.ts'
import { fetchTransactions } from './fetchTransactions.ts'

let chains: TestChains
let api: DataApi
let scripted: ScriptedServer

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains, { pageSize: 2 })
  scripted = await startScriptedServer()
})

afterAll(async () => {
  await scripted.close()
  await api.stop()
  await chains.stop()
})

async function connected(url = api.url) {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, url) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, tab, wallet }
}

test("default: without an account it throws 'Transactions can't be fetched without an accountAddress'", async () => {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, api.url) })
  await expect(fetchTransactions(t.core, { more: false })).rejects.toMatchObject({
    shortMessage: "Transactions can't be fetched without an accountAddress",
  })
})

test('behavior: pages through the active chain only, newest first, following the cursor', async () => {
  const { t, wallet } = await connected()
  const hash = await wallet.wallet.provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: wallet.address,
        to: '0x000000000000000000000000000000000000dEaD',
        value: toHex(parseEther('0.5')),
      },
    ],
  })
  await chainClient(chains.a).waitForTransactionReceipt({ hash: hash as `0x${string}` })

  await fetchTransactions(t.core, { more: false })
  const first = t.core.store.getState().activity
  expect(first?.transactions.map((tx) => tx.id)[0]).toBe(hash)
  expect(first?.transactions).toHaveLength(2)
  expect(first?.next).toEqual(expect.any(String))

  await fetchTransactions(t.core, { more: true })
  await fetchTransactions(t.core, { more: true })
  const all = t.core.store.getState().activity
  expect(all?.next).toBeNull()
  expect(all?.loading).toBe(false)
  // The three token mints and the send; chain B's mints are not listed.
  expect(all?.transactions).toHaveLength(4)
  expect(all?.transactions.every((tx) => tx.metadata.chain === 'eip155:31337')).toBe(true)
})

test("behavior: a failure says 'Failed to fetch transactions', sends ERROR_FETCH_TRANSACTIONS, empties and clears next", async () => {
  scripted.answer((r) =>
    r.url.pathname.endsWith('supported-chains')
      ? { body: JSON.stringify({ http: ['eip155:31337'], ws: [] }) }
      : { status: 500, body: '{}' },
  )
  const { t } = await connected(scripted.url)
  await withClockRunning(t.clock, fetchTransactions(t.core, { more: false }))
  expect(t.core.store.getState().activity).toMatchObject({
    transactions: [],
    next: null,
    empty: true,
    failed: true,
    loading: false,
  })
  expect(t.core.store.getState().notice).toMatchObject({
    variant: 'error',
    message: { key: 'transactionsUnavailable' },
  })
  expect(t.core.wallet.events.map((e) => e.event)).toContain('ERROR_FETCH_TRANSACTIONS')
})

test('behavior: NFT-only spam is dropped', async () => {
  const item = (id: string, spam: boolean) => ({
    id,
    metadata: {
      operationType: 'receive',
      hash: id,
      minedAt: '2025-01-01T00:00:00Z',
      sentFrom: '0x1',
      sentTo: '0x2',
      status: 'confirmed',
      chain: 'eip155:31337',
    },
    transfers: [
      {
        nft_info: { name: 'Free NFT', flags: { is_spam: spam } },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ],
  })
  scripted.answer((r) =>
    r.url.pathname.endsWith('supported-chains')
      ? { body: JSON.stringify({ http: ['eip155:31337'], ws: [] }) }
      : { body: JSON.stringify({ data: [item('spam', true), item('real', false)], next: null }) },
  )
  const { t } = await connected(scripted.url)
  await fetchTransactions(t.core, { more: false })
  expect(t.core.store.getState().activity?.transactions.map((tx) => tx.id)).toEqual(['real'])
})
