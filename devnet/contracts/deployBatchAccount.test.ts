import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  hashMessage,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { getFreePort } from '../ports.ts'
import { fundWallet } from '../secureSite/fundWallet.ts'
import { DEV_MNEMONIC } from '../wallet/devAccounts.ts'
import {
  BATCH_ACCOUNT_ADDRESS,
  BATCH_ACCOUNT_DELEGATION,
  BATCH_ACCOUNT_DEPLOYER,
  batchAccountAbi,
  encodeBatchExecute,
} from './batchAccount.ts'
import { deployBatchAccount } from './deployBatchAccount.ts'
import { DEV_TOKENS, deployDevTokens } from './devTokens.ts'

let chain: AnvilHandle

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await getFreePort() })
  await deployDevTokens(chain.rpcUrl)
}, 30_000)

afterAll(async () => {
  await chain.stop()
})

const usdc = DEV_TOKENS.find((t) => t.symbol === 'USDC')
if (!usdc) throw new Error('no USDC')

test('default: deployed at its fixed address once; an EOA delegated to it runs a batch as one transaction', async () => {
  expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 6 }).address).toBe(BATCH_ACCOUNT_DEPLOYER)
  await deployBatchAccount(chain.rpcUrl)
  await deployBatchAccount(chain.rpcUrl)
  const transport = http(chain.rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 50 })
  expect(await client.getTransactionCount({ address: BATCH_ACCOUNT_DEPLOYER })).toBe(1)

  const account = privateKeyToAccount(generatePrivateKey())
  await fundWallet([chain.rpcUrl], account.address)
  const chainId = await client.getChainId()
  const wallet = createWalletClient({ account, chain: devChain(chainId), transport })
  const authorization = await wallet.signAuthorization({
    contractAddress: BATCH_ACCOUNT_ADDRESS,
    executor: 'self',
  })
  const spender = '0x000000000000000000000000000000000000bEEF'
  const hash = await wallet.sendTransaction({
    to: account.address,
    authorizationList: [authorization],
    data: encodeBatchExecute([
      { to: usdc.address, data: encodeApprove(spender, parseUnits('3', 6)) },
      { to: spender, value: parseEther('0.5') },
    ]),
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await client.getCode({ address: account.address })).toBe(BATCH_ACCOUNT_DELEGATION)
  expect(
    await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, spender],
    }),
  ).toBe(parseUnits('3', 6))
  expect(await client.getBalance({ address: spender })).toBe(parseEther('0.5'))

  // Atomic: a call that reverts takes the calls before it back with it (the approval here).
  const failing = await wallet.sendTransaction({
    to: account.address,
    gas: 300_000n,
    data: encodeBatchExecute([
      { to: usdc.address, data: encodeApprove(spender, 7n) },
      {
        to: usdc.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spender, 2n ** 200n] }),
      },
    ]),
  })
  expect((await client.waitForTransactionReceipt({ hash: failing })).status).toBe('reverted')
  expect(
    await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, spender],
    }),
  ).toBe(parseUnits('3', 6))

  // With code at the address, sites verify its signatures by ERC-1271: the account's own key still signs.
  const message = 'hello from a delegated account'
  const isValid = (signature: `0x${string}`) =>
    client.readContract({
      address: account.address,
      abi: batchAccountAbi,
      functionName: 'isValidSignature',
      args: [hashMessage(message), signature],
    })
  expect(await isValid(await account.signMessage({ message }))).toBe('0x1626ba7e')
  const stranger = privateKeyToAccount(generatePrivateKey())
  expect(await isValid(await stranger.signMessage({ message }))).toBe('0xffffffff')
  expect(
    await client.verifyMessage({
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  ).toBe(true)
})

test('behavior: nobody but the account itself may execute through it', async () => {
  await deployBatchAccount(chain.rpcUrl)
  const transport = http(chain.rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const chainId = await client.getChainId()
  const owner = privateKeyToAccount(generatePrivateKey())
  const other = privateKeyToAccount(generatePrivateKey())
  await fundWallet([chain.rpcUrl], owner.address)
  await fundWallet([chain.rpcUrl], other.address)
  const ownerWallet = createWalletClient({ account: owner, chain: devChain(chainId), transport })
  const delegate = await ownerWallet.sendTransaction({
    to: owner.address,
    authorizationList: [
      await ownerWallet.signAuthorization({ contractAddress: BATCH_ACCOUNT_ADDRESS, executor: 'self' }),
    ],
    data: encodeBatchExecute([]),
  })
  expect((await client.waitForTransactionReceipt({ hash: delegate })).status).toBe('success')
  const otherWallet = createWalletClient({ account: other, chain: devChain(chainId), transport })
  const before = await client.getBalance({ address: owner.address })
  const theft = await otherWallet.sendTransaction({
    to: owner.address,
    gas: 200_000n,
    data: encodeBatchExecute([{ to: other.address, value: parseEther('1') }]),
  })
  expect((await client.waitForTransactionReceipt({ hash: theft })).status).toBe('reverted')
  expect(await client.getBalance({ address: owner.address })).toBe(before)
})

function encodeApprove(spender: `0x${string}`, amount: bigint) {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
}

function devChain(id: number) {
  return defineChain({
    id,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
}
