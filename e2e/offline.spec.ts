import {
  chainBalance,
  connectDevnetWallet,
  countConnections,
  dialog,
  expect,
  initWalletMode,
  openAndClose,
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
  browser,
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
  // Every tab goes: the next tab starts a new core, which has only what was stored. The browser ends the closed
  // tab's SharedWorker a moment after the tab: until then that core may still poll the chain.
  await page.close()
  const cdp = await browser.newBrowserCDPSession()
  const sharedWorkers = async () =>
    (await cdp.send('Target.getTargets')).targetInfos.filter((t) => t.type === 'shared_worker').length
  await expect.poll(sharedWorkers).toBe(0)
  await cdp.detach()

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

test('offline at the first open: the modal opens and fetches no view code; back online the views load', async ({
  context,
  page,
}) => {
  const failed: string[] = []
  page.on('requestfailed', (request) => failed.push(request.url()))
  // What the page loads after its first paint (the Solana wallets' bridge) is here before the network goes away,
  // and so is the UI chunk, mounted closed once the page is idle.
  const bridge = page.waitForResponse(/\/assets\/walletStandardWallets-[^/]+\.js$/)
  await page.goto('/')
  await bridge
  await page.waitForFunction(
    () => (document.querySelector('walletdock-modal')?.shadowRoot?.childElementCount ?? 0) > 0,
  )
  await context.setOffline(true)
  await openModal(page)
  // Connect re-renders as the status changes: neither its e-mail and social sections nor the views preloaded
  // after an open are fetched meanwhile (each would only fail, again with every render), nor the analytics
  // sender's code. What the open itself asks of the core may fail, once: the Connect view's directory wallets
  // (in the fallback, the core's code comes through the page, so the page sees that failure).
  await page.waitForTimeout(3_000)
  const code = failed.filter((url) => url.includes('/assets/'))
  expect(code.filter((url) => !/\/fetchWalletSuggestions-[^/]+\.js$/.test(url))).toEqual([])
  expect(code.length).toBeLessThanOrEqual(1)

  const activityCode = page.waitForRequest(/\/assets\/ActivityPanel-[^/]+\.js$/)
  await context.setOffline(false)
  expect((await (await activityCode).response())?.ok()).toBe(true)
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
})

test('on a slow phone, the network going while the page waits to preload: nothing is fetched ahead of need offline', async ({
  context,
  page,
}) => {
  // A CPU eight times slower than this machine's: the idle moments the page waits for, to fetch the other views,
  // the icons' drawing code and the secure frame, come after the network has gone.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  let offline = false
  const askedOffline: string[] = []
  const loaded: string[] = []
  page.on('request', (request) => {
    if (offline) askedOffline.push(request.url())
  })
  page.on('requestfinished', (request) => loaded.push(request.url()))
  await page.goto('/')
  await openModal(page)
  await page.keyboard.press('Escape')
  offline = true
  await context.setOffline(true)
  await openAndClose(page, 2)
  await page.waitForTimeout(3_000)
  offline = false
  // In the fallback the core's code comes through the page: its directory request may be asked for there, once.
  const code = askedOffline.filter((url) => url.includes('/assets/') || url.includes(':8553/'))
  expect(code.filter((url) => !/\/fetchWalletSuggestions-[^/]+\.js$/.test(url))).toEqual([])

  // Back online, the other views, the drawing code and the frame are fetched (before the network went, or now).
  await context.setOffline(false)
  await openModal(page)
  for (const wanted of [
    /\/assets\/ActivityPanel-[^/]+\.js$/,
    /\/assets\/rasterizeIcons-[^/]+\.js$/,
    /:8553\/frame\.js$/,
  ])
    await expect.poll(() => loaded.some((url) => wanted.test(url)), { timeout: 15_000 }).toBe(true)
})
