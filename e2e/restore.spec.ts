import { connectDevnetWallet, DEV_ADDRESS, expect, initWalletMode, setWalletMode, test } from './fixtures.ts'

test('reload restores the connection; closing every tab and opening a new one restores it too', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await setWalletMode(page, 'reject')
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await page.close()
  // With no tab left the SharedWorker ends; the next tab starts a new core from IndexedDB.
  const fresh = await context.newPage()
  await fresh.goto('/')
  await expect(fresh.getByTestId('host-status')).toHaveText('connected')
  await expect(fresh.getByTestId('host-address')).toHaveText(DEV_ADDRESS)
})
