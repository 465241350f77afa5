import { readLastLabels } from '../lastLabels.ts'
import type { TabState, TabStore } from '../tabStore.ts'

/** Runs `fn` when the page is next idle (a moment later where there is no requestIdleCallback). */
export type WhenIdle = (fn: () => void) => void

export const whenIdle: WhenIdle = (fn) => void (globalThis.requestIdleCallback ?? setTimeout)(() => fn())

/** Whether the core holds a connection of this tab's that is connected (or, unless told, connecting). */
export const hasLiveConnection = (state: TabState, only?: 'connected') =>
  Object.values(state.snapshot?.connections ?? {}).some(
    (c) => c && (only ? c.status === only : c.status !== 'disconnected'),
  )

/**
 * Runs `preload` once this tab is, or was last, connected: at once when the button kept an address from the last
 * visit (read synchronously, before the core answers) or the core's first snapshot holds a live connection; else
 * once a connection made later is connected, at the next idle moment. Then the Account view is the first a click
 * shows, so its chunk is worth having before the click; a visitor who never connected does not fetch it before the
 * first open. A connect made in another tab reaches this one while it is idle: what the preload evaluates (the
 * chunk, the formatters) comes after the page's own listeners have heard it, not on top of it (its wallet's
 * 'connecting' came moments before). `preload` is told which: `atOnce` when the tab was connected as it started.
 * Returns a function that stops waiting.
 */
export function preloadWhenConnected(
  store: TabStore,
  preload: (atOnce: boolean) => void,
  lastAddress: () => string | undefined = () => readLastLabels().address,
  later: WhenIdle = whenIdle,
): () => void {
  if (lastAddress() !== undefined || hasLiveConnection(store.getState())) {
    preload(true)
    return () => undefined
  }
  const stop = store.subscribe((state) => {
    if (!hasLiveConnection(state, 'connected')) return
    stop()
    later(() => preload(false))
  })
  return stop
}
