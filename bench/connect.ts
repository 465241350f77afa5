import { expect, type Page } from '@playwright/test'
import { connectButton, SETTLE_MS } from './openRun.ts'
import { type ModalKind, modalVisible } from './pageProbe.ts'

/** Connects the Devnet Wallet (in 'approve' mode) through the product's own modal, then closes it. */
export async function connectDevnetWallet(page: Page, kind: ModalKind): Promise<void> {
  await connectButton(page, kind).click()
  await expect.poll(() => modalVisible(page, kind), { timeout: 15_000 }).toBe(true)
  if (kind === 'walletdock') {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Devnet Wallet/ })
      .click()
  } else {
    await page.locator('w3m-modal').getByText('Devnet Wallet', { exact: true }).first().click()
  }
  await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
  if (await modalVisible(page, kind)) await page.keyboard.press('Escape')
  await expect.poll(() => modalVisible(page, kind), { timeout: 5_000 }).toBe(false)
  await page.waitForTimeout(SETTLE_MS)
}
