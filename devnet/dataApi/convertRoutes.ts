import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddress,
  maxUint256,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { ChainIndex } from './chainIndex.ts'

/** The Uniswap V2 deployment the convert endpoints answer from (the same addresses on every chain). */
export type ConvertRouter = { router: Address; factory: Address; weth: Address }

/** What the convert routes read: the chains, their Uniswap deployment, and the token icons. */
export type ConvertContext = {
  indexes: ReadonlyMap<string, ChainIndex>
  icons: Readonly<Record<string, string>>
  /** The tokens offered for swaps (those with a pool); the native coin is always offered. */
  swapTokens: readonly Address[]
  uniswap: ConvertRouter | undefined
  /** The chains the gas-price route quotes; undefined: every chain with the router. */
  gasPriceChains?: ReadonlySet<string> | undefined
}

/** The address production's convert API uses for a chain's native coin. */
export const CONVERT_NATIVE_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** An error the routes turn into `{ reasons: [{ description }] }` with this HTTP status. */
export class ConvertError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address pair)'])

// Gas limits given when the caller asks not to estimate (the approval may not be mined yet).
const APPROVE_GAS = 60_000
const SWAP_GAS = 250_000
// The swap's deadline, from the chain's own clock: long enough for a person to confirm in their wallet.
const DEADLINE_SECONDS = 20 * 60

type Query = URLSearchParams
type Parsed = { chainId: string; index: ChainIndex; address: Address; native: boolean }

/**
 * Answers `/v1/convert/*` (tokens, quotes, gas-price, allowance, build-approve, build-transaction) in production's
 * reply shapes from the chain's Uniswap V2 router; `undefined` for any other path. A chain without the router
 * gets the production answers for an unsupported network: empty tokens and quotes, allowance 0.
 */
export async function handleConvertRequest(
  ctx: ConvertContext,
  method: string,
  path: string,
  query: Query,
  body: unknown,
): Promise<unknown> {
  if (method === 'GET' && path === '/v1/convert/tokens') return tokens(ctx, query.get('chainId'))
  if (method === 'GET' && path === '/v1/convert/quotes') return quotes(ctx, query)
  if (method === 'GET' && path === '/v1/convert/gas-price') return gasPrice(ctx, query.get('chainId'))
  if (method === 'GET' && path === '/v1/convert/allowance') return allowance(ctx, query)
  if (method === 'GET' && path === '/v1/convert/build-approve') return buildApprove(ctx, query)
  if (method === 'POST' && path === '/v1/convert/build-transaction') return buildTransaction(ctx, body)
  return undefined
}

const supported = new WeakMap<ChainIndex, Promise<boolean>>()

/** Whether the chain has the router (read once per chain; a failed read is asked again next time). */
async function hasRouter(ctx: ConvertContext, index: ChainIndex): Promise<boolean> {
  if (!ctx.uniswap) return false
  let known = supported.get(index)
  if (!known) {
    const router = ctx.uniswap.router
    known = index.client.getCode({ address: router }).then((code) => !!code && code !== '0x')
    known.catch(() => supported.delete(index))
    supported.set(index, known)
  }
  return known
}

async function swapIndex(ctx: ConvertContext, chainId: string | null): Promise<ChainIndex | undefined> {
  const index = chainId ? ctx.indexes.get(chainId) : undefined
  return index && (await hasRouter(ctx, index)) ? index : undefined
}

async function tokens(ctx: ConvertContext, chainId: string | null) {
  if (!chainId) throw new ConvertError(400, 'chainId is required')
  const index = await swapIndex(ctx, chainId)
  if (!index) return { tokens: [] }
  const native = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const listed = await Promise.all(
    ctx.swapTokens.map(async (address) => ({ address, ...(await index.tokenInfo(address)) })),
  )
  return {
    tokens: [{ ...native, address: CONVERT_NATIVE_ADDRESS }, ...listed].map((t) => ({
      name: t.name,
      symbol: t.symbol,
      address: `${chainId}:${t.address}`,
      decimals: t.decimals,
      logoUri: ctx.icons[t.symbol] ?? '',
    })),
  }
}

/** Parses a CAIP-10 token (`eip155:31337:0x…`) of a chain this API indexes. */
function parseCaipToken(
  ctx: ConvertContext,
  raw: string | null,
  field: string,
): Omit<Parsed, 'index'> & {
  index: ChainIndex | undefined
} {
  const parts = (raw ?? '').split(':')
  const [namespace, reference, address] = parts
  if (
    parts.length !== 3 ||
    namespace !== 'eip155' ||
    !reference ||
    !address ||
    !isAddress(address, { strict: false })
  )
    throw new ConvertError(400, `${field} must be a CAIP-10 address (eip155:<chain>:0x…)`)
  const chainId = `${namespace}:${reference}`
  const checksummed = getAddress(address)
  return {
    chainId,
    index: ctx.indexes.get(chainId),
    address: checksummed,
    native: checksummed === CONVERT_NATIVE_ADDRESS,
  }
}

function parseAmount(raw: unknown): bigint {
  if (typeof raw !== 'string' || !/^[0-9]{1,78}$/.test(raw))
    throw new ConvertError(400, 'amount must be an integer in base units')
  const amount = BigInt(raw)
  if (amount === 0n || amount > maxUint256) throw new ConvertError(400, 'amount must be above 0')
  return amount
}

type Pair = { chainId: string; index: ChainIndex; from: Parsed; to: Parsed; path: Address[] }

/** The two tokens of a swap on one supported chain and the router path between them, or undefined if unsupported. */
async function pairOf(
  ctx: ConvertContext,
  rawFrom: string | null,
  rawTo: string | null,
): Promise<Pair | undefined> {
  const from = parseCaipToken(ctx, rawFrom, 'from')
  const to = parseCaipToken(ctx, rawTo, 'to')
  if (from.chainId !== to.chainId) throw new ConvertError(400, 'from and to must be on the same chain')
  if (!from.index || !ctx.uniswap || !(await hasRouter(ctx, from.index))) return undefined
  const weth = ctx.uniswap.weth
  const a = from.native ? weth : from.address
  const b = to.native ? weth : to.address
  if (a === b) throw new ConvertError(400, 'from and to must be different tokens')
  const index = from.index
  const direct = await index.client.readContract({
    address: ctx.uniswap.factory,
    abi: factoryAbi,
    functionName: 'getPair',
    args: [a, b],
  })
  const path = direct !== zeroAddress || a === weth || b === weth ? [a, b] : [a, weth, b]
  return { chainId: from.chainId, index, from: { ...from, index }, to: { ...to, index }, path }
}

async function amountOut(ctx: ConvertContext, pair: Pair, amount: bigint): Promise<bigint> {
  if (!ctx.uniswap) throw new ConvertError(400, 'Swaps are not available')
  try {
    const amounts = await pair.index.client.readContract({
      address: ctx.uniswap.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, pair.path],
    })
    const out = amounts.at(-1)
    if (out === undefined) throw new ConvertError(400, 'No route between these tokens')
    return out
  } catch (error) {
    if (error instanceof ConvertError) throw error
    // The router reverts when a pool is missing or has no liquidity for this amount.
    throw new ConvertError(400, 'No liquidity for this swap')
  }
}

async function quotes(ctx: ConvertContext, query: Query) {
  const amount = parseAmount(query.get('amount'))
  const pair = await pairOf(ctx, query.get('from'), query.get('to'))
  if (!pair) return { quotes: [] }
  const toAmount = await amountOut(ctx, pair, amount)
  return {
    quotes: [
      {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: query.get('from'),
        toAmount: toAmount.toString(),
        toAccount: query.get('to'),
      },
    ],
  }
}

async function gasPrice(ctx: ConvertContext, chainId: string | null) {
  if (!chainId) throw new ConvertError(400, 'chainId is required')
  const index = await swapIndex(ctx, chainId)
  if (!index || (ctx.gasPriceChains && !ctx.gasPriceChains.has(chainId)))
    throw new ConvertError(400, 'Unsupported chain')
  const price = await index.client.getGasPrice()
  // Faster tiers pay more, as a gas station's tiers do.
  return {
    standard: price.toString(),
    fast: ((price * 12n) / 10n).toString(),
    instant: ((price * 15n) / 10n).toString(),
  }
}

async function allowance(ctx: ConvertContext, query: Query) {
  const token = parseCaipToken(ctx, query.get('tokenAddress'), 'tokenAddress')
  const user = parseCaipToken(ctx, query.get('userAddress'), 'userAddress')
  if (!token.index || !ctx.uniswap || !(await hasRouter(ctx, token.index))) return { allowance: '0' }
  // The native coin needs no approval.
  if (token.native) return { allowance: maxUint256.toString() }
  const value = await token.index.client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [user.address, ctx.uniswap.router],
  })
  return { allowance: value.toString() }
}

async function buildApprove(ctx: ConvertContext, query: Query) {
  const user = parseCaipToken(ctx, query.get('userAddress'), 'userAddress')
  // Only for the amount being swapped: this API never builds an unlimited approval.
  if (query.get('amount') === null)
    throw new ConvertError(400, 'amount is required: approvals are for the exact amount')
  const amount = parseAmount(query.get('amount'))
  const pair = await pairOf(ctx, query.get('from'), query.get('to'))
  if (!pair || !ctx.uniswap) throw new ConvertError(400, 'Unsupported chain')
  if (pair.from.native) throw new ConvertError(400, 'The native coin needs no approval')
  const gasPrice = await pair.index.client.getGasPrice()
  return {
    tx: {
      from: `${pair.chainId}:${user.address}`,
      to: `${pair.chainId}:${pair.from.address}`,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [ctx.uniswap.router, amount],
      }),
      value: '0',
      eip155: { gas: APPROVE_GAS, gasPrice: gasPrice.toString() },
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Slippage in percent, e.g. "1" or "0.5"; at most 50. Returned in hundredths of a percent. */
function parseSlippage(raw: unknown): bigint {
  if (typeof raw !== 'string' || !/^\d{1,2}(\.\d{1,2})?$/.test(raw))
    throw new ConvertError(400, 'eip155.slippage must be a percentage such as "1"')
  const [whole = '0', fraction = ''] = raw.split('.')
  const basisPoints = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  if (basisPoints > 5000n) throw new ConvertError(400, 'eip155.slippage must be at most 50')
  return basisPoints
}

async function buildTransaction(ctx: ConvertContext, body: unknown) {
  if (!isRecord(body)) throw new ConvertError(400, 'Expected a JSON body')
  const amount = parseAmount(body.amount)
  const slippage = parseSlippage(isRecord(body.eip155) ? body.eip155.slippage : undefined)
  const user = parseCaipToken(
    ctx,
    typeof body.userAddress === 'string' ? body.userAddress : null,
    'userAddress',
  )
  const pair = await pairOf(
    ctx,
    typeof body.from === 'string' ? body.from : null,
    typeof body.to === 'string' ? body.to : null,
  )
  if (!pair || !ctx.uniswap) throw new ConvertError(400, 'Unsupported chain')
  const quoted = await amountOut(ctx, pair, amount)
  const amountOutMin = (quoted * (10_000n - slippage)) / 10_000n
  const block = await pair.index.client.getBlock({ blockTag: 'latest' })
  const deadline = block.timestamp + BigInt(DEADLINE_SECONDS)
  const recipient = user.address
  const data: Hex = pair.from.native
    ? encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, pair.path, recipient, deadline],
      })
    : pair.to.native
      ? encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactTokensForETH',
          args: [amount, amountOutMin, pair.path, recipient, deadline],
        })
      : encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactTokensForTokens',
          args: [amount, amountOutMin, pair.path, recipient, deadline],
        })
  const value = pair.from.native ? amount : 0n
  const gasPrice = await pair.index.client.getGasPrice()
  let gas = BigInt(SWAP_GAS)
  if (body.disableEstimate !== true) {
    try {
      gas = await pair.index.client.estimateGas({
        account: user.address,
        to: ctx.uniswap.router,
        data,
        value,
      })
    } catch (error) {
      const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
      throw new ConvertError(400, `The swap would fail: ${reason}`)
    }
  }
  return {
    tx: {
      from: `${pair.chainId}:${user.address}`,
      to: `${pair.chainId}:${ctx.uniswap.router}`,
      data,
      amount: value.toString(),
      eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
    },
  }
}
