import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  numberToHex,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { BATCH_ACCOUNT_ADDRESS } from '../devnet/contracts/batchAccount.ts'
import { UNISWAP_V2, uniswapV2RouterAbi } from '../devnet/contracts/uniswapV2.ts'
import { hostRequest, logIn, newEmail, test } from './emailFixtures.ts'
import { approveView, dialog, expect } from './fixtures.ts'
import { devToken, minimumShown, openSwap, pick, review } from './swapFixtures.ts'
import { chain } from './walletFixtures.ts'

// Issue #14, the other half of swapBatch.spec.ts: where the embedded wallet cannot batch atomically (its ERC-7821
// executor is not on the chain, so wallet_getCapabilities says `unsupported` there), the swap goes as the exact
// approval, then the swap: two requests, each confirmed once in ApproveTransaction, two transactions on anvil.

const usdc = devToken('USDC')
const wdt = devToken('WDT')
const CHAIN_B_RPC = 'http://127.0.0.1:8546'
// A new client per read: viem keeps a client's block number for a few seconds.
const chainB = () => chain(8546)

async function anvil(method: string, params: unknown[]): Promise<unknown> {
  const reply = await fetch(CHAIN_B_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await reply.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

// The devnet deploys the executor on both chains (devnet/startDevnet.ts). This test takes it off chain B for its
// own run and puts the same code back after (tests run one at a time on the one devnet), so every other test
// finds the devnet as it was.
let executorCode: Hex | undefined
test.beforeEach(async () => {
  executorCode = (await chainB().getCode({ address: BATCH_ACCOUNT_ADDRESS })) as Hex
  expect(executorCode?.length).toBeGreaterThan(2)
  await anvil('anvil_setCode', [BATCH_ACCOUNT_ADDRESS, '0x'])
})
test.afterEach(async () => {
  if (executorCode) await anvil('anvil_setCode', [BATCH_ACCOUNT_ADDRESS, executorCode])
})

test('USDC for WDT with the embedded wallet on a chain without the executor: the exact approval, then the swap, each confirmed once', async ({
  page,
}) => {
  const me = (await logIn(page, newEmail('two-steps'))) as Address
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await page.evaluate(() =>
    (
      window as unknown as { walletdock: { switchNetwork(id: string): Promise<void> } }
    ).walletdock.switchNetwork('eip155:31338'),
  )
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31338')
  // What the swap decides by: atomic batches where the executor is (chain A), not on chain B.
  expect(
    await hostRequest(page, 'wallet_getCapabilities', [me, [numberToHex(31337), numberToHex(31338)]]),
  ).toEqual({
    [numberToHex(31337)]: { atomic: { status: 'supported' } },
    [numberToHex(31338)]: { atomic: { status: 'unsupported' } },
  })

  const balanceOf = (token: Address) =>
    chainB().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
  const allowance = () =>
    chainB().readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [me, UNISWAP_V2.router],
    })
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
    chainB().getBlockNumber(),
  ])
  expect(await allowance()).toBe(0n)

  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  // First request: the approval, for exactly the amount (no warning: it is not unlimited).
  const prompt = approveView(page)
  await expect(prompt).toBeVisible()
  await expect(prompt.getByTestId('approval-warning')).toHaveCount(0)
  await prompt.getByRole('button', { name: 'Approve', exact: true }).click()
  // It lands before the swap is asked for: the router can only take what is approved by then.
  await expect.poll(allowance, { timeout: 20_000 }).toBe(parseUnits('15', 6))
  // Second request: the swap, confirmed once too.
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Approve', exact: true }).click()

  const swapModal = page.getByRole('dialog', { name: 'Swap' })
  await expect(swapModal.getByTestId('transaction-summary')).toContainText('You swapped 15 USDC for', {
    timeout: 20_000,
  })
  await expect(approveView(page)).toHaveCount(0)
  const hash = (await swapModal.getByTestId('transaction-hash').textContent()) as Hex

  // Exactly two transactions from the account since the preview, both plain ones (no delegation on this chain).
  const latest = await chainB().getBlockNumber()
  const blocks = await Promise.all(
    Array.from({ length: Number(latest - blockBefore) }, (_, i) =>
      chainB().getBlock({ blockNumber: blockBefore + 1n + BigInt(i), includeTransactions: true }),
    ),
  )
  const mine = blocks
    .flatMap((b) => b.transactions)
    .filter((tx) => tx.from.toLowerCase() === me.toLowerCase())
  expect(mine).toHaveLength(2)
  const [approveTx, swapTx] = mine
  if (!approveTx || !swapTx) throw new Error('two transactions expected')
  expect(swapTx.hash).toBe(hash)
  expect(mine.map((tx) => tx.type)).not.toContain('eip7702')
  expect(await chainB().getCode({ address: me })).toBeUndefined()

  expect(approveTx.to?.toLowerCase()).toBe(usdc.address.toLowerCase())
  const approve = decodeFunctionData({ abi: erc20Abi, data: approveTx.input })
  expect(approve.functionName).toBe('approve')
  expect(approve.args).toEqual([UNISWAP_V2.router, parseUnits('15', 6)])
  expect(swapTx.to?.toLowerCase()).toBe(UNISWAP_V2.router.toLowerCase())
  expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: swapTx.input }).functionName).toBe(
    'swapExactTokensForTokens',
  )

  // Both landed; the Approval on chain is the exact amount, and the swap used all of it.
  const [approveReceipt, swapReceipt] = await Promise.all([
    chainB().getTransactionReceipt({ hash: approveTx.hash }),
    chainB().getTransactionReceipt({ hash }),
  ])
  expect([approveReceipt.status, swapReceipt.status]).toEqual(['success', 'success'])
  const approvals = parseEventLogs({ abi: erc20Abi, eventName: 'Approval', logs: approveReceipt.logs })
  expect(approvals.map((log) => log.args.value)).toEqual([parseUnits('15', 6)])
  expect(await allowance()).toBe(0n)
  expect(await balanceOf(usdc.address)).toBe(usdcBefore - parseUnits('15', 6))
  expect((await balanceOf(wdt.address)) - wdtBefore).toBeGreaterThanOrEqual(minimum)
})
