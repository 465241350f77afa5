import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { getFreePort } from '../ports.ts'
import { getDevAccounts } from '../wallet/devAccounts.ts'
import { DEV_TOKENS, deployDevTokens } from './devTokens.ts'
import {
  DEV_POOLS,
  deployUniswapV2,
  UNISWAP_V2,
  uniswapV2FactoryAbi,
  uniswapV2RouterAbi,
} from './uniswapV2.ts'

let chain: AnvilHandle
const [, , carol] = getDevAccounts()
if (!carol) throw new Error('dev accounts missing')
const token = (symbol: string) => {
  const found = DEV_TOKENS.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`${symbol} missing`)
  return found
}
const usdc = token('USDC')
const wdt = token('WDT')

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await getFreePort() })
  await deployDevTokens(chain.rpcUrl)
  await deployUniswapV2(chain.rpcUrl)
})

afterAll(async () => {
  await chain.stop()
})

const client = () => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
const balanceOf = (address: `0x${string}`, owner: `0x${string}`) =>
  client().readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

test('default: the router knows the factory and WETH9, and every seeded pool has its reserves', async () => {
  expect(
    await client().readContract({
      address: UNISWAP_V2.router,
      abi: uniswapV2RouterAbi,
      functionName: 'WETH',
    }),
  ).toBe(UNISWAP_V2.weth)
  expect(
    await client().readContract({
      address: UNISWAP_V2.router,
      abi: uniswapV2RouterAbi,
      functionName: 'factory',
    }),
  ).toBe(UNISWAP_V2.factory)
  for (const pool of DEV_POOLS) {
    const a = token(pool.a).address
    const b = pool.b === 'ETH' ? UNISWAP_V2.weth : token(pool.b).address
    const pair = await client().readContract({
      address: UNISWAP_V2.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    expect(pair).not.toBe(zeroAddress)
    expect(await balanceOf(a, pair)).toBe(parseUnits(pool.amountA, token(pool.a).decimals))
  }
  // 1 ETH in a 6000 USDC / 2 ETH pool gives a little under 2000 USDC (0.3 % fee and the pool's curve).
  const [, out] = await client().readContract({
    address: UNISWAP_V2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [parseEther('1'), [UNISWAP_V2.weth, usdc.address]],
  })
  expect(out).toBeGreaterThan(parseUnits('1990', 6))
  expect(out).toBeLessThan(parseUnits('2000', 6))
})

test('behavior: a swap on the router moves the quoted amount into the account and the input out of it', async () => {
  const wallet = createWalletClient({ account: carol, transport: http(chain.rpcUrl) })
  const wait = (hash: `0x${string}`) => client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const amountIn = parseUnits('100', 6)
  const [, quoted] = await client().readContract({
    address: UNISWAP_V2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, [usdc.address, wdt.address]],
  })
  const [usdcBefore, wdtBefore] = await Promise.all([
    balanceOf(usdc.address, carol.address),
    balanceOf(wdt.address, carol.address),
  ])
  await wait(
    await wallet.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [UNISWAP_V2.router, amountIn],
      chain: null,
    }),
  )
  await wait(
    await wallet.writeContract({
      address: UNISWAP_V2.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, quoted ?? 0n, [usdc.address, wdt.address], carol.address, 2n ** 40n],
      chain: null,
    }),
  )
  expect(await balanceOf(usdc.address, carol.address)).toBe(usdcBefore - amountIn)
  expect(await balanceOf(wdt.address, carol.address)).toBe(wdtBefore + (quoted ?? 0n))
  expect(
    await client().readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [carol.address, UNISWAP_V2.router],
    }),
  ).toBe(0n)
})

test('behavior: deploying again on a chain that has the router changes nothing', async () => {
  const before = await client().getTransactionCount({ address: UNISWAP_V2.factory })
  const blockBefore = await client().getBlockNumber({ cacheTime: 0 })
  await deployUniswapV2(chain.rpcUrl)
  expect(await client().getBlockNumber({ cacheTime: 0 })).toBe(blockBefore)
  expect(await client().getTransactionCount({ address: UNISWAP_V2.factory })).toBe(before)
})
