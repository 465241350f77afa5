import { createWalletClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEV_NFTS } from '../../devnet/contracts/devNfts.ts'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { getDevAccount } from '../../devnet/wallet/devAccounts.ts'
import { dataApiConfig, startTestDataApi, withClockRunning } from '../testing/dataApi.ts'
import {
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { fetchNfts } from './fetchNfts.ts'

let chains: TestChains
let api: DataApi
const CRIT = DEV_NFTS[0]?.address ?? '0x'

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains, { nfts: true })
})

afterAll(async () => {
  await api.stop()
  await chains.stop()
})

async function connected(account = 0) {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, api.url) })
  const wallet = createTestWallet({ chains })
  wallet.wallet.selectAccount(account)
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return t
}

const ids = (result: Awaited<ReturnType<typeof fetchNfts>>) =>
  'nfts' in result ? result.nfts.map((n) => n.tokenId) : []

test('default: the account’s NFTs from the data service, each with its name, collection and picture', async () => {
  const t = await connected(1)
  const result = await fetchNfts(t.core, { force: false })
  expect(result).toMatchObject({
    status: 'ready',
    caipAddress: expect.stringMatching(/^eip155:31337:0x7099/),
  })
  expect(ids(result)).toEqual(['4', '5', '6'])
  expect('nfts' in result && result.nfts[0]).toEqual({
    chainId: 'eip155:31337',
    contract: CRIT,
    tokenId: '4',
    name: 'Devnet Critters #4',
    collection: { name: 'Devnet Critters', symbol: 'CRIT' },
    imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  })
})

test('behavior: the collection is no fungible balance: the holder’s token balances still answer without it', async () => {
  const alice = getDevAccount(0).address
  const reply = await fetch(
    `${api.url}/v1/account/${alice}/balance?currency=usd&chainId=eip155:31337&projectId=t`,
  )
  expect(reply.status).toBe(200)
  const { balances } = (await reply.json()) as { balances: { symbol: string }[] }
  expect(balances.map((b) => b.symbol)).toContain('USDC')
  expect(balances.map((b) => b.symbol)).not.toContain('CRIT')
})

test('behavior: a transfer moves the NFT from one list to the other (the service indexes the chain)', async () => {
  const bobby = getDevAccount(1)
  const client = createWalletClient({ account: bobby, transport: http(chains.a.rpcUrl) })
  await client.writeContract({
    address: CRIT,
    abi: parseAbi(['function transferFrom(address, address, uint256)']),
    functionName: 'transferFrom',
    args: [bobby.address, getDevAccount(2).address, 5n],
    chain: null,
  })
  expect(ids(await fetchNfts((await connected(1)).core, { force: true }))).toEqual(['4', '6'])
  expect(ids(await fetchNfts((await connected(2)).core, { force: true }))).toEqual(['5', '7', '8', '9'])
})

test('behavior: with the service down, the last-known list with its age and why; nothing known is unavailable', async () => {
  const t = await connected(0)
  const first = await fetchNfts(t.core, { force: false })
  expect(ids(first)).toEqual(['1', '2', '3'])
  const fresh = await connected(0)
  await api.stop()
  try {
    t.clock.advance(60_000)
    const stale = await withClockRunning(t.clock, fetchNfts(t.core, { force: true }))
    expect(stale).toMatchObject({ status: 'stale', problem: expect.any(String) })
    expect(ids(stale)).toEqual(['1', '2', '3'])
    expect('fetchedAt' in stale && 'fetchedAt' in first && stale.fetchedAt).toBe(
      'fetchedAt' in first && first.fetchedAt,
    )
    // A core that never read them has nothing to show.
    const none = await withClockRunning(fresh.clock, fetchNfts(fresh.core, { force: false }))
    expect(none).toMatchObject({ status: 'unavailable' })
  } finally {
    await api.start()
  }
})
