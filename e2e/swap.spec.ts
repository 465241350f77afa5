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
import { mnemonicToAccount } from 'viem/accounts'
import { UNISWAP_V2, uniswapV2RouterAbi } from '../devnet/contracts/uniswapV2.ts'
import { DEV_MNEMONIC } from '../devnet/wallet/devAccounts.ts'
import { DEV_ADDRESS, dialog, expect, setDevnetWalletMode, test, walletPrompt } from './fixtures.ts'
import { devToken, minimumShown, openSwap, pick, review } from './swapFixtures.ts'
import { chain, openConnected, openSecondTab, usdcShown } from './walletFixtures.ts'

// Issue #14: swaps on the devnet's Uniswap V2 through the data API's /v1/convert/*, with the injected Devnet
// Wallet; what moved is read on anvil, the approval too.

const usdc = devToken('USDC')
const wdt = devToken('WDT')
const me = DEV_ADDRESS as Address
const balanceOf = (token: Address, owner: Address = me) =>
  chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const allowanceOf = (token: Address) =>
  chain().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [me, UNISWAP_V2.router],
  })

test('USDC for WDT: the approval on chain is for exactly the amount, balances move on anvil and in a second tab', async ({
  context,
  page,
}) => {
  await openConnected({ context, page })
  const tabB = await openSecondTab(context, page)

  const modal = await openSwap(page)
  await pick(modal, 'You pay', 'USDC')
  await pick(modal, 'You receive', 'WDT')
  await modal.getByLabel('Amount').fill('20')
  await expect(modal.getByTestId('swap-rate')).toContainText('1 USDC = ')
  await expect(modal.getByTestId('swap-minimum')).toContainText('WDT')
  await expect(modal.getByTestId('swap-fee')).toContainText('ETH')
  await review(modal)
  await expect(modal.getByTestId('swap-approval-note')).toContainText('approve exactly 20 USDC')
  const minimum = await minimumShown(modal, 18)
  const [usdcBefore, wdtBefore] = await Promise.all([balanceOf(usdc.address), balanceOf(wdt.address)])

  // Each transaction waits in the wallet's prompt: between them the allowance is read on chain.
  await setDevnetWalletMode(page, 'manual')
  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  const prompt = walletPrompt(page)
  await expect(prompt).toHaveAttribute('data-method', 'eth_sendTransaction')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => allowanceOf(usdc.address)).toBe(parseUnits('20', 6))
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Approve' }).click()

  await expect(modal.getByTestId('transaction-summary')).toContainText('You swapped 20 USDC for')
  const hash = (await modal.getByTestId('transaction-hash').textContent()) as Hex
  // The devnet chains name the data API's explorer pages: the link goes to this very transaction.
  await expect(modal.getByTestId('explorer-link')).toHaveAttribute('href', new RegExp(`/tx/${hash}$`))
  const swapTx = await chain().getTransaction({ hash })
  expect(swapTx.to?.toLowerCase()).toBe(UNISWAP_V2.router.toLowerCase())
  expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: swapTx.input }).functionName).toBe(
    'swapExactTokensForTokens',
  )
  expect(await balanceOf(usdc.address)).toBe(usdcBefore - parseUnits('20', 6))
  expect((await balanceOf(wdt.address)) - wdtBefore).toBeGreaterThanOrEqual(minimum)
  expect(await allowanceOf(usdc.address)).toBe(0n)

  const usdcNow = await usdcShown()
  await expect(dialog(tabB).getByTestId('token-USDC')).toContainText(`${usdcNow} USDC`)
  await modal.getByRole('button', { name: 'Done' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('token-USDC')).toContainText(`${usdcNow} USDC`)
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByTestId('activity-item').filter({ hasText: 'Swapped' }).first()).toContainText(
    'USDC',
  )
})

test('ETH for USDC needs no approval: one prompt, the ether leaves and the USDC arrives', async ({
  context,
  page,
}) => {
  await openConnected({ context, page })
  const modal = await openSwap(page)
  await pick(modal, 'You pay', 'ETH')
  await pick(modal, 'You receive', 'USDC')
  await modal.getByLabel('Amount').fill('0.05')
  await review(modal)
  await expect(modal.getByTestId('swap-approval-note')).toHaveCount(0)
  const usdcBefore = await balanceOf(usdc.address)
  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(modal.getByTestId('transaction-summary')).toContainText('You swapped 0.05 ETH for')
  const hash = (await modal.getByTestId('transaction-hash').textContent()) as Hex
  // The devnet chains name the data API's explorer pages: the link goes to this very transaction.
  await expect(modal.getByTestId('explorer-link')).toHaveAttribute('href', new RegExp(`/tx/${hash}$`))
  const tx = await chain().getTransaction({ hash })
  expect(tx.value).toBe(parseEther('0.05'))
  expect(await balanceOf(usdc.address)).toBeGreaterThan(usdcBefore)
})

test('the price moving past the slippage while the wallet asks: a clear message, nothing swapped', async ({
  context,
  page,
}) => {
  await openConnected({ context, page })
  const modal = await openSwap(page)
  await pick(modal, 'You pay', 'ETH')
  await pick(modal, 'You receive', 'WDT')
  await modal.getByLabel('Amount').fill('0.02')
  await review(modal)
  const wdtBefore = await balanceOf(wdt.address)
  await setDevnetWalletMode(page, 'manual')
  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  const prompt = walletPrompt(page)
  await expect(prompt).toBeVisible()
  // Someone else buys a lot of WDT first: the pool's price moves far past 1 %.
  await buyWdt(parseEther('0.3'))
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(modal.getByRole('alert')).toContainText(
    'The price moved more than the slippage tolerance allows, so the swap was cancelled',
  )
  expect(await balanceOf(wdt.address)).toBe(wdtBefore)
})

// Another trader: an anvil account none of the wallets or tests use (the dev accounts' Activity stays as it was).
const OTHER_TRADER_INDEX = 7

async function buyWdt(value: bigint) {
  const trader = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: OTHER_TRADER_INDEX })
  const wallet = createWalletClient({ account: trader, transport: http('http://127.0.0.1:8545') })
  const hash = await wallet.writeContract({
    address: UNISWAP_V2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [UNISWAP_V2.weth, wdt.address], trader.address, 2n ** 40n],
    value,
    chain: null,
  })
  await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 })
}
