import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { balanceReplySchema, historyReplySchema, profileSchema } from '../../src/blockchainApiSchemas.ts'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { DEV_TOKENS, deployDevTokens } from '../contracts/devTokens.ts'
import { getFreePort } from '../ports.ts'
import type { DevAccount } from '../wallet/devAccounts.ts'
import { getDevAccounts } from '../wallet/devAccounts.ts'
import { createDataApi, type DataApi } from './createDataApi.ts'
import { NATIVE_TOKEN_ADDRESS } from './routes.ts'
import { createDataApiTestClient } from './testing/dataApiTestClient.ts'

let chain: AnvilHandle
let api: DataApi
const [alice, bobby, carol] = getDevAccounts()
if (!alice || !bobby || !carol) throw new Error('dev accounts missing')
const usdc = DEV_TOKENS.find((t) => t.symbol === 'USDC')
if (!usdc) throw new Error('USDC missing')
const CHAIN = 'eip155:31337'

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await getFreePort() })
  await deployDevTokens(chain.rpcUrl)
  api = createDataApi({
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl }],
    port: await getFreePort(),
    pageSize: 2,
  })
  await api.start()
})

afterAll(async () => {
  await api.stop()
  await chain.stop()
})

const { get } = createDataApiTestClient(() => api.url)

async function send(from: DevAccount, tx: { to: `0x${string}`; value?: bigint; data?: `0x${string}` }) {
  const wallet = createWalletClient({ account: from, transport: http(chain.rpcUrl) })
  const hash = await wallet.sendTransaction({ ...tx, account: from, chain: null })
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
  return hash
}

describe('createDataApi', () => {
  test('default: supported chains lists the indexed chains', async () => {
    expect((await get('/v1/supported-chains')).body).toEqual({ http: [CHAIN], ws: [] })
  })

  test('behavior: a call without projectId is refused', async () => {
    const reply = await fetch(new URL('/v1/supported-chains', api.url))
    expect(reply.status).toBe(401)
  })

  test('behavior: balances list native and token quantities valued at the price table', async () => {
    const { status, body } = await get(
      `/v1/account/${carol.address}/balance`,
      { currency: 'usd', chainId: CHAIN },
      balanceReplySchema,
    )
    expect(status).toBe(200)
    const bySymbol = Object.fromEntries(body.balances.map((b) => [b.symbol, b]))
    expect(bySymbol.USDC).toMatchObject({
      name: 'Devnet USD Coin',
      chainId: CHAIN,
      address: `${CHAIN}:${usdc.address}`,
      price: 1,
      value: 10000,
      quantity: { decimals: '6', numeric: '10000' },
    })
    expect(bySymbol.WDT).toMatchObject({
      price: 2.5,
      value: 2500,
      quantity: { decimals: '18', numeric: '1000' },
    })
    expect(bySymbol.TIX).toMatchObject({ quantity: { decimals: '0', numeric: '5' } })
    // No icon: the UI draws WDT's generated badge.
    expect(bySymbol.WDT?.iconUrl).toBe('')
    expect(bySymbol.ETH).toMatchObject({ price: 3000, quantity: { decimals: '18' } })
    expect(bySymbol.ETH).toBeDefined()
    expect(bySymbol.ETH?.address).toBeUndefined()
    expect(typeof bySymbol.ETH?.iconUrl).toBe('string')
  })

  test('behavior: an unknown chain has no balances; a bad address or currency is a 400', async () => {
    expect(
      (await get(`/v1/account/${carol.address}/balance`, { currency: 'usd', chainId: 'eip155:1' })).body,
    ).toEqual({
      balances: [],
    })
    expect((await get('/v1/account/0x123/balance', { currency: 'usd', chainId: CHAIN })).status).toBe(400)
    expect(
      (await get(`/v1/account/${carol.address}/balance`, { currency: 'eur', chainId: CHAIN })).status,
    ).toBe(400)
  })

  test('behavior: history indexes native and token transfers, newest first, with cursor paging', async () => {
    const nativeHash = await send(alice, { to: bobby.address, value: parseEther('0.25') })
    const tokenHash = await send(alice, {
      to: usdc.address,
      data: encodeTransfer(bobby.address, parseUnits('12.5', 6)),
    })

    const first = await get(`/v1/account/${alice.address}/history`, { chainId: CHAIN }, historyReplySchema)
    expect(first.body.data.map((item) => item.id)).toEqual([tokenHash, nativeHash])
    const [token, native] = first.body.data
    expect(token?.metadata).toMatchObject({
      operationType: 'send',
      chain: CHAIN,
      status: 'confirmed',
      sentFrom: alice.address,
    })
    expect(new Date(token?.metadata.minedAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(token?.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
        direction: 'out',
        quantity: { numeric: '12.5' },
        value: 12.5,
      }),
    ])
    expect(native?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '0.25' },
      value: 750,
    })
    expect(typeof first.body.next).toBe('string')

    const second = await get(
      `/v1/account/${alice.address}/history`,
      { chainId: CHAIN, cursor: first.body.next ?? '' },
      historyReplySchema,
    )
    expect(second.body.data.map((item) => item.metadata.operationType)).toEqual(['mint', 'mint'])
    const third = await get(`/v1/account/${alice.address}/history`, {
      chainId: CHAIN,
      cursor: second.body.next ?? '',
    })
    expect(third.body).toMatchObject({
      data: [expect.objectContaining({ metadata: expect.objectContaining({ operationType: 'mint' }) })],
      next: null,
    })

    const received = await get(`/v1/account/${bobby.address}/history`, { chainId: CHAIN }, historyReplySchema)
    expect(received.body.data[0]?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '12.5' },
    })
    expect((await get(`/v1/account/${alice.address}/history`, { cursor: 'nonsense' })).status).toBe(400)
  })

  test('behavior: identity, reverse and forward profiles come from the name table', async () => {
    expect((await get(`/v1/identity/${alice.address}`, { sender: alice.address })).body).toEqual({
      name: 'alice.devnet.id',
      avatar: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    expect((await get(`/v1/identity/${carol.address}`)).body).toEqual({ name: null, avatar: null })
    const reverse = await get(`/v1/profile/reverse/${bobby.address}`, { apiVersion: '2' })
    expect(reverse.body).toEqual([
      expect.objectContaining({
        name: 'bobby.devnet.id',
        addresses: expect.objectContaining({ '60': { address: bobby.address } }),
      }),
    ])
    expect((await get(`/v1/profile/reverse/${carol.address}`, { apiVersion: '2' })).body).toEqual([])
    const forward = await get('/v1/profile/account/alice.devnet.id', { apiVersion: '2' }, profileSchema)
    expect(forward.body.addresses[String((31337 | 0x80000000) >>> 0)]).toEqual({ address: alice.address })
    const missing = await get('/v1/profile/account/nobody.devnet.id', { apiVersion: '2' })
    expect(missing).toMatchObject({ status: 404, body: { reasons: [{ description: 'Name not found' }] } })
  })

  test('behavior: fungible prices for tokens and the native currency', async () => {
    const reply = await fetch(new URL('/v1/fungible/price', api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'test',
        addresses: [`${CHAIN}:${usdc.address}`, `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`, 'eip155:1:0x0'],
      }),
    })
    expect(await reply.json()).toEqual({
      fungibles: [
        expect.objectContaining({ symbol: 'USDC', price: 1 }),
        expect.objectContaining({ symbol: 'ETH', price: 3000 }),
      ],
    })
  })

  test('behavior: CORS only for the allowed origins', async () => {
    const allowed = await get('/v1/supported-chains', {}, undefined, { origin: 'http://127.0.0.1:5173' })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const other = await get('/v1/supported-chains', {}, undefined, { origin: 'http://evil.example' })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('behavior: a stopped API refuses connections; started again it still knows the history', async () => {
    await api.stop()
    expect(api.running).toBe(false)
    await expect(fetch(new URL('/health', api.url))).rejects.toThrow()
    await api.start()
    const { body } = await get(`/v1/account/${alice.address}/history`, { chainId: CHAIN }, historyReplySchema)
    expect(body.data).toHaveLength(2)
  })

  test('behavior: with the chain down, balances answer 503 and history answers from the index', async () => {
    await chain.stop()
    try {
      const balances = await get(`/v1/account/${alice.address}/balance`, { currency: 'usd', chainId: CHAIN })
      expect(balances.status).toBe(503)
      const { status, body } = await get(
        `/v1/account/${alice.address}/history`,
        { chainId: CHAIN },
        historyReplySchema,
      )
      expect(status).toBe(200)
      expect(body.data).toHaveLength(2)
    } finally {
      await chain.start()
    }
  })
})

function encodeTransfer(to: `0x${string}`, amount: bigint): `0x${string}` {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
}

describe('the devnet block explorer', () => {
  test('behavior: a transaction’s page shows its status, parties and value; an unknown one is a 404', async () => {
    const hash = await send(alice, { to: bobby.address, value: parseEther('0.25') })
    const reply = await fetch(new URL(`/explorer/31337/tx/${hash}`, api.url))
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await reply.text()
    expect(html).toContain(`<dd data-field="Transaction">${hash}</dd>`)
    expect(html).toContain('<dd data-field="Status">success</dd>')
    expect(html).toContain(`<dd data-field="From">${alice.address}</dd>`)
    expect(html).toContain(`<dd data-field="To">${bobby.address}</dd>`)
    expect(html).toContain('<dd data-field="Value">0.25 ETH</dd>')

    const unknown = `0x${'ab'.repeat(32)}`
    expect((await fetch(new URL(`/explorer/31337/tx/${unknown}`, api.url))).status).toBe(404)
    expect((await fetch(new URL(`/explorer/1/tx/${hash}`, api.url))).status).toBe(404)
    expect((await fetch(new URL('/explorer/31337/tx/<script>', api.url))).status).toBe(404)
  })
})
