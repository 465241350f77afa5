import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { onrampOptionsReplySchema, onrampQuoteSchema } from '../../src/onramp.ts'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { deployDevTokens } from '../contracts/devTokens.ts'
import { createDataApi, type DataApi } from '../dataApi/createDataApi.ts'
import { getFreePort } from '../ports.ts'
import { DEV_ADDRESSES } from '../wallet/devAccounts.ts'
import { createOnrampSite, DECLINED_MESSAGE, type OnrampSite } from './createOnrampSite.ts'
import { ONRAMP_TOKEN } from './onrampCatalog.ts'

let chain: AnvilHandle
let site: OnrampSite
let api: DataApi
const buyer = DEV_ADDRESSES[2] ?? '0x'

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await getFreePort() })
  await deployDevTokens(chain.rpcUrl)
  site = createOnrampSite({ chains: [chain], port: await getFreePort(), settleMs: 50 })
  api = createDataApi({ chains: [chain], port: await getFreePort(), onramp: site })
  await Promise.all([site.start(), api.start()])
})

afterAll(async () => {
  await Promise.all([api.stop(), site.stop()])
  await chain.stop()
})

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const url = new URL(path, api.url)
  url.searchParams.set('projectId', 'test')
  const reply = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: reply.status, body: (await reply.json()) as unknown }
}

const usdcOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
    address: ONRAMP_TOKEN.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function checkout(url: string, card: string): Promise<string> {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12/34', cvc: '123' }),
  })
  return reply.text()
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('timed out')
}

describe('the data API answers the on-ramp calls from the provider', () => {
  test('default: options in the product schema, with USDC on the devnet chains and three fiat currencies', async () => {
    const { status, body } = await call('GET', '/v1/onramp/options')
    expect(status).toBe(200)
    const options = onrampOptionsReplySchema.parse(body)
    expect(options.purchaseCurrencies[0]?.networks.map((n) => n.chain_id)).toEqual(['31337', '31338'])
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR', 'GBP'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  test('default: a quote with a 1 % fee and a 0.50 network fee, the rest in USDC', async () => {
    const body = { purchaseCurrency: 'devnet-usdc', paymentCurrency: 'USD', amount: '100', network: 'USDC' }
    const quote = onrampQuoteSchema.parse((await call('POST', '/v1/onramp/quote', body)).body)
    expect(quote).toMatchObject({
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98.5', currency: 'USDC' },
    })
    const refused = await call('POST', '/v1/onramp/quote', { ...body, amount: '5' })
    expect(refused).toEqual({
      status: 400,
      body: { reasons: [{ description: 'The amount must be between 10.00 and 25000.00' }] },
    })
  })

  test('behavior: a checkout paid with the test card delivers the USDC after the delay, marked as a purchase', async () => {
    const before = await usdcOf(buyer)
    const made = await call('POST', '/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['walletdock-devnet-a'], assets: ['USDC'] }],
      defaultNetwork: 'walletdock-devnet-a',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: '20',
      fiatCurrency: 'USD',
    })
    expect(made.status).toBe(200)
    const url = (made.body as { url: string }).url
    expect(url.startsWith(`${site.url}/checkout/`)).toBe(true)
    expect(await (await fetch(url)).text()).toContain('19.3 USDC')
    expect(await checkout(url, '4242 4242 4242 4242')).toContain('Payment accepted')
    await until(
      () => usdcOf(buyer),
      (held) => held > before,
    )
    expect((await usdcOf(buyer)) - before).toBe(parseUnits('19.3', 6))
    const session = site.sessions().find((s) => url.endsWith(s.id))
    expect(session?.status).toBe('delivered')
    const history = async (onramp?: string) => {
      const q = onramp === undefined ? '' : `&onramp=${onramp}`
      const reply = await call('GET', `/v1/account/${buyer}/history?chainId=eip155:31337${q}`)
      return (reply.body as { data: { id: string; metadata: { operationType: string } }[] }).data
    }
    const marked = (await history('coinbase,meld')).find((tx) => tx.id === session?.txHash)
    expect(marked?.metadata.operationType).toBe('buy')
    const plain = (await history()).find((tx) => tx.id === session?.txHash)
    expect(plain?.metadata.operationType).toBe('receive')
  })

  test('bad input: the declined test card is refused with the provider’s message and nothing is sent', async () => {
    const before = await usdcOf(buyer)
    const page = await fetch(
      `${site.url}/meld?publicKey=k&destinationCurrencyCode=USDC&walletAddress=${buyer}&externalCustomerId=p&sourceAmount=30`,
    )
    expect(page.url).toMatch(/\/checkout\//)
    const html = await checkout(page.url, '4000 0000 0000 0002')
    expect(html).toContain(DECLINED_MESSAGE)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await usdcOf(buyer)).toBe(before)
    const missingKey = await fetch(`${site.url}/meld?destinationCurrencyCode=USDC&walletAddress=${buyer}`)
    expect(missingKey.status).toBe(400)
  })

  test('behavior: with the provider down the on-ramp calls fail upstream; a failed path answers its status', async () => {
    await site.stop()
    expect((await call('GET', '/v1/onramp/options')).status).toBe(503)
    await site.start()
    expect((await call('GET', '/v1/onramp/options')).status).toBe(200)
    await api.fail('/v1/onramp/options', 502)
    expect((await call('GET', '/v1/onramp/options')).status).toBe(502)
    await api.reset()
    expect((await call('GET', '/v1/onramp/options')).status).toBe(200)
  })
})
