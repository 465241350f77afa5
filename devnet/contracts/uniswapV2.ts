import factoryArtifact from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import routerArtifact from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with { type: 'json' }
import wethArtifact from '@uniswap/v2-periphery/build/WETH9.json' with { type: 'json' }
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getContractAddress,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from '../wallet/devAccounts.ts'
import { DEPLOYER_ADDRESS, DEPLOYER_INDEX, DEV_TOKENS } from './devTokens.ts'

// The deployer's nonces 0-2 deploy the dev tokens; WETH9, the factory and the router follow, so their
// addresses are the same on every chain and every run.
const WETH_NONCE = 3
const FACTORY_NONCE = 4
const ROUTER_NONCE = 5

const at = (nonce: number) => getContractAddress({ from: DEPLOYER_ADDRESS, nonce: BigInt(nonce) })

/** Uniswap V2 on every devnet chain, deployed from the published npm artifacts. */
export const UNISWAP_V2: Readonly<{ weth: Address; factory: Address; router: Address }> = Object.freeze({
  weth: at(WETH_NONCE),
  factory: at(FACTORY_NONCE),
  router: at(ROUTER_NONCE),
})

/** The router functions the devnet and its data API call. */
export const uniswapV2RouterAbi = parseAbi([
  'function WETH() view returns (address)',
  'function factory() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** The factory's pair lookup. */
export const uniswapV2FactoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])

/** A pool the devnet seeds: `native` stands for the chain's coin (held by the pair as WETH). */
export type DevPool = { a: string; b: string; amountA: string; amountB: string }

// Sized after the data API's price table (ETH 3000, USDC 1, WDT 2.5 USD), out of the deployer's own
// share of each token, so the pools' rates agree with the balances' USD values.
/** The pools seeded with liquidity on every chain (symbols; `ETH` is the native coin). */
export const DEV_POOLS: readonly DevPool[] = Object.freeze([
  { a: 'USDC', b: 'ETH', amountA: '6000', amountB: '2' },
  { a: 'WDT', b: 'ETH', amountA: '600', amountB: '0.5' },
  { a: 'USDC', b: 'WDT', amountA: '1000', amountB: '400' },
])

const noArguments = parseAbi(['constructor()'])
const factoryConstructor = parseAbi(['constructor(address feeToSetter)'])
const routerConstructor = parseAbi(['constructor(address factory, address weth)'])

function bytecodeOf(artifact: { bytecode: string }): Hex {
  if (!/^[0-9a-f]+$/i.test(artifact.bytecode)) throw new Error('A Uniswap artifact has no bytecode')
  return `0x${artifact.bytecode}`
}

function tokenBySymbol(symbol: string) {
  const token = DEV_TOKENS.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`No devnet token ${symbol}`)
  return token
}

/**
 * Deploys WETH9, the Uniswap V2 factory and router on the chain at `rpcUrl` (after the dev tokens) and seeds
 * DEV_POOLS from the deployer. A chain that already has the router (restarted from saved state) is left alone.
 */
export async function deployUniswapV2(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport })
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
  const walletClient = createWalletClient({ account: deployer, transport })
  const code = await publicClient.getCode({ address: UNISWAP_V2.router })
  if (code && code !== '0x') return
  const mined = async (hash: Hex, what: string) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`${what} failed on ${rpcUrl}`)
    return receipt
  }
  const deploy = async (nonce: number, what: string, hash: Promise<Hex>) => {
    const receipt = await mined(await hash, `Deploying ${what}`)
    if (receipt.contractAddress?.toLowerCase() !== at(nonce).toLowerCase())
      throw new Error(`${what} landed at ${receipt.contractAddress}, expected ${at(nonce)}`)
  }
  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (nonce !== WETH_NONCE)
    throw new Error(`The deployer's nonce on ${rpcUrl} is ${nonce}, expected ${WETH_NONCE} for WETH9`)
  await deploy(
    WETH_NONCE,
    'WETH9',
    walletClient.deployContract({
      abi: noArguments,
      bytecode: bytecodeOf(wethArtifact),
      chain: null,
      nonce: WETH_NONCE,
    }),
  )
  await deploy(
    FACTORY_NONCE,
    'UniswapV2Factory',
    walletClient.deployContract({
      abi: factoryConstructor,
      bytecode: bytecodeOf(factoryArtifact),
      args: [deployer.address],
      chain: null,
      nonce: FACTORY_NONCE,
    }),
  )
  await deploy(
    ROUTER_NONCE,
    'UniswapV2Router02',
    walletClient.deployContract({
      abi: routerConstructor,
      bytecode: bytecodeOf(routerArtifact),
      args: [UNISWAP_V2.factory, UNISWAP_V2.weth],
      chain: null,
      nonce: ROUTER_NONCE,
    }),
  )
  for (const symbol of ['USDC', 'WDT']) {
    const token = tokenBySymbol(symbol)
    const total = DEV_POOLS.flatMap((pool) => [
      pool.a === symbol ? parseUnits(pool.amountA, token.decimals) : 0n,
      pool.b === symbol ? parseUnits(pool.amountB, token.decimals) : 0n,
    ]).reduce((sum, amount) => sum + amount, 0n)
    await mined(
      await walletClient.writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [UNISWAP_V2.router, total],
        chain: null,
      }),
      `Approving ${symbol} for the router`,
    )
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  for (const pool of DEV_POOLS) {
    const a = tokenBySymbol(pool.a)
    const amountA = parseUnits(pool.amountA, a.decimals)
    const hash =
      pool.b === 'ETH'
        ? walletClient.writeContract({
            address: UNISWAP_V2.router,
            abi: uniswapV2RouterAbi,
            functionName: 'addLiquidityETH',
            args: [a.address, amountA, amountA, parseEther(pool.amountB), deployer.address, deadline],
            value: parseEther(pool.amountB),
            chain: null,
          })
        : walletClient.writeContract({
            address: UNISWAP_V2.router,
            abi: uniswapV2RouterAbi,
            functionName: 'addLiquidity',
            args: [
              a.address,
              tokenBySymbol(pool.b).address,
              amountA,
              parseUnits(pool.amountB, tokenBySymbol(pool.b).decimals),
              0n,
              0n,
              deployer.address,
              deadline,
            ],
            chain: null,
          })
    await mined(await hash, `Adding ${pool.a}/${pool.b} liquidity`)
  }
}
