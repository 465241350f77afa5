import type { Browser } from '@playwright/test'
import { connectDevnetWallet } from './connect.ts'
import { buttonReady, connectButton } from './openRun.ts'
import { balanceShown, balanceText } from './pageProbe.ts'
import { newBenchContext, type Product, type World } from './world.ts'

/** An offline tab: when the last-known balance showed, from the tab's navigation start and from the click. */
export type OfflineSample = {
  fromNavigationMs: number | null
  fromClickMs: number | null
  text: string | null
}

const LIMIT_MS = 10_000

/**
 * Online: load (the service worker precaches the page), connect and let the balance load; close every
 * tab. Offline: open a new tab (served by the service worker), click the account button and time
 * the balance until it is on screen. The host page shows no balance of its own, so both modals are
 * opened the same way.
 */
export async function offlineRun(browser: Browser, world: World, product: Product): Promise<OfflineSample> {
  const kind = product.kind
  if (!kind) throw new Error('offlineRun needs a product with a modal')
  const context = await newBenchContext(browser, world, { serviceWorkers: 'allow' })
  try {
    const online = await context.newPage()
    await online.goto(world.urlOf(product))
    await online.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await buttonReady(online, kind)
    await connectDevnetWallet(online, kind)
    // Let each product see and store the balance while online, as a person's earlier visit would.
    await connectButton(online, kind).click()
    await balanceShown(online, LIMIT_MS)
    await online.keyboard.press('Escape')
    await online.waitForTimeout(1_000)
    await online.close()
    await context.setOffline(true)
    const page = await context.newPage()
    await page.goto(world.urlOf(product), { waitUntil: 'domcontentloaded' })
    const shown = balanceShown(page, LIMIT_MS)
    await buttonReady(page, kind)
    // The click's own event time, as the open timings take it: what comes before it (Playwright scrolling,
    // waiting for the button to be stable, the round trips to the browser) is the harness, not the product.
    const clicked = page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          addEventListener('click', (event) => resolve(event.timeStamp), { capture: true, once: true }),
        ),
    )
    await page.evaluate(() => undefined)
    await connectButton(page, kind).click()
    const [at, clickAt] = await Promise.all([shown, clicked])
    return {
      fromNavigationMs: at,
      fromClickMs: at === null ? null : Math.max(0, at - clickAt),
      text: await balanceText(page),
    }
  } finally {
    await context.close()
  }
}
