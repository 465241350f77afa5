import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEventLogs,
  parseUnits,
  toHex,
} from 'viem'
import {
  BATCH_ACCOUNT_DELEGATION,
  BATCH_MODE,
  batchAccountAbi,
  executionAbiParameters,
} from '../devnet/contracts/batchAccount.ts'
import { UNISWAP_V2, uniswapV2RouterAbi } from '../devnet/contracts/uniswapV2.ts'
import { logIn, newEmail } from './emailFixtures.ts'
import { approveView, dialog, expect, initWalletMode, startRequest, test } from './fixtures.ts'
import { devToken, minimumShown, openSwap, pick, review } from './swapFixtures.ts'
import { chain, DEMO_SPENDER } from './walletFixtures.ts'

// Issue #14: "with a wallet that supports atomic wallet_sendCalls, approve and swap go as one atomic batch". The
// embedded e-mail wallet reports atomic support on the devnet chains (its EOA delegates to OpenZeppelin's
// ERC-7821 executor by EIP-7702): the swap is ONE approval in Walletdock and ONE transaction on anvil.

const usdc = devToken('USDC')
const wdt = devToken('WDT')

test.beforeEach(async ({ context }) => {
  // The demo's injected wallet stays out of the way.
  await initWalletMode(context, 'reject')
})

test('USDC for WDT with the embedded wallet: one approval, one transaction holding the exact approve and the swap', async ({
  page,
}) => {
  const me = (await logIn(page, newEmail('batch'))) as Address
  const balanceOf = (token: Address) =>
    chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
  const allowance = () =>
    chain().readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [me, UNISWAP_V2.router],
    })
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)

  const modal = await openSwap(page)
  await pick(modal, 'You pay', 'USDC')
  await pick(modal, 'You receive', 'WDT')
  await modal.getByLabel('Amount').fill('15')
  await review(modal)
  await expect(modal.getByTestId('swap-approval-note')).toContainText('approve exactly 15 USDC')
  const minimum = await minimumShown(modal, wdt.decimals)
  const [usdcBefore, wdtBefore, blockBefore] = await Promise.all([
    balanceOf(usdc.address),
    balanceOf(wdt.address),
    chain().getBlockNumber(),
  ])
  expect(await allowance()).toBe(0n)

  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  // The one prompt: Walletdock's approval of the batch (the embedded wallet has no window of its own).
  const prompt = approveView(page)
  await expect(prompt).toBeVisible()
  await expect(prompt.getByTestId('approval-warning')).toHaveCount(0)
  await prompt.getByRole('button', { name: 'Approve', exact: true }).click()

  const swapModal = page.getByRole('dialog', { name: 'Swap' })
  await expect(swapModal.getByTestId('transaction-summary')).toContainText('You swapped 15 USDC for', {
    timeout: 20_000,
  })
  // A second prompt would have kept the summary from showing; none is left open either.
  await expect(approveView(page)).toHaveCount(0)
  const hash = (await swapModal.getByTestId('transaction-hash').textContent()) as Hex

  // ONE transaction from the account since the preview: the batch, sent to itself (its delegated code runs it).
  const latest = await chain().getBlockNumber()
  const blocks = await Promise.all(
    Array.from({ length: Number(latest - blockBefore) }, (_, i) =>
      chain().getBlock({ blockNumber: blockBefore + 1n + BigInt(i), includeTransactions: true }),
    ),
  )
  const mine = blocks
    .flatMap((b) => b.transactions)
    .filter((tx) => tx.from.toLowerCase() === me.toLowerCase())
  expect(mine.map((tx) => tx.hash)).toEqual([hash])
  const [tx] = mine
  if (!tx) throw new Error('no transaction')
  expect(tx.to?.toLowerCase()).toBe(me.toLowerCase())
  // The first batch on the chain carries the delegation (EIP-7702) in the same transaction.
  expect(tx.type).toBe('eip7702')
  expect(await chain().getCode({ address: me })).toBe(BATCH_ACCOUNT_DELEGATION)

  // Its calls: approve(router, exactly 15 USDC) on the token, then the router's swap.
  const execute = decodeFunctionData({ abi: batchAccountAbi, data: tx.input })
  expect(execute.functionName).toBe('execute')
  const [mode, executionData] = execute.args as readonly [Hex, Hex]
  expect(mode).toBe(BATCH_MODE)
  const [calls] = decodeAbiParameters(executionAbiParameters, executionData)
  expect(calls).toHaveLength(2)
  const [approveCall, swapCall] = calls
  expect(approveCall?.target.toLowerCase()).toBe(usdc.address.toLowerCase())
  const approve = decodeFunctionData({ abi: erc20Abi, data: approveCall?.callData ?? '0x' })
  expect(approve.functionName).toBe('approve')
  expect(approve.args).toEqual([UNISWAP_V2.router, parseUnits('15', 6)])
  expect(swapCall?.target.toLowerCase()).toBe(UNISWAP_V2.router.toLowerCase())
  expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: swapCall?.callData ?? '0x' }).functionName).toBe(
    'swapExactTokensForTokens',
  )

  // And on chain: the Approval event is for the exact amount, which the swap then used up.
  const receipt = await chain().getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const approvals = parseEventLogs({ abi: erc20Abi, eventName: 'Approval', logs: receipt.logs }).filter(
    (log) => log.args.owner.toLowerCase() === me.toLowerCase(),
  )
  expect(approvals.map((log) => log.args.value)).toEqual([parseUnits('15', 6)])
  expect(await allowance()).toBe(0n)
  expect(await balanceOf(usdc.address)).toBe(usdcBefore - parseUnits('15', 6))
  expect((await balanceOf(wdt.address)) - wdtBefore).toBeGreaterThanOrEqual(minimum)
})

test('an unlimited approve in a host batch still warns before the atomic-capable embedded wallet', async ({
  page,
}) => {
  const me = await logIn(page, newEmail('batch-risk'))
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [DEMO_SPENDER, maxUint256],
  })
  await startRequest(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      from: me,
      chainId: toHex(31337),
      atomicRequired: true,
      calls: [{ to: usdc.address, data: approve }],
    },
  ])
  const view = approveView(page)
  await expect(view.getByTestId('approval-warning')).toContainText('Unlimited approval of USDC')
  await expect(view.getByRole('button', { name: 'Approve anyway' })).toBeDisabled()
  await view.getByRole('button', { name: 'Reject' }).click()
  await expect(approveView(page)).toHaveCount(0)
  // Nothing reached the chain: no allowance, the account never sent a transaction.
  expect(
    await chain().readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [me as Address, DEMO_SPENDER],
    }),
  ).toBe(0n)
  expect(await chain().getTransactionCount({ address: me as Address })).toBe(0)
})
