import type { BrowserContext, Page } from '@playwright/test'
import {
  approveView,
  chainBalance,
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  openModal,
  setChainRunning,
  setDevnetWalletMode,
  test,
  walletPrompt,
} from './fixtures.ts'
import { chain, openConnected, openSecondTab, setDataApiRunning, usdcShown } from './walletFixtures.ts'

test.afterEach(async () => {
  await setChainRunning(31337, true)
  await setDataApiRunning(true)
})

/** Gives the dev account 1 ETH more on chain A, as a payment made while the modal could not see it would. */
async function addOneEth(): Promise<void> {
  const client = chain()
  const wei = await client.getBalance({ address: DEV_ADDRESS as `0x${string}` })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [DEV_ADDRESS, `0x${(wei + 10n ** 18n).toString(16)}`] as never,
  })
}

test('the chain stops while online: every tab keeps the last balance with its age, a new core finds it stored; back up, every tab shows the new balance', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000)
  await openConnected({ context, page })
  const before = await chainBalance(8545)
  await expect(dialog(page).getByTestId('balance')).toHaveText(`${before} ETH`)
  const tabB = await openSecondTab(context, page)
  await expect(dialog(tabB).getByTestId('balance')).toHaveText(`${before} ETH`)

  await setChainRunning(31337, false)
  // The next poll (every 30 s) finds the node gone.
  for (const tab of [page, tabB]) {
    await expect(dialog(tab).getByTestId('connection-status')).toHaveText('Reconnecting…', {
      timeout: 45_000,
    })
    await expect(dialog(tab).getByTestId('balance-age')).toContainText('as of')
    await expect(dialog(tab).getByTestId('balance')).toHaveText(`${before} ETH`)
  }

  // Every tab closes: the next one starts a new core, which has only what was stored. The failures kept it.
  await tabB.close()
  await page.close()
  const tabC = await context.newPage()
  await tabC.goto('/')
  await openModal(tabC)
  await expect(dialog(tabC).getByTestId('balance')).toHaveText(`${before} ETH`)
  await expect(dialog(tabC).getByTestId('balance-age')).toContainText('as of')
  const tabD = await context.newPage()
  await tabD.goto('/')
  await expect(tabD.getByTestId('host-status')).toHaveText('reconnecting')
  await openModal(tabD)
  await expect(dialog(tabD).getByTestId('balance-age')).toContainText('as of')
  await tabC.bringToFront()

  await setChainRunning(31337, true)
  await addOneEth()
  const after = await chainBalance(8545)
  expect(after).not.toBe(before)
  for (const tab of [tabC, tabD]) {
    await expect(dialog(tab).getByTestId('balance')).toHaveText(`${after} ETH`, { timeout: 75_000 })
    await expect(dialog(tab).getByTestId('balance-age')).toHaveCount(0)
    await expect(dialog(tab).getByTestId('connection-status')).toHaveCount(0)
  }
})

test('the data API stops and comes back: the last-known tokens with their age in every tab, then the fresh list in every tab', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000)
  await openConnected({ context, page })
  const shown = `${await usdcShown()} USDC`
  await expect(dialog(page).getByTestId('token-USDC')).toContainText(shown)
  const tabB = await openSecondTab(context, page)
  await expect(dialog(tabB).getByTestId('token-USDC')).toContainText(shown)

  await setDataApiRunning(false)
  for (const tab of [page, tabB]) {
    await expect(dialog(tab).getByTestId('tokens-unavailable')).toContainText('Token Balance Unavailable', {
      timeout: 75_000,
    })
    await expect(dialog(tab).getByTestId('tokens-age')).toContainText('as of')
    await expect(dialog(tab).getByTestId('token-USDC')).toContainText(shown)
  }

  await setDataApiRunning(true)
  for (const tab of [page, tabB]) {
    await expect(dialog(tab).getByTestId('tokens-unavailable')).toHaveCount(0, { timeout: 75_000 })
    await expect(dialog(tab).getByTestId('token-USDC')).toContainText(shown)
  }
})

/** A tab of the demo, connected (its wallet already approved the site), with the modal closed. */
async function connectedTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage()
  await tab.goto(path)
  await expect(tab.getByTestId('host-status')).toHaveText('connected')
  return tab
}

/** The transaction hash the demo printed, once it landed successfully on chain A. */
async function landed(page: Page) {
  await expect(page.getByTestId('host-request')).toHaveText(/^Result: 0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('host-request').textContent())?.slice(
    'Result: '.length,
  ) as `0x${string}`
  return chain().waitForTransactionReceipt({ hash, pollingInterval: 100 })
}

for (const path of ['/', '/?confirmRequests=all']) {
  test(`${path}: the tab that asked for a transaction closes before the person decides; another tab's request then reaches the wallet and lands`, async ({
    context,
    page,
  }) => {
    await initWalletMode(context, 'approve')
    await page.goto(path)
    await connectDevnetWallet(page)
    await page.keyboard.press('Escape')
    await setDevnetWalletMode(page, 'manual')
    const tabB = await connectedTab(context, path)
    await page.bringToFront()

    await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
    await expect(path === '/' ? walletPrompt(page) : approveView(page)).toBeVisible()
    await page.close()

    await tabB.getByRole('button', { name: /Send 0.01 ETH/ }).click()
    if (path !== '/') await approveView(tabB).getByRole('button', { name: 'Approve' }).click()
    await walletPrompt(tabB).getByRole('button', { name: 'Approve' }).click()
    const receipt = await landed(tabB)
    expect(receipt.status).toBe('success')
  })
}

test('a transaction waiting for the person in one tab fails with 4900 when another tab disconnects, and never reaches the wallet', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/?confirmRequests=all')
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  await setDevnetWalletMode(page, 'manual')
  const tabB = await connectedTab(context, '/?confirmRequests=all')
  await page.bringToFront()
  await page.getByRole('button', { name: /Send 0.01 ETH/ }).click()
  await expect(approveView(page).getByText('0.01 ETH')).toBeVisible()

  await tabB.bringToFront()
  await openModal(tabB)
  await dialog(tabB).getByRole('button', { name: 'Disconnect' }).click()
  await expect(tabB.getByTestId('host-status')).toHaveText('disconnected')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect(page.getByTestId('host-request')).toHaveText('Error 4900: The wallet disconnected')
  await expect(approveView(page)).toHaveCount(0)
  await expect(walletPrompt(page)).toHaveCount(0)
})

test.describe('the dedicated-worker fallback', () => {
  test.use({ noSharedWorker: true })

  test('the leading tab closes while another tab’s transaction waits for the person; the tab left leads and the same request is still decided there and lands', async ({
    context,
    page,
  }) => {
    await initWalletMode(context, 'approve')
    // The first tab leads (it took the lock first); the second follows and forwards its requests to it.
    await page.goto('/?confirmRequests=all')
    await connectDevnetWallet(page)
    await page.keyboard.press('Escape')
    await setDevnetWalletMode(page, 'manual')
    const tabB = await connectedTab(context, '/?confirmRequests=all')
    await tabB.getByRole('button', { name: /Send 0.01 ETH/ }).click()
    await expect(approveView(tabB).getByText('0.01 ETH')).toBeVisible()

    await page.close()
    await expect(approveView(tabB).getByText('0.01 ETH')).toBeVisible()
    await approveView(tabB).getByRole('button', { name: 'Approve' }).click()
    await walletPrompt(tabB).getByRole('button', { name: 'Approve' }).click()
    const receipt = await landed(tabB)
    expect(receipt.status).toBe('success')
    await expect(approveView(tabB)).toHaveCount(0)
    await expect(walletPrompt(tabB)).toHaveCount(0)
  })

  test('the leading tab closes while another tab connects (the wallet’s prompt open there); the connection completes in the tab left', async ({
    context,
    page,
  }) => {
    await initWalletMode(context, 'manual')
    await page.goto('/')
    await expect(page.getByTestId('host-status')).toHaveText('disconnected')
    const tabB = await context.newPage()
    await tabB.goto('/')
    await openModal(tabB)
    await dialog(tabB)
      .getByRole('button', { name: /Devnet Wallet/ })
      .click()
    await expect(tabB.locator('[data-devnet-wallet-prompt]')).toBeVisible()

    await page.close()
    await tabB.locator('[data-devnet-wallet-prompt]').getByRole('button', { name: 'Approve' }).click()
    await expect(tabB.getByTestId('host-status')).toHaveText('connected')
    await expect(dialog(tabB).getByTestId('balance')).toHaveText(`${await chainBalance(8545)} ETH`)
    // A new tab follows the one left, which leads now.
    const tabC = await context.newPage()
    await tabC.goto('/')
    await expect(tabC.getByTestId('host-status')).toHaveText('connected')
  })
})
