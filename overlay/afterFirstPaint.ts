/** What the wait needs from the page; a parameter so tests can drive it. */
export type PaintWindow = Pick<Window, 'setTimeout' | 'requestAnimationFrame'> & {
  document: Pick<Document, 'visibilityState' | 'addEventListener'>
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (
      callback: PerformanceObserverCallback,
    ) => Pick<PerformanceObserver, 'observe' | 'disconnect'>)
}

/** Longest wait for the host's first contentful paint (a page may have none for a while, or ever). */
export const FIRST_PAINT_WAIT_MS = 1_000

/**
 * Resolves once the host page's first contentful paint is on screen: the moment the loader starts the core,
 * loads the Wallet Standard bridge and preloads the UI. A frame is painted on the main thread well before
 * it is presented; on a small machine, a worker compiling or a chunk evaluating in between holds the
 * presentation back (the bench saw the host's first paint 20–40 ms later), so "after the next frame" is not
 * enough. A hidden tab paints nothing and resolves at once; without paint timing, the next frame is waited
 * for; and never longer than FIRST_PAINT_WAIT_MS.
 */
export function afterFirstPaint(win: PaintWindow = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState !== 'visible') return resolve()
    let observer: Pick<PerformanceObserver, 'disconnect'> | undefined
    const done = () => {
      observer?.disconnect()
      resolve()
    }
    win.setTimeout(done, FIRST_PAINT_WAIT_MS)
    win.document.addEventListener('visibilitychange', done, { once: true })
    const Observer = win.PerformanceObserver
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      win.requestAnimationFrame(() => win.setTimeout(done, 0))
      return
    }
    const paints = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    observer = paints
    // Buffered: a paint that happened before this call (the loader imported late) counts at once.
    paints.observe({ type: 'paint', buffered: true })
  })
}
