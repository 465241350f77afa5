import { connectDevnetWallet, dialog, expect, initWalletMode, openModal, test } from './fixtures.ts'

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

test('offline, the NFTs tab shows the last-known grid with its age, in this tab and in one opened offline', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  // The service worker must hold the app before the network goes away (the second tab loads from it).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await connectDevnetWallet(page)
  const modal = dialog(page)
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  const titles = ['Devnet Critters #1', 'Devnet Critters #2', 'Devnet Critters #3']
  await expect(modal.getByTestId('nft-item').locator('.wd-row-title')).toHaveText(titles)
  // Online and just read: no age.
  await expect(modal.getByTestId('nfts-stale')).toHaveCount(0)
  const readAt = await page.evaluate(() => Date.now())

  await context.setOffline(true)
  // The tab is opened again: the core answers from the last-known list, labelled with when it was read.
  await modal.getByRole('tab', { name: 'Tokens' }).click()
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  // The read was made in the seconds before `readAt`: its minute is that of `readAt` or of 15 s earlier.
  const clocks = await page.evaluate(
    (at) =>
      [at, at - 15_000].map((t) =>
        new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(t),
      ),
    readAt,
  )
  const asOf = new RegExp(`as of (${clocks.join('|')}) · `)
  const stale = modal.getByTestId('nfts-stale')
  await expect(stale).toHaveText(asOf)
  // Offline is not a failure of the service: no 'NFTs unavailable'.
  await expect(stale).not.toContainText('NFTs unavailable')
  await expect(modal.getByTestId('nft-item').locator('.wd-row-title')).toHaveText(titles)

  // A tab opened while offline has only what was stored: the same grid and age.
  const tabB = await context.newPage()
  await tabB.goto('/')
  await openModal(tabB)
  await dialog(tabB).getByRole('tab', { name: 'NFTs' }).click()
  await expect(dialog(tabB).getByTestId('nfts-stale')).toHaveText(asOf)
  await expect(dialog(tabB).getByTestId('nft-item').locator('.wd-row-title')).toHaveText(titles)

  // Back online, a fresh read replaces it.
  await context.setOffline(false)
  await modal.getByRole('tab', { name: 'Tokens' }).click()
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  await expect(modal.getByTestId('nfts-stale')).toHaveCount(0, { timeout: 15_000 })
  await expect(modal.getByTestId('nft-item')).toHaveCount(3)
})
