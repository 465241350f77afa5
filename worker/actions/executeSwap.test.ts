import {
  type Address,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { UNISWAP_V2, uniswapV2RouterAbi } from '../../devnet/contracts/uniswapV2.ts'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { getDevAccounts } from '../../devnet/wallet/devAccounts.ts'
import { SWAP_NATIVE_ADDRESS, SWAP_QUOTE_TTL_MS } from '../../src/swap.ts'
import { DEV_TOKENS, dataApiConfig, startTestDataApi, withClockRunning } from '../testing/dataApi.ts'
import {
  advanceChainTime,
  type CreateTestWalletParameters,
  chainClient,
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  startTestChains,
  type TestChains,
  type TestCore,
  type TestTab,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { executeSwap } from './executeSwap.ts'
import { fetchSwapQuote } from './fetchSwapQuote.ts'
import { fetchSwapTokens } from './fetchSwapTokens.ts'
import { request } from './request.ts'

let chains: TestChains
let api: DataApi
const CHAIN = 'eip155:31337'
const tokenOf = (symbol: string) => {
  const found = DEV_TOKENS.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`${symbol} missing`)
  return found
}
const usdc = tokenOf('USDC')
const wdt = tokenOf('WDT')
const caip = (address: string) => `${CHAIN}:${address}`
const ETH = caip(SWAP_NATIVE_ADDRESS)

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains, { uniswap: true })
})

afterAll(async () => {
  await api.stop()
  await chains.stop()
})

async function connected(
  wallet: Partial<CreateTestWalletParameters> = {},
  extra: Record<string, unknown> = {},
) {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, api.url, extra) })
  const testWallet = createTestWallet({ chains, ...wallet })
  const tab = await openTab(t, [testWallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: testWallet.info.connectorId })
  await tab.idle()
  const other = await openTab(t, [])
  return { t, tab, other, wallet: testWallet }
}

// The gate as the intent table binds it: the calling tab's requests.
const gateOf = (t: TestCore, tab: TestTab) => (method: string, params?: unknown) =>
  request(t.core, { tabId: tab.info.tabId, namespace: 'eip155', method, params })

const client = () => chainClient(chains.a)
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const allowanceOf = (token: Address, owner: Address) =>
  client().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, UNISWAP_V2.router],
  })

test('default: the tokens of the network with the balances the account holds', async () => {
  const { t } = await connected()
  const tokens = await fetchSwapTokens(t.core)
  expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WDT'])
  expect(tokens[0]).toMatchObject({ native: true, address: ETH, price: 3000 })
  expect(tokens.find((token) => token.symbol === 'USDC')).toMatchObject({
    address: caip(usdc.address),
    decimals: 6,
    price: 1,
  })
  expect(Number(tokens.find((token) => token.symbol === 'USDC')?.balance)).toBeGreaterThan(0)
})

test('behavior: a token swap approves exactly the amount, then swaps; balances move in every tab, SWAP_SUCCESS', async () => {
  const { t, tab, other, wallet } = await connected()
  const quote = await fetchSwapQuote(t.core, {
    from: caip(usdc.address),
    to: caip(wdt.address),
    amount: '25',
  })
  expect(quote).toMatchObject({ needsApproval: true, slippagePercent: 1, fromAmount: '25' })
  expect(Number(quote.minimumReceived)).toBeCloseTo(Number(quote.toAmount) * 0.99, 6)
  // 25 USDC at 2.5 USD a WDT: ~10 WDT less the pool's fee and curve.
  expect(Number(quote.toAmount)).toBeGreaterThan(9.5)
  expect(quote.priceImpact).toBeGreaterThanOrEqual(0)
  expect(Number(quote.networkFee?.amount)).toBeGreaterThan(0)
  const [usdcBefore, wdtBefore] = await Promise.all([
    balanceOf(usdc.address, wallet.address),
    balanceOf(wdt.address, wallet.address),
  ])

  const { hash, batched } = await executeSwap(t.core, { gate: gateOf(t, tab), quoteId: quote.id })

  expect(batched).toBe(false)
  const amount = parseUnits('25', 6)
  expect(await balanceOf(usdc.address, wallet.address)).toBe(usdcBefore - amount)
  const received = (await balanceOf(wdt.address, wallet.address)) - wdtBefore
  expect(received).toBeGreaterThanOrEqual(parseUnits(quote.minimumReceived, 18))
  // The approval on chain was for exactly the amount swapped, and the swap used it up.
  const swapTx = await client().getTransaction({ hash: hash as Hex })
  const approveTx = await client().getTransaction({ blockNumber: (swapTx.blockNumber ?? 1n) - 1n, index: 0 })
  expect(approveTx.to?.toLowerCase()).toBe(usdc.address.toLowerCase())
  expect(decodeFunctionData({ abi: erc20Abi, data: approveTx.input })).toEqual({
    functionName: 'approve',
    args: [UNISWAP_V2.router, amount],
  })
  expect(swapTx.to?.toLowerCase()).toBe(UNISWAP_V2.router.toLowerCase())
  expect(await allowanceOf(usdc.address, wallet.address)).toBe(0n)
  expect(wallet.prompts.map((prompt) => prompt.method)).toContain('eth_sendTransaction')
  expect(t.core.wallet.events.at(-1)).toMatchObject({
    event: 'SWAP_SUCCESS',
    properties: { swapFromToken: 'USDC', swapToToken: 'WDT', swapfromAmount: '25', network: CHAIN },
  })
  const left = await balanceOf(usdc.address, wallet.address)
  await eventually(() => {
    const held = other.snapshots.at(-1)?.portfolio?.tokens.find((token) => token.symbol === 'USDC')
    expect(parseUnits(held?.quantity.numeric ?? '0', 6)).toBe(left)
  })
  // A quote is executed once.
  await expect(executeSwap(t.core, { gate: gateOf(t, tab), quoteId: quote.id })).rejects.toMatchObject({
    name: 'SwapQuoteExpiredError',
  })
})

test('behavior: native coin for a token needs no approval', async () => {
  const { t, tab, wallet } = await connected()
  const quote = await fetchSwapQuote(t.core, { from: ETH, to: caip(usdc.address), amount: '0.01' })
  expect(quote.needsApproval).toBe(false)
  const before = await balanceOf(usdc.address, wallet.address)
  const { hash } = await executeSwap(t.core, { gate: gateOf(t, tab), quoteId: quote.id })
  const tx = await client().getTransaction({ hash: hash as Hex })
  expect(tx.value).toBe(parseEther('0.01'))
  expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.input }).functionName).toBe(
    'swapExactETHForTokens',
  )
  expect((await balanceOf(usdc.address, wallet.address)) - before).toBeGreaterThanOrEqual(
    parseUnits(quote.minimumReceived, 6),
  )
})

test('behavior: a swap confirmed a while after its preview still goes through (the gas estimate was made earlier)', async () => {
  const { t, tab, wallet } = await connected({
    // The person takes half a minute in the wallet: the swap is mined in a later block than the one its gas was
    // estimated against, where the pool also writes its time-weighted prices.
    onPrompt: () => advanceChainTime(chains.a, 30),
  })
  // The pool was just traded: the block the estimate runs against is the pool's last update.
  const warmUp = await fetchSwapQuote(t.core, { from: ETH, to: caip(usdc.address), amount: '0.001' })
  await executeSwap(t.core, { gate: gateOf(t, tab), quoteId: warmUp.id })
  const quote = await fetchSwapQuote(t.core, { from: ETH, to: caip(usdc.address), amount: '0.01' })
  const before = await balanceOf(usdc.address, wallet.address)
  const { hash } = await executeSwap(t.core, { gate: gateOf(t, tab), quoteId: quote.id })
  const receipt = await client().getTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  expect((await balanceOf(usdc.address, wallet.address)) - before).toBeGreaterThanOrEqual(
    parseUnits(quote.minimumReceived, 6),
  )
})

test('behavior: a stale quote is never executed; nothing is sent', async () => {
  const { t, tab, wallet } = await connected()
  const quote = await fetchSwapQuote(t.core, { from: caip(usdc.address), to: ETH, amount: '5' })
  t.clock.advance(SWAP_QUOTE_TTL_MS + 1)
  const nonce = await client().getTransactionCount({ address: wallet.address })
  await expect(executeSwap(t.core, { gate: gateOf(t, tab), quoteId: quote.id })).rejects.toMatchObject({
    name: 'SwapQuoteExpiredError',
    shortMessage: 'The quote has expired. Check the new quote and try again.',
  })
  await expect(executeSwap(t.core, { gate: gateOf(t, tab), quoteId: 'made-up' })).rejects.toMatchObject({
    name: 'SwapQuoteExpiredError',
  })
  expect(await client().getTransactionCount({ address: wallet.address })).toBe(nonce)
})

test('behavior: more than the balance is refused before anything is sent', async () => {
  const { t, tab, wallet } = await connected()
  const quote = await fetchSwapQuote(t.core, { from: caip(wdt.address), to: ETH, amount: '5000' })
  const nonce = await client().getTransactionCount({ address: wallet.address })
  await expect(executeSwap(t.core, { gate: gateOf(t, tab), quoteId: quote.id })).rejects.toMatchObject({
    name: 'InsufficientSwapBalanceError',
    shortMessage: 'Insufficient WDT balance',
  })
  expect(await client().getTransactionCount({ address: wallet.address })).toBe(nonce)
})

test('behavior: the price moving past the slippage while the wallet asks reverts the swap; nothing is lost', async () => {
  const [, , carol] = getDevAccounts()
  if (!carol) throw new Error('dev accounts missing')
  let moved = false
  const { t, tab, wallet } = await connected({
    // While the person looks at the swap in the wallet, someone else sells a lot of USDC into the pool.
    onPrompt: async (request) => {
      if (
        moved ||
        !request.details.some((d) => d.value.toLowerCase().includes(UNISWAP_V2.router.toLowerCase()))
      )
        return
      moved = true
      await dumpUsdc(carol)
    },
  })
  const quote = await fetchSwapQuote(t.core, { from: caip(usdc.address), to: ETH, amount: '50' })
  const before = await balanceOf(usdc.address, wallet.address)
  await expect(executeSwap(t.core, { gate: gateOf(t, tab), quoteId: quote.id })).rejects.toMatchObject({
    name: 'SwapRevertedError',
  })
  expect(moved).toBe(true)
  expect(await balanceOf(usdc.address, wallet.address)).toBe(before)
  expect(t.core.wallet.events.at(-1)).toMatchObject({ event: 'SWAP_ERROR' })
})

test('behavior: with the data service down the swap reads fail with a clear error; back up, they work', async () => {
  const { t } = await connected()
  await api.stop()
  try {
    // Caught at once: the retries' delays run on the manual clock, moved on meanwhile.
    const failed = fetchSwapTokens(t.core).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(await withClockRunning(t.clock, failed)).toMatchObject({ name: 'ServiceUnreachableError' })
  } finally {
    await api.start()
  }
  expect((await fetchSwapTokens(t.core)).length).toBe(3)
})

test("behavior: swaps turned off is 'Network not supported for Swaps'", async () => {
  const { t } = await connected({}, { features: { swaps: false } })
  await expect(fetchSwapTokens(t.core)).rejects.toMatchObject({
    shortMessage: 'Network not supported for Swaps',
  })
})

async function dumpUsdc(account: ReturnType<typeof getDevAccounts>[number]) {
  const walletClient = createWalletClient({ account, transport: http(chains.a.rpcUrl) })
  const amount = parseUnits('3000', 6)
  const wait = (hash: Hex) => client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  await wait(
    await walletClient.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [UNISWAP_V2.router, amount],
      chain: null,
    }),
  )
  await wait(
    await walletClient.writeContract({
      address: UNISWAP_V2.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForETH',
      args: [amount, 0n, [usdc.address, UNISWAP_V2.weth], account.address, 2n ** 40n],
      chain: null,
    }),
  )
}
