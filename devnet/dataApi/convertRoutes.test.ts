import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  formatEther,
  type Hex,
  http,
  isHex,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { historyReplySchema } from '../../src/blockchainApiSchemas.ts'
import {
  buildApproveReplySchema,
  buildSwapReplySchema,
  gasPriceReplySchema,
  swapTokensReplySchema,
} from '../../src/swapSchemas.ts'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { DEV_TOKENS, deployDevTokens } from '../contracts/devTokens.ts'
import { deployUniswapV2, UNISWAP_V2, uniswapV2RouterAbi } from '../contracts/uniswapV2.ts'
import { getFreePort } from '../ports.ts'
import { type DevAccount, getDevAccounts } from '../wallet/devAccounts.ts'
import { z } from '../zod.ts'
import { CONVERT_NATIVE_ADDRESS } from './convertRoutes.ts'
import { createDataApi, type DataApi } from './createDataApi.ts'
import { createDataApiTestClient } from './testing/dataApiTestClient.ts'

let chain: AnvilHandle
let api: DataApi
const [alice, bobby, carol] = getDevAccounts()
if (!alice || !bobby || !carol) throw new Error('dev accounts missing')
const CHAIN = 'eip155:31337'
const tokenOf = (symbol: string) => {
  const found = DEV_TOKENS.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`${symbol} missing`)
  return found
}
const usdc = tokenOf('USDC')
const wdt = tokenOf('WDT')
const caip = (address: Address) => `${CHAIN}:${address}`
const ETH = caip(CONVERT_NATIVE_ADDRESS)

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await getFreePort() })
  await deployDevTokens(chain.rpcUrl)
  await deployUniswapV2(chain.rpcUrl)
  api = createDataApi({ chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl }], port: await getFreePort() })
  await api.start()
})

afterAll(async () => {
  await api.stop()
  await chain.stop()
})

const { get, post } = createDataApiTestClient(() => api.url)
const hex = (value: string): Hex => {
  if (!isHex(value)) throw new Error(`Not hex data: ${value}`)
  return value
}
// An error reply: the reasons, production's shape.
const reasonsSchema = z.object({ reasons: z.array(z.object({ description: z.string() })).min(1) })

const client = () => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const allowanceOf = (token: Address, owner: Address) =>
  client().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, UNISWAP_V2.router],
  })

/** Sends a built `tx` from the API as `account` and returns the receipt's status. */
async function sendBuilt(
  account: DevAccount,
  tx: { to: string; data: string; value?: string | undefined; amount?: string | undefined },
): Promise<'success' | 'reverted'> {
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
  const to = tx.to.split(':')[2] as Address
  const hash = await wallet.sendTransaction({
    to,
    data: hex(tx.data),
    value: BigInt(tx.value ?? tx.amount ?? '0'),
    gas: 400_000n,
    chain: null,
  })
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return receipt.status
}

const routerQuote = async (amount: bigint, path: Address[]) =>
  (
    await client().readContract({
      address: UNISWAP_V2.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    })
  ).at(-1)

describe('/v1/convert', () => {
  test('default: tokens lists the native coin and the pooled tokens as CAIP-10 addresses', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: CHAIN }, swapTokensReplySchema)
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      expect.objectContaining({ symbol: 'ETH', address: ETH, decimals: 18 }),
      expect.objectContaining({ symbol: 'USDC', address: caip(usdc.address), decimals: 6, name: usdc.name }),
      expect.objectContaining({ symbol: 'WDT', address: caip(wdt.address), decimals: 18 }),
    ])
    expect(body.tokens[1]?.logoUri).toMatch(/^data:image\/svg\+xml;base64,/)
    expect((await get('/v1/convert/tokens', { chainId: 'eip155:1' })).body).toEqual({ tokens: [] })
  })

  test('behavior: a quote is the router getAmountsOut for the amount, in base units', async () => {
    const amount = parseUnits('250', 6)
    const { body } = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: caip(carol.address),
      from: caip(usdc.address),
      to: ETH,
      gasPrice: '1',
    })
    expect(body).toEqual({
      quotes: [
        {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: caip(usdc.address),
          toAmount: String(await routerQuote(amount, [usdc.address, UNISWAP_V2.weth])),
          toAccount: ETH,
        },
      ],
    })
    const unsupported = await get('/v1/convert/quotes', {
      amount: '1',
      userAddress: `eip155:1:${carol.address}`,
      from: `eip155:1:${usdc.address}`,
      to: `eip155:1:${CONVERT_NATIVE_ADDRESS}`,
    })
    expect(unsupported.body).toEqual({ quotes: [] })
    const bad = await get('/v1/convert/quotes', { amount: '-1', from: caip(usdc.address), to: ETH })
    expect(bad.status).toBe(400)
  })

  test('behavior: gas price tiers from the chain; an unsupported chain is a 400', async () => {
    const { body } = await get('/v1/convert/gas-price', { chainId: CHAIN }, gasPriceReplySchema)
    const price = await client().getGasPrice()
    expect(BigInt(body.standard)).toBe(price)
    expect(BigInt(body.fast)).toBeGreaterThan(price)
    expect(BigInt(body.instant)).toBeGreaterThan(BigInt(body.fast))
    expect((await get('/v1/convert/gas-price', { chainId: 'eip155:1' })).status).toBe(400)
  })

  test('behavior: a chain outside gasPriceChains lists its swap tokens, yet its gas price is a 400', async () => {
    const narrow = createDataApi({
      chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl }],
      port: await getFreePort(),
      gasPriceChains: ['eip155:31338'],
    })
    await narrow.start()
    try {
      const client = createDataApiTestClient(() => narrow.url)
      const tokens = await client.get('/v1/convert/tokens', { chainId: CHAIN }, swapTokensReplySchema)
      expect(tokens.body.tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'WDT'])
      const refused = await client.get('/v1/convert/gas-price', { chainId: CHAIN }, reasonsSchema)
      expect(refused.status).toBe(400)
      expect(refused.body.reasons[0]?.description).toBe('Unsupported chain')
    } finally {
      await narrow.stop()
    }
  })

  test('behavior: build-approve is for the exact amount (never without one), and allowance reads it back', async () => {
    const amount = parseUnits('40', 6)
    const query = { userAddress: caip(carol.address), from: caip(usdc.address), to: caip(wdt.address) }
    const refused = await get('/v1/convert/build-approve', query)
    expect(refused).toMatchObject({
      status: 400,
      body: { reasons: [{ description: expect.stringMatching(/exact amount/) }] },
    })

    const { body } = await get(
      '/v1/convert/build-approve',
      { ...query, amount: amount.toString() },
      buildApproveReplySchema,
    )
    expect(body.tx).toMatchObject({ from: caip(carol.address), to: caip(usdc.address), value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: hex(body.tx.data) })).toEqual({
      functionName: 'approve',
      args: [UNISWAP_V2.router, amount],
    })
    expect(await sendBuilt(carol, body.tx)).toBe('success')
    expect(await allowanceOf(usdc.address, carol.address)).toBe(amount)
    const read = await get('/v1/convert/allowance', {
      tokenAddress: caip(usdc.address),
      userAddress: caip(carol.address),
    })
    expect(read.body).toEqual({ allowance: amount.toString() })
  })

  test('behavior: build-transaction swaps a token for a token through the router, the approval used up', async () => {
    const amount = parseUnits('40', 6)
    const quoted = await routerQuote(amount, [usdc.address, wdt.address])
    const [usdcBefore, wdtBefore] = await Promise.all([
      balanceOf(usdc.address, carol.address),
      balanceOf(wdt.address, carol.address),
    ])
    const { status, body } = await post(
      '/v1/convert/build-transaction',
      {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        from: caip(usdc.address),
        to: caip(wdt.address),
        userAddress: caip(carol.address),
        disableEstimate: false,
      },
      buildSwapReplySchema,
    )
    expect(status).toBe(200)
    expect(body.tx).toMatchObject({ from: caip(carol.address), to: caip(UNISWAP_V2.router), amount: '0' })
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: hex(body.tx.data) })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    // The minimum received is the quote less the 1 % slippage.
    expect(call.args?.[1]).toBe(((quoted ?? 0n) * 9900n) / 10000n)
    expect(await sendBuilt(carol, body.tx)).toBe('success')
    expect(await balanceOf(usdc.address, carol.address)).toBe(usdcBefore - amount)
    expect(await balanceOf(wdt.address, carol.address)).toBe(wdtBefore + (quoted ?? 0n))
    expect(await allowanceOf(usdc.address, carol.address)).toBe(0n)
  })

  test('behavior: native in and native out; the history calls both swaps trades', async () => {
    const wallet = createWalletClient({ account: bobby, transport: http(chain.rpcUrl) })
    const ethIn = parseEther('0.1')
    const buy = await post(
      '/v1/convert/build-transaction',
      {
        amount: ethIn.toString(),
        eip155: { slippage: '1' },
        from: ETH,
        to: caip(usdc.address),
        userAddress: caip(bobby.address),
      },
      buildSwapReplySchema,
    )
    expect(buy.body.tx.amount).toBe(ethIn.toString())
    const usdcBefore = await balanceOf(usdc.address, bobby.address)
    expect(await sendBuilt(bobby, buy.body.tx)).toBe('success')
    expect(await balanceOf(usdc.address, bobby.address)).toBeGreaterThan(usdcBefore)

    const usdcIn = parseUnits('100', 6)
    const approve = await get(
      '/v1/convert/build-approve',
      {
        userAddress: caip(bobby.address),
        from: caip(usdc.address),
        to: ETH,
        amount: usdcIn.toString(),
      },
      buildApproveReplySchema,
    )
    expect(await sendBuilt(bobby, approve.body.tx)).toBe('success')
    const sell = await post(
      '/v1/convert/build-transaction',
      {
        amount: usdcIn.toString(),
        eip155: { slippage: '1' },
        from: caip(usdc.address),
        to: ETH,
        userAddress: caip(bobby.address),
      },
      buildSwapReplySchema,
    )
    const quoted = await routerQuote(usdcIn, [usdc.address, UNISWAP_V2.weth])
    const ethBefore = await client().getBalance({ address: bobby.address })
    const hash = await wallet.sendTransaction({
      to: UNISWAP_V2.router,
      data: hex(sell.body.tx.data),
      chain: null,
    })
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client().getBalance({ address: bobby.address })).toBe(ethBefore - fee + (quoted ?? 0n))

    const history = await get(`/v1/account/${bobby.address}/history`, { chainId: CHAIN }, historyReplySchema)
    const [sold, bought] = history.body.data
    expect(sold?.metadata.operationType).toBe('trade')
    expect(sold?.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
      }),
      expect.objectContaining({
        direction: 'in',
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
        quantity: { numeric: formatEther(quoted ?? 0n) },
      }),
    ])
    expect(bought?.metadata.operationType).toBe('approve')
    expect(history.body.data[2]?.metadata.operationType).toBe('trade')
  })

  test('behavior: a price that moves past the slippage after the build makes the swap revert, nothing lost', async () => {
    const amount = parseUnits('500', 6)
    const built = await post(
      '/v1/convert/build-transaction',
      {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        from: caip(usdc.address),
        to: ETH,
        userAddress: caip(alice.address),
        disableEstimate: true,
      },
      buildSwapReplySchema,
    )
    expect(built.body.tx.eip155?.gas).toBe('250000')
    const approve = await get(
      '/v1/convert/build-approve',
      {
        userAddress: caip(alice.address),
        from: caip(usdc.address),
        to: ETH,
        amount: amount.toString(),
      },
      buildApproveReplySchema,
    )
    expect(await sendBuilt(alice, approve.body.tx)).toBe('success')
    // Someone else sells USDC for ether first: the pool's rate falls by more than 1 %.
    const bigSale = parseUnits('600', 6)
    const sale = await get(
      '/v1/convert/build-approve',
      {
        userAddress: caip(carol.address),
        from: caip(usdc.address),
        to: ETH,
        amount: bigSale.toString(),
      },
      buildApproveReplySchema,
    )
    expect(await sendBuilt(carol, sale.body.tx)).toBe('success')
    const carolSwap = await post(
      '/v1/convert/build-transaction',
      {
        amount: bigSale.toString(),
        eip155: { slippage: '1' },
        from: caip(usdc.address),
        to: ETH,
        userAddress: caip(carol.address),
      },
      buildSwapReplySchema,
    )
    expect(await sendBuilt(carol, carolSwap.body.tx)).toBe('success')

    const before = await balanceOf(usdc.address, alice.address)
    expect(await sendBuilt(alice, built.body.tx)).toBe('reverted')
    expect(await balanceOf(usdc.address, alice.address)).toBe(before)
  })

  test('behavior: with estimation on, a swap that would fail is refused with the reason', async () => {
    const { status, body } = await post(
      '/v1/convert/build-transaction',
      {
        amount: parseUnits('5', 6).toString(),
        eip155: { slippage: '1' },
        from: caip(usdc.address),
        to: caip(wdt.address),
        userAddress: caip(bobby.address),
      },
      reasonsSchema,
    )
    expect(status).toBe(400)
    expect(body.reasons[0]?.description).toMatch(/^The swap would fail/)
    const badSlippage = await post('/v1/convert/build-transaction', {
      amount: '1',
      eip155: { slippage: '90' },
      from: caip(usdc.address),
      to: caip(wdt.address),
      userAddress: caip(bobby.address),
    })
    expect(badSlippage.status).toBe(400)
  })
})
