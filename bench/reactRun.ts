import type { Browser } from '@playwright/test'
import { buttonReady, onScreen, SETTLE_MS } from './openRun.ts'
import { buttonsShown, firstContentfulPaint, timedOpen } from './pageProbe.ts'
import { newBenchContext, type World } from './world.ts'

/** One load of a React app with Walletdock installed from the packed tarball (examples/react), opened cold then warm. */
export type ReactSample = {
  fcp: number | null
  /** Navigation start → `<walletdock-button>` (rendered by the app's ConnectButton) on screen with its label. */
  buttonMs: number | null
  /** Navigation start → the app's own "Sign a message" button on screen: the same render commits both. */
  ownButtonMs: number | null
  coldOptionMs: number | null
  warmOptionMs: (number | null)[]
}

const WARM_OPENS = 5

/**
 * Loads the app in a fresh context (cold caches, no service worker), waits as a person would, then times the click
 * on the app's connect button to the first wallet option on screen, cold and then warm, as openRun does for the demo.
 */
export async function reactRun(browser: Browser, world: World, url: string): Promise<ReactSample> {
  const context = await newBenchContext(browser, world, { serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await buttonReady(page, 'walletdock')
    await page.waitForTimeout(SETTLE_MS)
    const fcp = await firstContentfulPaint(page)
    const buttons = await buttonsShown(page)
    const cold = await timedOpen(page, 'walletdock')
    const warmOptionMs: (number | null)[] = []
    for (let i = 0; i < WARM_OPENS && cold.optionMs !== null; i += 1) {
      await page.keyboard.press('Escape')
      await page.waitForTimeout(400)
      warmOptionMs.push((await timedOpen(page, 'walletdock')).optionMs)
    }
    return {
      fcp,
      buttonMs: onScreen(buttons.walletdock, fcp),
      ownButtonMs: onScreen(buttons.own, fcp),
      coldOptionMs: cold.optionMs,
      warmOptionMs,
    }
  } finally {
    await context.close()
  }
}
