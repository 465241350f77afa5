import type { Browser, Page } from '@playwright/test'
import { connectDevnetWallet } from './connect.ts'
import { buttonReady, SETTLE_MS } from './openRun.ts'
import { connectedAt, stopConnectedWatch } from './pageProbe.ts'
import { newBenchContext, type Product, type World } from './world.ts'

/** How a connect made in one tab reached the host's account listener in each of the others. */
export type PropagationSample = {
  tabs: number
  /** Walletdock's core in a SharedWorker, or the dedicated-worker fallback (SharedWorker removed). */
  mode: 'shared' | 'dedicated'
  /** Per other tab: ms from the connecting tab's listener seeing 'connected' to this tab's (0 if earlier); null if never. */
  delaysMs: (number | null)[]
  /** document.visibilityState of every tab when the connect was made. */
  visibility: string[]
}

/** How long after the connecting tab the others may take before they count as never. */
const LIMIT_MS = 5_000

/**
 * Opens `tabs` tabs of one context (each its own window, so all are visible), lets them settle, connects
 * the Devnet Wallet through the first one's modal and records, in every tab, the epoch time at which the
 * host's own account listener (`subscribeAccount`, which writes `host-status`) reported 'connected'.
 * Each tab's time is performance.timeOrigin + performance.now(): one machine clock for all tabs.
 */
export async function propagationRun(
  browser: Browser,
  world: World,
  product: Product,
  tabs: number,
  mode: 'shared' | 'dedicated',
): Promise<PropagationSample> {
  const kind = product.kind
  if (!kind) throw new Error('propagationRun needs a product with a modal')
  const context = await newBenchContext(browser, world, { serviceWorkers: 'block' })
  if (mode === 'dedicated')
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'SharedWorker')
    })
  try {
    const pages: Page[] = []
    for (let i = 0; i < tabs; i += 1) {
      const page = await context.newPage()
      await page.goto(world.urlOf(product))
      await buttonReady(page, kind)
      pages.push(page)
    }
    const [first] = pages as [Page, ...Page[]]
    await first.waitForTimeout(SETTLE_MS)
    const visibility = await Promise.all(pages.map((p) => p.evaluate(() => document.visibilityState)))
    const seen = pages.map((p) => connectedAt(p))
    // Each watch is installed once a later evaluate in the same page has returned.
    await Promise.all(pages.map((p) => p.evaluate(() => undefined)))
    await connectDevnetWallet(first, kind)
    const origin = (await seen[0]) ?? null
    const waited = origin === null ? 0 : origin + LIMIT_MS - Date.now()
    if (waited > 0) await first.waitForTimeout(waited)
    await Promise.all(pages.map((p) => stopConnectedWatch(p)))
    const times = await Promise.all(seen.slice(1))
    return {
      tabs,
      mode,
      delaysMs: times.map((t) =>
        t === null || origin === null || t - origin > LIMIT_MS ? null : Math.max(0, t - origin),
      ),
      visibility,
    }
  } finally {
    await context.close()
  }
}
