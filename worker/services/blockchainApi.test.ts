import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { systemClock } from '../deps.ts'
import { DEV_TOKENS, startTestDataApi } from '../testing/dataApi.ts'
import { startTestChains, type TestChains } from '../testing/harness.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { createBlockchainApi } from './blockchainApi.ts'

let chains: TestChains
let dataApi: DataApi
let scripted: ScriptedServer
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const config = { projectId: 'test', sdkType: 'html-wagmi', sdkVersion: '4.2.2' }

beforeAll(async () => {
  chains = await startTestChains()
  dataApi = await startTestDataApi(chains)
  scripted = await startScriptedServer()
})

afterAll(async () => {
  await scripted.close()
  await dataApi.stop()
  await chains.stop()
})

const api = (baseUrl: string) => createBlockchainApi({ baseUrl, fetch, clock: systemClock, config })

describe('createBlockchainApi against the devnet data API', () => {
  test('default: balances of a supported network, validated', async () => {
    const balances = await api(dataApi.url).getBalances({ address: ALICE, caipNetworkId: 'eip155:31337' })
    expect(balances.map((b) => b.symbol).sort()).toEqual(['ETH', 'TIX', 'USDC', 'WDT'])
    const usdc = DEV_TOKENS.find((t) => t.symbol === 'USDC')
    expect(balances.find((b) => b.symbol === 'USDC')).toMatchObject({
      address: `eip155:31337:${usdc?.address}`,
      value: 10000,
    })
  })

  test('behavior: history, identity, profiles and prices', async () => {
    const client = api(dataApi.url)
    const history = await client.getHistory({ account: ALICE, caipNetworkId: 'eip155:31337' })
    expect(history.data.length).toBeGreaterThan(0)
    expect(history.data.every((tx) => tx.metadata.chain === 'eip155:31337')).toBe(true)
    expect(await client.getIdentity({ address: ALICE, sender: ALICE })).toMatchObject({
      name: 'alice.devnet.id',
    })
    expect((await client.getReverseProfiles({ address: ALICE }))[0]?.name).toBe('alice.devnet.id')
    expect((await client.getProfile({ name: 'alice.devnet.id' })).addresses['60']).toEqual({ address: ALICE })
    const prices = await client.getFungiblePrices({ addresses: [`eip155:31337:${DEV_TOKENS[0]?.address}`] })
    expect(prices).toEqual([expect.objectContaining({ symbol: 'USDC', price: 1 })])
  })

  test('behavior: an unsupported network is skipped with an empty result, without asking', async () => {
    const client = api(dataApi.url)
    expect(await client.getBalances({ address: ALICE, caipNetworkId: 'eip155:1' })).toEqual([])
    expect(await client.getHistory({ account: ALICE, caipNetworkId: 'eip155:1' })).toEqual({
      data: [],
      next: null,
    })
  })
})

describe('createBlockchainApi with bad replies', () => {
  const supported = JSON.stringify({ http: ['eip155:31337'], ws: [] })
  const balanceReply = (balances: unknown) => JSON.stringify({ balances })

  test('bad input remote-replies: wrong types, huge or negative numbers and truncated JSON are invalid replies', async () => {
    const bodies = [
      balanceReply([
        {
          name: 'X',
          symbol: 'X',
          chainId: 'eip155:31337',
          value: 'lots',
          price: 1,
          quantity: { decimals: '6', numeric: '1' },
          iconUrl: '',
        },
      ]),
      balanceReply([
        {
          name: 'X',
          symbol: 'X',
          chainId: 'eip155:31337',
          value: 1,
          price: 1,
          quantity: { decimals: '6', numeric: '1' },
          iconUrl: '',
        },
      ]).replace('"value":1', '"value":1e400'),
      balanceReply([
        {
          name: 'X',
          symbol: 'X',
          chainId: 'eip155:31337',
          value: 1,
          price: 1,
          quantity: { decimals: '6', numeric: '-5' },
          iconUrl: '',
        },
      ]),
      '{"balances": [{"name": "X", "sym',
    ]
    for (const body of bodies) {
      scripted.answer((r) => ({ body: r.url.pathname.endsWith('supported-chains') ? supported : body }))
      await expect(
        api(scripted.url).getBalances({ address: ALICE, caipNetworkId: 'eip155:31337' }),
      ).rejects.toMatchObject({
        name: 'InvalidApiReplyError',
      })
    }
  })

  test('behavior: identical concurrent reads share one request', async () => {
    scripted.answer((r) => ({
      body: r.url.pathname.endsWith('supported-chains') ? supported : balanceReply([]),
    }))
    const client = api(scripted.url)
    const before = scripted.requests.length
    await Promise.all([
      client.getBalances({ address: ALICE, caipNetworkId: 'eip155:31337' }),
      client.getBalances({ address: ALICE, caipNetworkId: 'eip155:31337' }),
    ])
    expect(scripted.requests.slice(before).map((r) => r.url.pathname)).toEqual([
      '/v1/supported-chains',
      `/v1/account/${ALICE}/balance`,
    ])
  })

  test("behavior: a refusal keeps the service's reason", async () => {
    scripted.answer(() => ({
      status: 404,
      body: JSON.stringify({ reasons: [{ description: 'Name not found' }] }),
    }))
    await expect(api(scripted.url).getProfile({ name: 'nobody.id' })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 404',
      details: 'Name not found',
    })
  })
})
