import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { getFreePort } from '../ports.ts'
import { getDevAccounts } from '../wallet/devAccounts.ts'
import { DEV_TOKENS, deployDevTokens } from './devTokens.ts'

let chain: AnvilHandle

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await getFreePort() })
})

afterAll(async () => {
  await chain.stop()
})

const client = () => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })

test('default: every token is deployed at its fixed address with its decimals, and each dev account is funded', async () => {
  await deployDevTokens(chain.rpcUrl)

  for (const token of DEV_TOKENS) {
    const read = <F extends 'decimals' | 'symbol' | 'name'>(functionName: F) =>
      client().readContract({ address: token.address, abi: erc20Abi, functionName })
    expect(await read('decimals')).toBe(token.decimals)
    expect(await read('symbol')).toBe(token.symbol)
    expect(await read('name')).toBe(token.name)
    for (const account of getDevAccounts()) {
      const balance = await client().readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      })
      expect(balance).toBe(parseUnits(token.amountEach, token.decimals))
    }
  }
  expect(DEV_TOKENS.map((t) => t.decimals)).toEqual([6, 18, 0])
})

test('behavior: deploying again leaves the tokens and balances as they are', async () => {
  await deployDevTokens(chain.rpcUrl)
  const [usdc] = DEV_TOKENS
  const [alice, bob] = getDevAccounts()
  if (!usdc || !alice || !bob) throw new Error('table changed')
  const wallet = createWalletClient({ account: alice, transport: http(chain.rpcUrl) })
  const hash = await wallet.writeContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [bob.address, parseUnits('1.5', 6)],
    chain: null,
  })
  await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })

  await deployDevTokens(chain.rpcUrl)

  const balance = await client().readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [bob.address],
  })
  expect(balance).toBe(parseUnits('10001.5', 6))
})
