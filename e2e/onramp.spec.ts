import type { BrowserContext, Page } from '@playwright/test'
import {
  CONTROL_URL,
  connectDevnetWallet,
  dialog,
  expect,
  initWalletMode,
  openModal,
  test,
} from './fixtures.ts'
import { usdcShown } from './walletFixtures.ts'

// Buying crypto (spec parts 3, 4, 7-9): the Buy view on the devnet's on-ramp provider site (devnet/onramp/),
// whose checkout takes test cards and delivers USDC on chain A after a short settlement delay.

const PROVIDER_SITE = 'http://127.0.0.1:8560'

async function control(action: 'fail' | 'heal', path: string): Promise<void> {
  const reply = await fetch(`${CONTROL_URL}/services/data-api/${action}?path=${encodeURIComponent(path)}`, {
    method: 'POST',
  })
  if (!reply.ok) throw new Error(`devnet control: ${reply.status} ${await reply.text()}`)
}

/** Opens Buy from the account's feature row and fills an order of `amount` USD by card (of USDC, by its id). */
async function order(page: Page, amount: string, usdc = 'devnet-usdc') {
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Buy crypto' })).toBeVisible()
  await expect(modal.getByLabel('You buy')).toHaveValue(usdc)
  await expect(modal.getByLabel('You pay in')).toHaveValue('USD')
  await expect(modal.getByRole('radio', { name: /Card/ })).toBeChecked()
  await modal.getByLabel('Amount (USD)').fill(amount)
  return modal
}

/** Clicks a provider and returns the window its click opened, once it shows the provider's checkout. */
async function checkout(context: BrowserContext, page: Page, provider: RegExp): Promise<Page> {
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    dialog(page).getByRole('button', { name: provider }).click(),
  ])
  await popup.waitForURL(`${PROVIDER_SITE}/checkout/**`)
  return popup
}

async function pay(popup: Page, card: string) {
  await popup.getByLabel('Card number').fill(card)
  await popup.getByLabel('Expiry (MM/YY)').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByRole('button', { name: /^Pay / }).click()
}

test.describe('on-ramp', () => {
  test.beforeEach(async ({ context }) => {
    await initWalletMode(context, 'approve')
  })

  test('buy USDC with the test card: the quote, the provider’s page, then the USDC in both tabs and marked in Activity', async ({
    context,
    page,
  }) => {
    await page.goto('/')
    await connectDevnetWallet(page)
    const tabB = await context.newPage()
    await tabB.goto('/')
    await expect(tabB.getByTestId('host-status')).toHaveText('connected')
    await openModal(tabB)
    await page.bringToFront()
    const before = await usdcShown()
    await expect(dialog(page).getByTestId('token-USDC')).toContainText(`${before} USDC`)

    const modal = await order(page, '5')
    await expect(modal.getByTestId('onramp-limit')).toHaveText(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
    await expect(modal.getByRole('button', { name: /^Buy with Coinbase/ })).toBeDisabled()
    await modal.getByLabel('Amount (USD)').fill('25')
    await expect(modal.getByTestId('onramp-limit')).toHaveCount(0)
    await expect(modal.getByTestId('onramp-fee')).toHaveText('0.25 USD')
    await expect(modal.getByTestId('onramp-network-fee')).toHaveText('0.5 USD')
    await expect(modal.getByTestId('onramp-total')).toHaveText('25 USD')
    await expect(modal.getByTestId('onramp-receive')).toHaveText('≈ 24.25 USDC')
    await expect(modal.getByRole('button', { name: /^Buy with Meld.*Fees 1–2 %/ })).toBeEnabled()

    const popup = await checkout(context, page, /^Buy with Coinbase/)
    await expect(popup.getByText('24.25 USDC')).toBeVisible()
    await expect(dialog(page).getByTestId('onramp-waiting')).toContainText('Complete your purchase')
    await pay(popup, '4242 4242 4242 4242')
    await expect(popup.getByRole('status')).toContainText(/Payment accepted|Delivered/)
    await expect(popup.getByRole('status')).toHaveText('Delivered 24.25 USDC.')

    // Every tab: the new balance and the notice; the transfer is marked as a purchase in Activity.
    const after = await usdcShown()
    expect(after).not.toBe(before)
    await page.bringToFront()
    await expect(page.getByText('Your crypto purchase has arrived.')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await expect(dialog(page).getByTestId('token-USDC')).toContainText(`${after} USDC`)
    await expect(dialog(tabB).getByTestId('token-USDC')).toContainText(`${after} USDC`)
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    const bought = dialog(page).locator('[data-operation="buy"]').filter({ hasText: '+24.25 USDC' }).first()
    await expect(bought).toContainText('Bought')
    await popup.close()
  })

  test('a declined card: the provider says so and no USDC arrives', async ({ context, page }) => {
    await page.goto('/')
    await connectDevnetWallet(page)
    const before = await usdcShown()
    await order(page, '40')
    await expect(dialog(page).getByTestId('onramp-total')).toHaveText('40 USD')
    const popup = await checkout(context, page, /^Buy with Meld/)
    expect(new URL(popup.url()).pathname).toMatch(/^\/checkout\//)
    await pay(popup, '4000 0000 0000 0002')
    await expect(popup.getByRole('alert')).toHaveText('Your card was declined.')
    // Nothing is delivered: well past the provider's settlement delay, the chain holds what it held.
    await popup.waitForTimeout(3_000)
    expect(await usdcShown()).toBe(before)
    await popup.close()
  })

  test('the options endpoint down: the built-in sample data (USD and EUR, card and bank limits)', async ({
    page,
  }) => {
    await control('fail', '/v1/onramp/options')
    try {
      await page.goto('/')
      await connectDevnetWallet(page)
      // The built-in USDC (spec part 3), which the sample data sells on the devnet chains too.
      const modal = await order(page, '30000', '2b92315d-eab7-5bef-84fa-089a131333f5')
      await expect(modal.getByTestId('onramp-sample')).toBeVisible()
      await expect(modal.getByLabel('You pay in').locator('option')).toHaveText(['USD', 'EUR'])
      await expect(modal.getByRole('radio', { name: /Card 10\.00 to 7500\.00 USD/ })).toBeVisible()
      await expect(modal.getByRole('radio', { name: /Bank account 10\.00 to 25000\.00 USD/ })).toBeVisible()
      await expect(modal.getByTestId('onramp-limit')).toHaveText(
        'Enter an amount between 10.00 and 7500.00 USD',
      )
      await modal.getByRole('radio', { name: /Bank account/ }).check()
      await modal.getByLabel('You pay in').selectOption('EUR')
      await modal.getByLabel('Amount (EUR)').fill('20000')
      await expect(modal.getByTestId('onramp-limit')).toHaveCount(0)
      await expect(modal.getByTestId('onramp-total')).toHaveText('20,000 EUR')
    } finally {
      await control('heal', '/v1/onramp/options')
    }
  })

  test('a missing project id: the “not configured” alert', async ({ page }) => {
    await page.goto('/?noProjectId')
    await openModal(page)
    await expect(dialog(page).getByRole('alert')).toHaveText('Project ID not configured')
  })
})
