import type { BrowserContext, Page } from '@playwright/test'
import { connectDevnetWallet, dialog, expect, initWalletMode, test } from './fixtures.ts'

// A page that is never idle (a busy host, or one whose own work fills every idle moment): requestIdleCallback,
// which the UI's preload and its later chunks wait for, never calls back.
const neverIdle = (context: BrowserContext) =>
  context.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })

const uiMounted = (page: Page) =>
  page.evaluate(() => (document.querySelector('walletdock-modal')?.shadowRoot?.childElementCount ?? 0) > 0)

test('a tab whose person was connected last time mounts its UI and fetches the Account view after its first paint, idle or not', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await expect(dialog(page).getByTestId('balance')).toBeVisible()
  await neverIdle(context)

  const tab = await context.newPage()
  const accountView = tab.waitForRequest(/\/assets\/Account-[^/]+\.js$/)
  await tab.goto('/')
  await expect(tab.locator('walletdock-button')).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)
  expect((await (await accountView).response())?.ok()).toBe(true)
  await expect.poll(() => uiMounted(tab)).toBe(true)
  // The click finds the Account view there already: its balance is the first thing it shows.
  await tab.locator('walletdock-button').click()
  await expect(dialog(tab).getByTestId('balance')).toBeVisible()
})

test('a visitor who never connected does not preload the UI before an idle moment: the host page keeps its load', async ({
  context,
  page,
}) => {
  await neverIdle(context)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/', { waitUntil: 'load' })
  await expect(page.locator('walletdock-button')).toHaveText('Connect Wallet')
  // The core attaches after the first paint (its worker scripts); give the page the time a preload would take.
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await page.waitForTimeout(2_000)
  expect(await uiMounted(page)).toBe(false)
  expect(fetched.filter((path) => /\/assets\/(mount|Account)-[^/]+\.js$/.test(path))).toEqual([])
  // The first open loads it then.
  await page.locator('walletdock-button').click()
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  expect(await uiMounted(page)).toBe(true)
})
