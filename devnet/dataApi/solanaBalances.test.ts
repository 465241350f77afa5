import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { balanceReplySchema } from '../../src/blockchainApiSchemas.ts'
import {
  mintNewToken,
  startTestSolanaNode,
  transferSol,
  transferToken,
} from '../../worker/testing/solanaNode.ts'
import { getFreePort } from '../ports.ts'
import { LAMPORTS_PER_SOL, SOLANA_DEVNET_CAIP_NETWORK_ID } from '../solana/cluster.ts'
import type { SolanaNode } from '../solana/createSolanaNode.ts'
import { getSolanaDevAccounts, getSolanaDevKeypair } from '../solana/devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from '../solana/devTokens.ts'
import { createDataApi, type DataApi } from './createDataApi.ts'
import { NATIVE_SOL_ADDRESS } from './solanaBalances.ts'

const CHAIN = SOLANA_DEVNET_CAIP_NETWORK_ID
const [alice, bobby, carol] = getSolanaDevAccounts()
if (!alice || !bobby || !carol) throw new Error('Solana dev accounts missing')
const [usdc, wdt] = SOLANA_DEV_TOKENS
if (!usdc || !wdt) throw new Error('Solana dev tokens missing')

let node: SolanaNode
let api: DataApi

beforeAll(async () => {
  node = await startTestSolanaNode()
  api = createDataApi({ chains: [], port: await getFreePort(), solana: { rpcUrl: node.url } })
  await api.start()
})

afterAll(async () => {
  await api.stop()
  await node.stop()
})

/** What the tests read from a reply: the balances of a 200, the reasons of an error. */
type BalanceReplyBody = {
  balances: ({ symbol: string } & Record<string, unknown>)[]
  reasons: { description: string }[]
}

async function balances(address: string, chainId: string = CHAIN) {
  const url = new URL(`/v1/account/${address}/balance`, api.url)
  for (const [k, v] of Object.entries({ projectId: 'test', currency: 'usd', chainId }))
    url.searchParams.set(k, v)
  const reply = await fetch(url)
  return { status: reply.status, body: (await reply.json()) as BalanceReplyBody }
}

describe('the data API on Solana', () => {
  test('default: supported chains lists the Solana cluster', async () => {
    const reply = await fetch(new URL('/v1/supported-chains?projectId=test', api.url))
    expect(await reply.json()).toEqual({ http: [CHAIN], ws: [] })
  })

  test('default: SOL and the SPL tokens in the production shape, valued at the price table', async () => {
    const { status, body } = await balances(carol.address)
    expect(status).toBe(200)
    // The same schema the core checks replies with.
    expect(balanceReplySchema.safeParse(body).success).toBe(true)
    const [sol, ...tokens] = body.balances
    expect(sol).toEqual({
      name: 'Solana',
      symbol: 'SOL',
      chainId: CHAIN,
      value: 15000,
      price: 150,
      quantity: { decimals: '9', numeric: '100' },
      iconUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    expect(tokens).toEqual([
      expect.objectContaining({
        name: 'Devnet USD Coin',
        symbol: 'USDC',
        chainId: CHAIN,
        address: `${CHAIN}:${usdc.mint}`,
        value: 10000,
        price: 1,
        quantity: { decimals: '6', numeric: '10000' },
      }),
      expect.objectContaining({
        name: 'Walletdock Token',
        symbol: 'WDT',
        address: `${CHAIN}:${wdt.mint}`,
        value: 2500,
        price: 2.5,
        quantity: { decimals: '9', numeric: '1000' },
      }),
    ])
  })

  test('behavior: balances are read live, so a transfer that landed shows at once', async () => {
    await transferToken(node, alice, bobby.address, usdc, 12_500_000n)
    await transferSol(node, alice, bobby.address, LAMPORTS_PER_SOL / 4n)
    const { body } = await balances(bobby.address)
    const bySymbol = Object.fromEntries(body.balances.map((b) => [b.symbol, b]))
    expect(bySymbol.USDC?.quantity).toEqual({ decimals: '6', numeric: '10012.5' })
    expect(bySymbol.SOL?.quantity).toEqual({ decimals: '9', numeric: '100.25' })
  })

  test('behavior: mints the API does not know are left out; an empty account has no rows', async () => {
    const stranger = getSolanaDevKeypair('data-api-test/stranger').address
    await mintNewToken(node, alice, { decimals: 2, to: carol.address, amount: 500n })
    const { body } = await balances(carol.address)
    expect(body.balances.map((b) => b.symbol)).toEqual(['SOL', 'USDC', 'WDT'])
    expect((await balances(stranger)).body).toEqual({ balances: [] })
  })

  test('behavior: an address that is not a Solana account is a 400', async () => {
    expect((await balances('not-an-address')).status).toBe(400)
    expect((await balances('0x1234567890abcdef1234567890abcdef1234abcd')).status).toBe(400)
    // 32-44 base58 characters, but not 32 bytes.
    expect((await balances('1111111111111111111111111111111111')).status).toBe(400)
  })

  test('behavior: with the node down, balances answer 503', async () => {
    await node.stop()
    try {
      const { status, body } = await balances(carol.address)
      expect(status).toBe(503)
      expect(body.reasons[0]?.description).toMatch(/^Upstream unavailable/)
    } finally {
      await node.start()
    }
  })

  test('behavior: fungible prices for SOL and the known SPL tokens', async () => {
    const reply = await fetch(new URL('/v1/fungible/price', api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'test',
        addresses: [`${CHAIN}:${usdc.mint}`, `${CHAIN}:${NATIVE_SOL_ADDRESS}`, `${CHAIN}:${carol.address}`],
      }),
    })
    expect(await reply.json()).toEqual({
      fungibles: [
        expect.objectContaining({ symbol: 'USDC', price: 1 }),
        expect.objectContaining({ symbol: 'SOL', name: 'Solana', price: 150 }),
      ],
    })
  })
})
