import type { Browser } from '@playwright/test'
import { buttonReady, SETTLE_MS } from './openRun.ts'
import { timedOpen } from './pageProbe.ts'
import { HANGING_RPC_URL, newBenchContext, type Product, type World } from './world.ts'

/** Click → modal visible when every remote host accepts connections and never answers. */
export type HangSample = {
  coldOpenMs: number | null
  /** Whether the product's own connect button rendered within the limit. */
  buttonShown: boolean
  hangConnections: number
}

const LIMIT_MS = 15_000
/** The host's own sign button: with no account both hosts call their modal's open() from it. */
const HOST_OPEN_BUTTON = '#sign'

/**
 * Runs in a browser whose every host name resolves to the hang server (launchChromium('hanging-hosts')).
 * The click goes to the host page's own button, which exists whether or not the product's button
 * rendered: AppKit holds its button back while its remote configuration is pending.
 */
export async function hangRun(browser: Browser, world: World, product: Product): Promise<HangSample> {
  const kind = product.kind
  if (!kind) throw new Error('hangRun needs a product with a modal')
  const before = world.hang.accepted()
  const context = await newBenchContext(browser, world, { serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    // Not 'load': a font or script from a hanging host may hold the load event for ever.
    await page.goto(world.urlOf(product, HANGING_RPC_URL), { waitUntil: 'domcontentloaded' })
    const buttonShown = await buttonReady(page, kind, 5_000).then(
      () => true,
      () => false,
    )
    await page.waitForTimeout(SETTLE_MS)
    const cold = await timedOpen(page, kind, LIMIT_MS, HOST_OPEN_BUTTON, false)
    return { coldOpenMs: cold.ms, buttonShown, hangConnections: world.hang.accepted() - before }
  } finally {
    await context.close()
  }
}
