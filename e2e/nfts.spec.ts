import { connectDevnetWallet, dialog, expect, initWalletMode, test } from './fixtures.ts'

test('the NFTs tab shows the Devnet Critters minted to the account, each with its picture', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  const modal = dialog(page)
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  const grid = modal.getByRole('list', { name: 'Your NFTs' })
  const items = grid.getByTestId('nft-item')
  await expect(items).toHaveCount(3)
  await expect(items.locator('.wd-row-title')).toHaveText([
    'Devnet Critters #1',
    'Devnet Critters #2',
    'Devnet Critters #3',
  ])
  await expect(items.first()).toContainText('Devnet Critters')
  // The pictures the data API drew load and have a size.
  await expect
    .poll(() =>
      items.locator('img').evaluateAll((images) => images.map((i) => (i as HTMLImageElement).naturalWidth)),
    )
    .toEqual([256, 256, 256])
})
