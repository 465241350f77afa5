import { erc20Abi } from 'viem'
import { connectDevnetWallet, DEV_ADDRESS, dialog, expect, initWalletMode, test } from './fixtures.ts'
import { chain, DEMO_SPENDER, DEVNET_USDC } from './walletFixtures.ts'

async function connectedHost({
  context,
  page,
}: {
  context: import('@playwright/test').BrowserContext
  page: import('@playwright/test').Page
}) {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
}

test('an eth_sendTransaction from the host goes through ApproveTransaction and lands', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
  const approve = page.getByRole('dialog', { name: 'Approve Request' })
  await expect(approve).toBeVisible()
  await expect(approve.getByText('0.01 ETH')).toBeVisible()
  await expect(approve.getByText(DEMO_SPENDER)).toBeVisible()
  await approve.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByTestId('host-request')).toHaveText(/^Result: 0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('host-request').textContent())?.slice(
    'Result: '.length,
  ) as `0x${string}`
  const receipt = await chain().waitForTransactionReceipt({ hash, pollingInterval: 100 })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(DEMO_SPENDER.toLowerCase())
  await expect(dialog(page)).toHaveCount(0)
})

test('an unlimited approve from the host shows the warning naming token and spender, and can be refused', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  await page.getByRole('button', { name: /unlimited USDC approval/ }).click()
  const approve = page.getByRole('dialog', { name: 'Approve Request' })
  const warning = approve.getByTestId('approval-warning')
  await expect(warning).toContainText('Unlimited approval of USDC')
  await expect(warning).toContainText(DEMO_SPENDER)
  await expect(approve.getByRole('button', { name: 'Approve anyway' })).toBeDisabled()
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('host-request')).toHaveText(/^Error 4001: /)
  const allowance = await chain().readContract({
    address: DEVNET_USDC,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [DEV_ADDRESS as `0x${string}`, DEMO_SPENDER],
  })
  expect(allowance).toBe(0n)
})

test('a disallowed method is refused with the spec text, and the page says Action not allowed', async ({
  context,
  page,
}) => {
  await connectedHost({ context, page })
  await page.getByRole('button', { name: /disallowed method/ }).click()
  await expect(page.getByTestId('host-request')).toHaveText(/Requested RPC call is not allowed$/)
  await expect(page.getByTestId('snackbar')).toHaveText('Action not allowed')
})
