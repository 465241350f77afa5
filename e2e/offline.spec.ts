import {
  chainBalance,
  connectDevnetWallet,
  countConnections,
  dialog,
  expect,
  initWalletMode,
  openModal,
  setChainRunning,
  test,
} from './fixtures.ts'

test.afterEach(async () => {
  await setChainRunning(31337, true)
})

test('offline: last balance with its age, reconnecting, no error loop; back online it recovers', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  // The service worker must hold the app before the network goes away.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await connectDevnetWallet(page)
  const balance = await chainBalance(8545)
  await expect(dialog(page).getByTestId('balance')).toHaveText(`${balance} ETH`)

  await setChainRunning(31337, false)
  const deadNode = await countConnections(8545)
  await context.setOffline(true)
  await expect(dialog(page).getByTestId('connection-status')).toHaveText('Reconnecting…')
  await expect(dialog(page).getByTestId('balance-age')).toContainText('as of')
  await expect(dialog(page).getByTestId('balance')).toHaveText(`${balance} ETH`)

  // A new tab opened while offline loads from the service worker and shows the same.
  const tabB = await context.newPage()
  await tabB.goto('/')
  await openModal(tabB)
  await expect(dialog(tabB).getByTestId('balance')).toHaveText(`${balance} ETH`)
  await expect(dialog(tabB).getByTestId('balance-age')).toContainText('as of')
  await expect(dialog(tabB).getByTestId('connection-status')).toHaveText('Reconnecting…')

  // No error loop: while offline the core does not keep knocking on the chain.
  const before = deadNode.count()
  await page.waitForTimeout(5_000)
  expect(deadNode.count() - before).toBe(0)
  await deadNode.close()

  await setChainRunning(31337, true)
  await context.setOffline(false)
  await expect(dialog(page).getByTestId('balance-age')).toHaveCount(0, { timeout: 15_000 })
  await expect(dialog(page).getByTestId('connection-status')).toHaveCount(0)
  await expect(dialog(tabB).getByTestId('balance-age')).toHaveCount(0)
})

test('offline: with every tab closed, a new tab shows the last-known balance at once, without asking the chain', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await connectDevnetWallet(page)
  const balance = await chainBalance(8545)
  await expect(dialog(page).getByTestId('balance')).toHaveText(`${balance} ETH`)
  // Every tab goes: the next tab starts a new core, which has only what was stored.
  await page.close()

  await setChainRunning(31337, false)
  const deadNode = await countConnections(8545)
  await context.setOffline(true)
  const tab = await context.newPage()
  await tab.goto('/')
  await openModal(tab)
  await expect(dialog(tab).getByTestId('balance')).toHaveText(`${balance} ETH`)
  await expect(dialog(tab).getByTestId('balance-age')).toContainText('as of')
  await expect(dialog(tab).getByTestId('connection-status')).toHaveText('Reconnecting…')
  expect(deadNode.count()).toBe(0)
  await deadNode.close()
})
