import type { Locator } from '@playwright/test'
import {
  chainBalance,
  connectDevnetWallet,
  dialog,
  expect,
  initWalletMode,
  test,
  waitForStillModal,
  walletPrompt,
} from './fixtures.ts'

/** The modal's visible parts that stick out of its card sideways (a text that does not wrap, a row too wide). */
function outsideTheCard(modal: Locator): Promise<string[]> {
  return modal.evaluate((card) => {
    const edge = card.getBoundingClientRect()
    return [...card.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && (box.left < edge.left - 1 || box.right > edge.right + 1)
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 40)}`)
  })
}

/** Right to left, a field's label starts where its input starts: at the right edge. */
async function labelStartsRight(modal: Locator, label: string): Promise<void> {
  const text = await modal.locator('label', { hasText: label }).first().boundingBox()
  const input = await modal.getByLabel(label).boundingBox()
  expect(text && input && Math.abs(text.x + text.width - (input.x + input.width)), label).toBeLessThan(2)
}

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

test('locale ar: Sign-In With X, Buy and Swap in Arabic, right to left, inside the card', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'manual')
  await page.goto('/?siwx&locale=ar')
  await page.locator('walletdock-button').getByRole('button').click()
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()

  // The sign-in view while the wallet asks for the signature.
  const signIn = page.getByRole('dialog', { name: 'تسجيل الدخول' })
  await expect(signIn.getByTestId('siwx-sign-message')).toContainText(
    'وقّع هذه الرسالة بمحفظتك لتسجيل الدخول.',
  )
  await expect(signIn.getByTestId('siwx-sign-message')).toContainText('الحساب:')
  expect(await signIn.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  // Once the view has slid in: during the slide it is partly beside the card.
  await waitForStillModal(page)
  expect(await outsideTheCard(signIn)).toEqual([])
  await expect(walletPrompt(page)).toHaveAttribute('data-method', 'personal_sign')
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')

  // Buy: its labels, its limits and its quote in Arabic, each label at the right edge of its field.
  await dialog(page).getByRole('button', { name: 'شراء', exact: true }).click()
  const buy = page.getByRole('dialog', { name: 'شراء العملات المشفرة' })
  await expect(buy.getByLabel('ما تشتريه')).toBeVisible()
  await expect(buy.getByRole('radio', { name: /بطاقة/ })).toBeChecked()
  await buy.getByLabel('المبلغ (USD)').fill('50')
  await expect(buy.getByText('رسوم المزوّد')).toBeVisible()
  await expect(buy.getByRole('button', { name: /^الشراء عبر / }).first()).toBeEnabled()
  await waitForStillModal(page)
  await labelStartsRight(buy, 'ما تشتريه')
  await labelStartsRight(buy, 'المبلغ (USD)')
  expect(await outsideTheCard(buy)).toEqual([])

  // Swap, as a host opens it.
  await page.evaluate(() =>
    (window as unknown as { walletdock: { open(o: unknown): Promise<void> } }).walletdock.open({
      view: 'Swap',
    }),
  )
  const swap = page.getByRole('dialog', { name: 'مبادلة' })
  await expect(swap.getByLabel('المبلغ')).toBeVisible()
  await expect(swap.getByRole('button', { name: /^تدفع: / })).toBeVisible()
  await expect(swap.getByRole('button', { name: /^تستلم: / })).toBeVisible()
  await swap.getByLabel('المبلغ').fill('0.01')
  await expect(swap.getByRole('button', { name: 'مراجعة المبادلة' })).toBeEnabled({ timeout: 10_000 })
  await waitForStillModal(page)
  await labelStartsRight(swap, 'المبلغ')
  expect(await outsideTheCard(swap)).toEqual([])
})

test('locale ar: the social buttons and the social login’s view in Arabic, right to left, inside the card', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'reject')
  await page.goto('/?locale=ar')
  await page.locator('walletdock-button').getByRole('button').click()
  const connect = page.getByRole('dialog', { name: 'ربط المحفظة' })
  const socials = connect.getByRole('list', { name: 'تسجيل الدخول عبر الشبكات الاجتماعية' })
  await expect(socials.getByRole('button')).not.toHaveCount(0)
  await waitForStillModal(page)
  // The grid is mirrored: the first provider sits at the right.
  const [first, second] = await Promise.all(
    [0, 1].map((i) => socials.getByRole('button').nth(i).boundingBox()),
  )
  expect(first && second && first.x > second.x).toBe(true)
  expect(await outsideTheCard(connect)).toEqual([])

  const popup = page.waitForEvent('popup')
  await socials.getByRole('button', { name: 'المتابعة باستخدام GitHub' }).click()
  const window = await popup
  const modal = dialog(page)
  await expect(modal.getByText('تابع في نافذة GitHub')).toBeVisible()
  await expect(modal.getByText('سجّل الدخول هناك واسمح للتطبيق. ستتابع هذه الشاشة تلقائيًا.')).toBeVisible()
  expect(await modal.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  await waitForStillModal(page)
  expect(await outsideTheCard(modal)).toEqual([])
  await window.close()
  await expect(modal.getByRole('alert')).toHaveText('أُغلقت نافذة GitHub قبل اكتمال تسجيل الدخول.')
  await expect(modal.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible()
  await waitForStillModal(page)
  expect(await outsideTheCard(modal)).toEqual([])
})
