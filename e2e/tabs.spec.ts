import {
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  openModal,
  setWalletMode,
  test,
} from './fixtures.ts'

test('a second tab shows the connection within 1 s without any prompt', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  // Any prompt from now on would be refused, so tab B can only be connected by sharing the session.
  await setWalletMode(page, 'reject')
  const tabB = await context.newPage()
  await tabB.goto('/')
  await expect(tabB.getByTestId('host-status')).toHaveText('connected', { timeout: 1_000 })
  await expect(tabB.getByTestId('host-address')).toHaveText(DEV_ADDRESS)
})

test('a connect made in one of four open tabs shows the account in every tab', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  const others = []
  for (let i = 0; i < 3; i += 1) {
    const tab = await context.newPage()
    await tab.goto('/')
    await expect(tab.getByTestId('host-status')).toHaveText('disconnected')
    others.push(tab)
  }
  await page.bringToFront()
  await connectDevnetWallet(page)
  for (const tab of others) {
    // What the host's subscribeAccount listener wrote, and what the tab's own button shows.
    await expect(tab.getByTestId('host-status')).toHaveText('connected')
    await expect(tab.getByTestId('host-address')).toHaveText(DEV_ADDRESS)
    await expect(tab.locator('walletdock-button').getByRole('button')).toHaveText(
      `${DEV_ADDRESS.slice(0, 6)}…${DEV_ADDRESS.slice(-4)}`,
    )
  }
})

test('disconnect in tab B disconnects tab A', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  const tabB = await context.newPage()
  await tabB.goto('/')
  await expect(tabB.getByTestId('host-status')).toHaveText('connected')
  await openModal(tabB)
  await dialog(tabB).getByRole('button', { name: 'Disconnect' }).click()
  await expect(tabB.getByTestId('host-status')).toHaveText('disconnected')
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect(page.getByTestId('host-address')).toHaveText('—')
})

test('opening the modal in one tab does not open it in another', async ({ context, page }) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  const tabB = await context.newPage()
  await tabB.goto('/')
  await openModal(page)
  await expect(dialog(tabB)).toHaveCount(0)
})
