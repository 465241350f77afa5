import {
  connectDevnetWallet,
  devnetWalletState,
  dialog,
  expect,
  initWalletMode,
  setDevnetWalletMode,
  test,
} from './fixtures.ts'

test('switch between the two anvil chains, including the add-chain fallback', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  // The devnet wallet only knows chain 31337 at first: switching to 31338 needs wallet_addEthereumChain.
  expect((await devnetWalletState(page)).chains.length).toBe(1)
  await dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet A' }).click()
  // A well-known network shows its icon (web3icons' SVG, drawn); the devnet chains keep their letter.
  const solanaIcon = dialog(page)
    .getByRole('button', { name: /Solana Devnet/ })
    .locator('img')
  await expect(solanaIcon).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect.poll(() => solanaIcon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(dialog(page).getByRole('button', { name: 'Walletdock Devnet B' }).locator('img')).toHaveCount(
    0,
  )
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet B' }).click()
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31338')
  await expect(dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet B' })).toBeVisible()
  expect((await devnetWalletState(page)).chains.length).toBe(2)

  await dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet B' }).click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet A' }).click()
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31337')
})

test('a refused chain switch says so and leaves the network as it was', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await setDevnetWalletMode(page, 'reject')
  await dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet A' }).click()
  await dialog(page).getByRole('button', { name: 'Walletdock Devnet B' }).click()
  await expect(
    dialog(page)
      .getByText(/declined|Chain is not supported/)
      .first(),
  ).toBeVisible()
  await expect(page.getByTestId('host-network')).toHaveText('eip155:31337')
})
