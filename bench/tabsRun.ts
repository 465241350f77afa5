import { type Browser, expect } from '@playwright/test'
import { watchNetwork } from './cdpNetwork.ts'
import { connectDevnetWallet } from './connect.ts'
import { buttonReady } from './openRun.ts'
import { newBenchContext, type Product, type World } from './world.ts'

/** What N tabs of one product did while they stayed open for the fixed period. */
export type TabsSample = {
  tabs: number
  /** eth_getBalance calls reaching the chain (through the counting proxy) from the first tab's load to the end of the period. */
  balanceRequests: number
  /** The same, counted from the moment every tab was open. */
  balanceInPeriod: number
  /** WebSocket connections the pages and workers opened during the period, and since the first tab loaded. */
  socketsInPeriod: number
  socketsTotal: number
  socketUrls: string[]
}

/** Connects in the first tab, opens the others (each restores the session), then waits `periodMs` more. */
export async function tabsRun(
  browser: Browser,
  world: World,
  product: Product,
  tabs: number,
  periodMs: number,
): Promise<TabsSample> {
  const kind = product.kind
  if (!kind) throw new Error('tabsRun needs a product with a modal')
  const watch = await watchNetwork(browser)
  const context = await newBenchContext(browser, world, { serviceWorkers: 'block' })
  try {
    const balanceAtStart = world.rpc.count('eth_getBalance')
    const first = await context.newPage()
    await first.goto(world.urlOf(product))
    await buttonReady(first, kind)
    await connectDevnetWallet(first, kind)
    for (let i = 1; i < tabs; i += 1) {
      const page = await context.newPage()
      await page.goto(world.urlOf(product))
      await expect(page.getByTestId('host-status')).toHaveText('connected', { timeout: 20_000 })
    }
    const eventsBefore = watch.events.length
    const balanceBefore = world.rpc.count('eth_getBalance')
    await first.waitForTimeout(periodMs)
    const sockets = watch.events.filter((e) => e.kind === 'websocket')
    return {
      tabs,
      balanceRequests: world.rpc.count('eth_getBalance') - balanceAtStart,
      balanceInPeriod: world.rpc.count('eth_getBalance') - balanceBefore,
      socketsInPeriod: watch.events.slice(eventsBefore).filter((e) => e.kind === 'websocket').length,
      socketsTotal: sockets.length,
      socketUrls: [...new Set(sockets.map((e) => e.url.replace(/\?.*/, '')))],
    }
  } finally {
    await watch.stop()
    await context.close()
  }
}
