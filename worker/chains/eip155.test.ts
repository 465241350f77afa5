import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_TOKENS, deployDevTokens } from '../../devnet/contracts/devTokens.ts'
import {
  chainClient,
  createTestCore,
  setChainBalance,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { adapterFor } from './adapterFor.ts'

let chains: TestChains
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = DEV_TOKENS.find((t) => t.symbol === 'USDC')

beforeAll(async () => {
  chains = await startTestChains()
  await deployDevTokens(chains.a.rpcUrl)
})

afterAll(async () => {
  await chains.stop()
})

describe('eip155 adapter', () => {
  test('default: reads the native balance and forwards read-only RPC to the network of the account', async () => {
    const { core } = await createTestCore({ chains })
    const evm = await adapterFor('eip155')
    await setChainBalance(chains.a, ALICE, parseEther('3.5'))
    await setChainBalance(chains.b, ALICE, parseEther('1'))
    expect(await evm.readNativeBalance(core, { address: ALICE, caipNetworkId: 'eip155:31337' })).toBe(
      parseEther('3.5'),
    )
    expect(await evm.readNativeBalance(core, { address: ALICE, caipNetworkId: 'eip155:31338' })).toBe(
      parseEther('1'),
    )
    expect(await evm.readRpc(core, 'eip155:31338', 'eth_chainId', [])).toBe('0x7a6a')
  })

  test('behavior: wallet replies and events: accounts, chain references, address rules', async () => {
    const evm = await adapterFor('eip155')
    expect(evm.transferMethod).toBe('eth_sendTransaction')
    expect(evm.accountsReply(ALICE)).toEqual([ALICE])
    expect(evm.parseAccountsEvent([ALICE])).toBe(ALICE)
    expect(evm.parseAccountsEvent([])).toBeUndefined()
    for (const data of ['0x7a6a', '31338', 31338, 'eip155:31338'])
      expect(evm.parseChainReference(data)).toBe('31338')
    expect(() => evm.parseChainReference('solana:abc')).toThrow(/eth_chainId/)
    // Checksums do not make two accounts.
    expect(evm.sameAddress(ALICE, ALICE.toLowerCase())).toBe(true)
    expect(evm.isReceiver(ALICE)).toBe(true)
    expect(evm.isReceiver(ALICE.slice(2))).toBe(true)
    expect(evm.isReceiver('0x1234')).toBe(false)
  })

  test('behavior: an ERC-20 transfer request is decoded with the symbol and decimals the token reports', async () => {
    if (!usdc) throw new Error('no USDC')
    const { core } = await createTestCore({ chains })
    const evm = await adapterFor('eip155')
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 1_500_000n] })
    const summary = await evm.describeRequest(core, {
      method: 'eth_sendTransaction',
      params: [{ from: ALICE, to: usdc.address, data }],
      caipNetworkId: 'eip155:31337',
    })
    expect(summary.actions).toEqual([
      {
        kind: 'tokenTransfer',
        token: { address: usdc.address, symbol: 'USDC', decimals: 6 },
        to: ALICE,
        amount: '1500000',
        value: '0',
      },
    ])
  })

  test('behavior: an approve above the token total supply is unlimited; one within it is not', async () => {
    if (!usdc) throw new Error('no USDC')
    const { core } = await createTestCore({ chains })
    const evm = await adapterFor('eip155')
    const supply = await chainClient(chains.a).readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    const describeApprove = (amount: bigint) =>
      evm.describeRequest(core, {
        method: 'eth_sendTransaction',
        params: [
          {
            from: ALICE,
            to: usdc.address,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ALICE, amount] }),
          },
        ],
        caipNetworkId: 'eip155:31337',
      })
    const above = await describeApprove(supply + 1n)
    expect(above.actions[0]).toMatchObject({ kind: 'approve', unlimited: true })
    expect(above.warnings).toEqual([
      { reason: 'unlimited', token: { address: usdc.address, symbol: 'USDC', decimals: 6 }, spender: ALICE },
    ])
    expect((await describeApprove(supply)).warnings).toEqual([])
  })
})
