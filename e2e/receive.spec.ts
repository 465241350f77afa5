import { connectDevnetWallet, DEV_ADDRESS, dialog, expect, initWalletMode, test } from './fixtures.ts'

test('Account shows Buy, Swap, Receive and Send in the spec order; Receive shows the address as a QR code with the networks that accept it', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  const modal = dialog(page)
  await expect(modal.locator('[data-feature]')).toHaveText(['Buy', 'Swap', 'Receive', 'Send'])
  await modal.getByRole('button', { name: 'Receive' }).click()
  await expect(page.getByRole('dialog', { name: 'Receive' })).toBeVisible()
  await expect(modal.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
  await expect(modal.getByTestId('receive-address')).toHaveText(DEV_ADDRESS)
  // Both devnet EVM chains take this address; the Solana cluster does not.
  const networks = modal.getByRole('list', { name: 'Networks that accept this address' })
  await expect(networks.locator('.wd-chip-name')).toHaveText(['Walletdock Devnet A', 'Walletdock Devnet B'])
  await expect(networks).not.toContainText('Solana')
  await expect(modal.getByRole('note')).toHaveText(/Send only on these networks/)
  await modal.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
})
