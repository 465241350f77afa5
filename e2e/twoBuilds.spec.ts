import type { BrowserContext, Page } from '@playwright/test'
import { dialog, expect, test } from './fixtures.ts'
import {
  allowClipboard,
  browserRelaySockets,
  openWalletConnect,
  startPhoneWallet,
  type TestPhoneWallet,
} from './walletConnectFixtures.ts'
import { BOBBY } from './walletFixtures.ts'

// Two builds at once: after a deploy, old tabs run the old build's SharedWorker and new tabs the new build's
// (its script URL differs). Here the second tab stands for the new build: its page names its SharedWorker
// apart, so a second core starts, and that core's script says it is a later build.

const NEWER = 'walletdock-build-next'

/** The next SharedWorker script the context fetches says it is a build one second newer than the running one. */
async function serveNextCoreAsNewerBuild(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\/entry\.shared-[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(
      /walletdock-build-\d+([`"']),time:(\d+)/,
      (_match, quote: string, time: string) => `${NEWER}${quote},time:${Number(time) + 1_000}`,
    )
    if (!body.includes(NEWER)) throw new Error('The worker script names no build')
    await route.fulfill({ response, body })
  })
}

/** This page starts its own SharedWorker (another name), as a page of another build would (another URL). */
async function startOwnCore(page: Page): Promise<void> {
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(
      /name:([`"'])walletdock-core\1\}\)\.port/,
      'name:$1walletdock-core-next$1}).port',
    )
    if (!body.includes('walletdock-core-next')) throw new Error('The page starts no SharedWorker by name')
    await route.fulfill({ response, body })
  })
}

let phone: TestPhoneWallet | undefined

test.afterEach(async () => {
  await phone?.close()
  phone = undefined
})

test.describe('two builds at once', () => {
  // The precaching service worker would answer the scripts before the routes above could.
  test.use({ noSharedWorker: false, serviceWorkers: 'block' })

  test('the newer build’s core takes over the session and the old core lets go of its relay socket; the old tab says to reload', async ({
    context,
    page,
  }) => {
    await allowClipboard(context)
    await page.goto('/')
    phone = await startPhoneWallet()
    await phone.pair(await openWalletConnect(page))
    await expect(page.getByTestId('host-status')).toHaveText('connected')
    expect(await browserRelaySockets()).toBe(1)

    await serveNextCoreAsNewerBuild(context)
    const next = await context.newPage()
    await startOwnCore(next)
    await next.goto('/')
    await expect(next.getByTestId('host-status')).toHaveText('connected')
    await expect(next.getByTestId('host-address')).toHaveText(BOBBY)

    // The old tab is told, in its modal, why it should reload; the new one is not.
    await expect(
      dialog(page).getByText('A newer version of this site is open in another tab.', { exact: false }),
    ).toBeVisible()
    // One relay socket at most for the site: the old core closed its own when the newer one took over.
    await expect.poll(() => browserRelaySockets()).toBeLessThanOrEqual(1)
    await next.locator('walletdock-button').getByRole('button').click()
    await expect(dialog(next)).toBeVisible()
    await expect(dialog(next).getByText('A newer version of this site', { exact: false })).toHaveCount(0)
  })
})
