import { connectDevnetWallet } from '../bench/connect.ts'
import { buttonReady, connectButton } from '../bench/openRun.ts'
import { balanceShown } from '../bench/pageProbe.ts'
import { launchChromium, newBenchContext, startWorld } from '../bench/world.ts'

const N = Number(process.env.N ?? 5)
const TIMELINE = `(() => {
  const t0 = performance.now()
  const log = (w) => (window.__tl ??= []).push([Math.round(performance.now()), w])
  const iv = setInterval(() => {
    const wd = window.walletdock
    if (!wd) return
    clearInterval(iv)
    log('walletdock created')
    let last = ''
    wd.store.subscribe((s) => {
      const c = s.snapshot?.connections?.[s.snapshot.activeNamespace]
      const key = JSON.stringify([s.snapshot?.version ?? null, c?.status, s.snapshot?.balance?.status, s.stack.open, s.stack.views.at(-1)?.name, !!s.config])
      if (key !== last) { last = key; log(key) }
    })
    wd.ready.then(() => log('ready'))
  }, 1)
  addEventListener('click', () => log('click'), { capture: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name.endsWith('.js')) log('res ' + e.name.split('/').pop() + ' ' + Math.round(e.startTime) + '-' + Math.round(e.responseEnd)) }).observe({ type: 'resource', buffered: true })
})()`

const world = await startWorld()
const browser = await launchChromium('offline-hosts')
const product = world.products.ours
const clicks: number[] = []
try {
  for (let i = 0; i < N; i++) {
    const context = await newBenchContext(browser, world, { serviceWorkers: 'allow' })
    await context.addInitScript(TIMELINE)
    const online = await context.newPage()
    await online.goto(world.urlOf(product))
    await online.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await buttonReady(online, 'walletdock')
    await connectDevnetWallet(online, 'walletdock')
    await connectButton(online, 'walletdock').click()
    await balanceShown(online, 10000)
    await online.keyboard.press('Escape')
    await online.waitForTimeout(1000)
    await online.close()
    await context.setOffline(true)
    const page = await context.newPage()
    await page.goto(world.urlOf(product), { waitUntil: 'domcontentloaded' })
    const shown = balanceShown(page, 10000)
    await buttonReady(page, 'walletdock')
    const clickAt = await page.evaluate(() => performance.now())
    await connectButton(page, 'walletdock').click()
    const at = await shown
    const tl = await page.evaluate(() => (window as unknown as { __tl: unknown[] }).__tl)
    console.log(`run ${i}: clickAt ${clickAt.toFixed(0)} shown ${at?.toFixed(0)} fromClick ${at === null ? null : (at - clickAt).toFixed(0)}`)
    for (const line of tl as [number, string][]) console.log('   ', line[0], line[1])
    if (at !== null) clicks.push(at - clickAt)
    await context.close()
  }
} finally {
  await browser.close()
  await world.stop()
}
clicks.sort((a, b) => a - b)
console.log('fromClick sorted', clicks.map((c) => c.toFixed(0)).join(' '), 'median', clicks[Math.floor(clicks.length / 2)]?.toFixed(0))
