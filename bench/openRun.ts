import type { Browser, Page } from '@playwright/test'
import { remoteRequests, watchNetwork } from './cdpNetwork.ts'
import { classify, type JsBytes, measureJs, sizesOf } from './jsBytes.ts'
import {
  buttonsShown,
  firstContentfulPaint,
  loadEventEnd,
  type ModalKind,
  modalVisible,
  timedOpen,
} from './pageProbe.ts'
import { newBenchContext, type Product, type World } from './world.ts'

/** What one page load of one product gave. */
export type OpenSample = {
  fcp: number | null
  /** JS the page's main thread fetched by its load event: the host's critical path. */
  pageJsAtLoad: JsBytes
  /** JS the page's main thread fetched before the first click (idle preloading included); workers apart. */
  pageJsBeforeOpen: JsBytes
  workerJsBeforeOpen: JsBytes
  /** Everything (page and workers) fetched by the first frame showing the modal. */
  jsAtModalVisible: JsBytes | null
  /** Click → the dialog box on screen. */
  coldOpenMs: number | null
  warmOpenMs: (number | null)[]
  /** Click → the first wallet option on screen (ours: a wallet row in Connect; AppKit: a `wui-list-wallet`). */
  coldOptionMs: number | null
  warmOptionMs: (number | null)[]
  /**
   * Navigation start → the product's connect button on screen with its label (null: never, or no product): the
   * first frame it is laid out in, or the page's first contentful paint if that is later (nothing is on screen
   * before it).
   */
  buttonMs: number | null
  /** Navigation start → the page's own "Sign" button on screen (the host's baseline), the same way. */
  ownButtonMs: number | null
  /** The frames the two buttons were first laid out in, before the first paint or not (for comparison). */
  buttonLaidOutMs: number | null
  ownButtonLaidOutMs: number | null
  heapBytes: number | null
  /** Requests to hosts other than loopback from the page and its workers during the whole load. */
  remoteRequests: string[]
  workerTargets: string[]
  /** Each JS file fetched by the modal visible (first fetch): who fetched it, ms from the click, sizes. */
  filesAtModalVisible: FetchedFile[]
}

/** One JS file as fetched in a load (for `BENCH_FILES=1`, which lists them). */
export type FetchedFile = {
  path: string
  by: 'page' | 'worker'
  msFromClick: number
  gzip: number
  brotli: number
}

/** Time a person takes between the page showing and the first click: the page settles meanwhile. */
export const SETTLE_MS = 1_500
const WARM_OPENS = 5

export const connectButton = (page: Page, kind: ModalKind) =>
  page.locator(kind === 'walletdock' ? 'walletdock-button' : 'appkit-button')

/** Waits until the host's connect button is laid out (its element renders inside a shadow root). */
export async function buttonReady(page: Page, kind: ModalKind, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (tag) => {
      const host = document.querySelector(tag)
      const inner = host?.shadowRoot
      const box = host?.getBoundingClientRect()
      return Boolean(inner && box && box.width > 0 && box.height > 0)
    },
    kind === 'walletdock' ? 'walletdock-button' : 'appkit-button',
    { timeout },
  )
}

async function closeModal(page: Page, kind: ModalKind): Promise<void> {
  await page.keyboard.press('Escape')
  await page.waitForFunction(
    (k) => !(window as unknown as { __bench: { modalVisible(k: string): boolean } }).__bench.modalVisible(k),
    kind,
    { timeout: 5_000 },
  )
}

/** Loads the page in a fresh context (cold caches, no service worker), opens the modal cold then warm. */
export async function openRun(browser: Browser, world: World, product: Product): Promise<OpenSample> {
  const watch = await watchNetwork(browser)
  const context = await newBenchContext(browser, world, { serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const mark = product.server.mark()
    await page.goto(world.urlOf(product), { waitUntil: 'load' })
    if (product.kind) await buttonReady(page, product.kind)
    await page.waitForTimeout(SETTLE_MS)
    const fcp = await firstContentfulPaint(page)
    const loadedAt = await loadEventEnd(page)
    const sample: OpenSample = {
      fcp,
      pageJsAtLoad: measureJs(
        product.root,
        classify(product.server.served.slice(mark).filter((s) => s.at <= loadedAt)).page,
      ),
      pageJsBeforeOpen: measureJs(product.root, []),
      workerJsBeforeOpen: measureJs(product.root, []),
      jsAtModalVisible: null,
      coldOpenMs: null,
      warmOpenMs: [],
      coldOptionMs: null,
      warmOptionMs: [],
      buttonMs: null,
      ownButtonMs: null,
      buttonLaidOutMs: null,
      ownButtonLaidOutMs: null,
      heapBytes: null,
      remoteRequests: [],
      workerTargets: [],
      filesAtModalVisible: [],
    }
    const buttons = await buttonsShown(page)
    sample.buttonLaidOutMs = product.kind ? buttons[product.kind] : null
    sample.ownButtonLaidOutMs = buttons.own
    // A frame's animation callbacks run (and the probe sees a box) before the page's first contentful paint, while
    // nothing is presented yet: the page's own HTML button was often "seen" at ~70-90 ms in loads whose first
    // paint came at 115-140 ms. No button is on screen before that paint, so none is timed earlier.
    sample.buttonMs = onScreen(sample.buttonLaidOutMs, fcp)
    sample.ownButtonMs = onScreen(sample.ownButtonLaidOutMs, fcp)
    const served = () => product.server.served.slice(mark)
    if (!product.kind) {
      const { page: pageJs, worker } = classify(served())
      sample.pageJsBeforeOpen = measureJs(product.root, pageJs)
      sample.workerJsBeforeOpen = measureJs(product.root, worker)
    } else {
      const cold = await timedOpen(page, product.kind)
      sample.coldOpenMs = cold.ms
      sample.coldOptionMs = cold.optionMs
      const before = classify(served().filter((s) => s.at < cold.clickAt))
      sample.pageJsBeforeOpen = measureJs(product.root, before.page)
      sample.workerJsBeforeOpen = measureJs(product.root, before.worker)
      if (cold.ms !== null) {
        const shownAt = cold.clickAt + cold.ms
        const atVisible = served().filter((s) => s.path.endsWith('.js') && s.at <= shownAt)
        sample.jsAtModalVisible = measureJs(product.root, atVisible)
        const workerPaths = new Set(classify(atVisible).worker.map((s) => s.path))
        const seen = new Set<string>()
        for (const s of atVisible) {
          if (seen.has(s.path)) continue
          seen.add(s.path)
          const { gzip, brotli } = sizesOf(product.root, s.path)
          sample.filesAtModalVisible.push({
            path: s.path,
            by: workerPaths.has(s.path) ? 'worker' : 'page',
            msFromClick: s.at - cold.clickAt,
            gzip,
            brotli,
          })
        }
        await page.waitForTimeout(500)
        const cdp = await context.newCDPSession(page)
        await cdp.send('HeapProfiler.collectGarbage')
        sample.heapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize
        await cdp.detach()
        for (let i = 0; i < WARM_OPENS; i += 1) {
          await closeModal(page, product.kind)
          await page.waitForTimeout(400)
          const warm = await timedOpen(page, product.kind)
          sample.warmOpenMs.push(warm.ms)
          sample.warmOptionMs.push(warm.optionMs)
          if (warm.ms === null) break
        }
        await closeModal(page, product.kind).catch(() => undefined)
      }
    }
    sample.remoteRequests = remoteRequests(watch.events).map((e) => `${e.target} ${e.url}`)
    sample.workerTargets = watch.targets().filter((t) => t !== 'page')
    return sample
  } finally {
    await watch.stop()
    await context.close()
  }
}

/** Whether the modal is showing (for scenario scripts). */
export { modalVisible }

/** One more cold load of the page for its first contentful paint alone (FCP is noisy: it gets more samples). */
/** One more load of a page: its first contentful paint, and when its connect buttons were on screen (as openRun). */
export type LoadSample = Pick<
  OpenSample,
  'fcp' | 'buttonMs' | 'ownButtonMs' | 'buttonLaidOutMs' | 'ownButtonLaidOutMs'
>

export async function fcpRun(browser: Browser, world: World, product: Product): Promise<LoadSample> {
  const context = await newBenchContext(browser, world, { serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(world.urlOf(product), { waitUntil: 'load' })
    if (product.kind) await buttonReady(page, product.kind)
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      {
        timeout: 10_000,
      },
    )
    const fcp = await firstContentfulPaint(page)
    const buttons = await buttonsShown(page)
    const laidOut = product.kind ? buttons[product.kind] : null
    return {
      fcp,
      buttonLaidOutMs: laidOut,
      ownButtonLaidOutMs: buttons.own,
      buttonMs: onScreen(laidOut, fcp),
      ownButtonMs: onScreen(buttons.own, fcp),
    }
  } finally {
    await context.close()
  }
}

/** A button laid out before the page's first contentful paint is on screen from that paint (see openRun). */
export function onScreen(at: number | null, fcp: number | null): number | null {
  return at === null || fcp === null ? at : Math.max(at, fcp)
}
