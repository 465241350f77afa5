/** What the wait needs from the page; a parameter so tests can drive it. */
export type OnlineWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine'>
}

/**
 * Runs `run` now if the browser is online, else once it is back online: code fetched ahead of need only fails
 * offline, one console error per chunk. Returns a function that cancels a run still waiting. Without a window
 * (a server, a test in Node) it runs at once.
 */
export function whenOnline(
  run: () => void,
  win: OnlineWindow | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (win?.navigator.onLine !== false) {
    run()
    return () => undefined
  }
  const back = () => run()
  win.addEventListener('online', back, { once: true })
  return () => win.removeEventListener('online', back)
}

/**
 * Runs `fn` at the page's next idle moment if the browser is online then, else once it is back online: for code
 * fetched ahead of need, which offline only fails (one console error per chunk). The online check comes after the
 * idle wait, since the network may go while the page waits.
 */
export const fetchWhenIdle = (fn: () => void): void =>
  void (globalThis.requestIdleCallback ?? setTimeout)(() => whenOnline(fn))
