import { readLastLabels } from '../lastLabels.ts'
import type { TabState, TabStore } from '../tabStore.ts'

/**
 * Runs `preload` once this tab is, or was last, connected: a connection in the core's snapshot that is not
 * disconnected, or the address the button kept from the last visit (read synchronously, before the core
 * answers). Then the Account view is the first a click shows, so its chunk is worth having before the click;
 * a visitor who never connected does not fetch it before the first open. Returns a function that stops waiting.
 */
export function preloadWhenConnected(
  store: TabStore,
  preload: () => void,
  lastAddress: () => string | undefined = () => readLastLabels().address,
): () => void {
  const connected = (state: TabState) =>
    Object.values(state.snapshot?.connections ?? {}).some((c) => c && c.status !== 'disconnected')
  if (lastAddress() !== undefined || connected(store.getState())) {
    preload()
    return () => undefined
  }
  const stop = store.subscribe((state) => {
    if (!connected(state)) return
    stop()
    preload()
  })
  return stop
}
