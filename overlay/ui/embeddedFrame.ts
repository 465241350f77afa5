import type { TabStore } from '../tabStore.ts'

// Each tab's way to start its secure frame now (overlay/ui/watchEmailLogin.ts gives it), for the e-mail field's
// submit: apart from the watch, so the field's chunk does not import Connect back through it.
const starters = new WeakMap<TabStore, () => Promise<void>>()

/** Records how this tab's frame starts (by watchEmailLogin, once per store). */
export function provideFrameStart(store: TabStore, start: () => Promise<void>): void {
  starters.set(store, start)
}

/**
 * Starts this tab's secure frame if it has not started (the e-mail field's submit waits for it, so the core
 * finds the embedded wallet in this tab); resolves once the wallet is added, not once the frame is ready.
 */
export function startEmbeddedFrame(store: TabStore): Promise<void> {
  return starters.get(store)?.() ?? Promise.resolve()
}
