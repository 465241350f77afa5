/** What the preload needs from the page; a parameter so tests can drive it. */
export type PreloadWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>
  requestIdleCallback?: Window['requestIdleCallback']
}

/** Longest wait for an idle moment once the page has loaded. */
export const PRELOAD_IDLE_TIMEOUT_MS = 3_000

/**
 * Runs `preload` (fetch, evaluate and mount the closed UI) once the page has loaded and the main
 * thread is idle: off the host's critical path, yet done before a person's first click, so the first
 * open only renders. Browsers without requestIdleCallback wait a moment after load instead.
 */
export function preloadUiWhenIdle(preload: () => Promise<void>, win: PreloadWindow = window): void {
  // Through an async function, so a preload that throws before its first await is caught as well: a failed
  // preload leaves the UI to the first open, and never reaches the host as an uncaught error.
  const run = () => void (async () => preload())().catch(() => undefined)
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: PRELOAD_IDLE_TIMEOUT_MS })
    else win.setTimeout(run, 200)
  }
  if (win.document.readyState === 'complete') whenIdle()
  else win.addEventListener('load', whenIdle, { once: true })
}
