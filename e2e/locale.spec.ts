import { chainBalance, connectDevnetWallet, dialog, expect, initWalletMode, test } from './fixtures.ts'

// Issue #16 item 6: the modal speaks the page's `locale`, else the browser's language, and lays itself out right
// to left in Arabic.

test('locale ar: Arabic texts in the button and the modal, laid out right to left', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/?locale=ar')
  const button = page.locator('walletdock-button').getByRole('button')
  await expect(button).toHaveText('ربط المحفظة')
  await button.click()
  const modal = page.getByRole('dialog', { name: 'ربط المحفظة' })
  await expect(modal).toBeVisible()
  expect(await modal.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  await expect(modal.locator('xpath=ancestor::*[@dir][1]')).toHaveAttribute('lang', 'ar')
  // Mirrored: Close, last in the header, sits at its left edge; the title's text starts at the right.
  const close = await modal.getByRole('button', { name: 'إغلاق' }).boundingBox()
  const title = await modal.getByRole('heading', { name: 'ربط المحفظة' }).boundingBox()
  expect(close && title && close.x < title.x).toBe(true)

  await modal.getByRole('button', { name: /Devnet Wallet/ }).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(dialog(page).getByRole('button', { name: 'قطع الاتصال' })).toBeVisible()
  await expect(dialog(page).getByRole('tab', { name: 'النشاط' })).toBeVisible()
  // The connected button shows the address; the page's own text is not the modal's business.
  await expect(button).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)
})

test('no locale option: the browser’s language (German here), Intl dates and numbers in it', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  await initWalletMode(context, 'approve')
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('walletdock-button').getByRole('button')).toHaveText('Wallet verbinden')
  await connectDevnetWallet(page)
  const modal = dialog(page)
  await expect(modal.getByRole('button', { name: 'Trennen' })).toBeVisible()
  expect(await modal.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
  // German groups thousands with a dot and writes a decimal comma: the balance is formatted by Intl in de-DE.
  const english = await chainBalance(8545)
  const german = english.replace(/[,.]/g, (sign) => (sign === ',' ? '.' : ','))
  expect(german).not.toBe(english)
  await expect(modal.getByTestId('balance')).toHaveText(`${german} ETH`)
  await expect(modal.getByRole('button', { name: 'Netzwerk: Walletdock Devnet A' })).toBeVisible()
  await context.close()
})

test('locale that is no language tag: the host gets a ConfigError naming it', async ({ page }) => {
  await page.goto('/?locale=english%20please')
  const outcome = await page.evaluate(async () => {
    try {
      await (window as unknown as { walletdock: { ready: Promise<void> } }).walletdock.ready
      return 'ready'
    } catch (error) {
      const e = error as { name?: string; details?: string }
      return `${e.name}: ${e.details}`
    }
  })
  expect(outcome).toBe('ConfigError: locale must be a language tag such as en or pt-BR')
})
