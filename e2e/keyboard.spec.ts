import { dialog, expect, initWalletMode, test } from './fixtures.ts'

test('everything works by keyboard alone: open, connect, switch network, disconnect, Escape', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await page.locator('walletdock-button').getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true')

  // Tab reaches the wallet, Enter connects.
  const wallet = dialog(page).getByRole('button', { name: /Devnet Wallet/ })
  for (let i = 0; i < 6 && !(await wallet.evaluate((el) => el.matches(':focus'))); i++)
    await page.keyboard.press('Tab')
  await expect(wallet).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('host-status')).toHaveText('connected')

  // Focus stays inside the dialog however far one tabs.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('walletdock-modal')
  }

  const network = dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet A' })
  for (let i = 0; i < 12 && !(await network.evaluate((el) => el.matches(':focus'))); i++)
    await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  const target = dialog(page).getByRole('button', { name: 'Walletdock Devnet B' })
  for (let i = 0; i < 12 && !(await target.evaluate((el) => el.matches(':focus'))); i++)
    await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31338')

  const disconnect = dialog(page).getByRole('button', { name: 'Disconnect' })
  for (let i = 0; i < 12 && !(await disconnect.evaluate((el) => el.matches(':focus'))); i++)
    await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')

  await page.locator('walletdock-button').getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  // Focus returns to where it was before the modal opened.
  await expect(page.locator('walletdock-button').getByRole('button')).toBeFocused()
})
