import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { classify } from '../bench/jsBytes.ts'
import { buttonReady, SETTLE_MS } from '../bench/openRun.ts'
import { firstContentfulPaint, loadEventEnd, timedOpen } from '../bench/pageProbe.ts'
import { launchChromium, newBenchContext, startWorld } from '../bench/world.ts'

const N = Number(process.env.N ?? 3)
const world = await startWorld()
const browser = await launchChromium('offline-hosts')
const gz = (root: string, p: string) => gzipSync(readFileSync(join(root, p)), { level: 9 }).length
try {
  for (let i = 0; i < N; i++) {
    for (const name of ['ours', 'bare'] as const) {
      const product = world.products[name]
      const context = await newBenchContext(browser, world, { serviceWorkers: 'block' })
      const page = await context.newPage()
      const mark = product.server.mark()
      await page.goto(world.urlOf(product), { waitUntil: 'load' })
      if (product.kind) await buttonReady(page, product.kind)
      await page.waitForTimeout(SETTLE_MS)
      const fcp = await firstContentfulPaint(page)
      const loadedAt = await loadEventEnd(page)
      let shownAt = Number.POSITIVE_INFINITY
      if (product.kind) {
        const cold = await timedOpen(page, product.kind)
        shownAt = cold.clickAt + (cold.ms ?? 0)
        console.log(name, 'cold', cold.ms?.toFixed(1))
      }
      const served = product.server.served.slice(mark)
      const { page: pj, worker } = classify(served)
      const lines = (list: typeof served, tag: string) => {
        let sum = 0
        for (const s of list) {
          if (s.at > shownAt) continue
          const g = gz(product.root, s.path)
          sum += g
          console.log(`  ${tag} ${s.path.padEnd(50)} ${(g / 1024).toFixed(2).padStart(7)} KB  ${s.at <= loadedAt ? 'by-load' : ''} +${(s.at - loadedAt).toFixed(0)}ms`)
        }
        return sum
      }
      console.log(`${name} run ${i}: fcp ${fcp?.toFixed(0)}`)
      const a = lines(pj, 'page')
      const b = lines(worker, 'wrkr')
      console.log(`  total page ${(a / 1024).toFixed(1)} worker ${(b / 1024).toFixed(1)} sum ${((a + b) / 1024).toFixed(1)}`)
      await context.close()
    }
  }
} finally {
  await browser.close()
  await world.stop()
}
