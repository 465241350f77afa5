import {
  chainBalance,
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  openModal,
  test,
} from './fixtures.ts'

test('connect with the injected devnet wallet and see the anvil balance', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await expect(page.getByTestId('host-address')).toHaveText(DEV_ADDRESS)
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31337')
  const balance = await chainBalance(8545)
  await expect(dialog(page).getByTestId('balance')).toHaveText(`${balance} ETH`)
  await expect(dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet A' })).toBeVisible()
})

test('the user rejects in the wallet: a clear message, then back to Connect', async ({ context, page }) => {
  await initWalletMode(context, 'reject')
  await page.goto('/')
  await openModal(page)
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(dialog(page).getByRole('heading', { name: 'Connection declined' })).toBeVisible()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
})

test('a person can approve in the wallet prompt shown outside the modal', async ({ context, page }) => {
  await initWalletMode(context, 'manual')
  await page.goto('/')
  await openModal(page)
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(dialog(page).getByText('Continue in Devnet Wallet')).toBeVisible()
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})

test('the demo signs a message with viem through the provider and the signature verifies', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await page.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
  // An ordinary signature goes straight to the wallet (here approving by itself): no Walletdock view.
  await expect(page.getByTestId('host-signature')).toHaveText(`Signature verified for ${DEV_ADDRESS}`)
  await expect(dialog(page)).toHaveCount(0)
})

test('a wallet that answers garbage gets a clear error and stays disconnected', async ({ context, page }) => {
  await initWalletMode(context, 'garbage')
  await page.goto('/')
  await openModal(page)
  await dialog(page)
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(dialog(page).getByRole('heading', { name: 'Connection failed' })).toBeVisible()
  await expect(
    dialog(page)
      .getByText(/invalid reply/i)
      .first(),
  ).toBeVisible()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})
