import { SNACKBAR_SWAP_WAIT_MS } from '../src/constants.ts'
import type { SnackbarText, SnackbarVariant, TabStore } from './tabStore.ts'

/** How long a message stays before it closes by itself. */
export const SNACKBAR_AUTO_CLOSE_MS = 2_500

let nextId = 1

/**
 * Shows a message; one already showing closes first and the new one waits 150 ms for it.
 * Messages close by themselves unless `autoClose` is false (loading messages stay until replaced).
 */
export function showSnackbar(
  store: TabStore,
  variant: SnackbarVariant,
  message: SnackbarText,
  options: { autoClose?: boolean; svg?: string } = {},
): void {
  const id = nextId++
  const autoClose = options.autoClose ?? variant !== 'loading'
  const show = () => {
    store.setState({ snackbar: { id, variant, message, svg: options.svg } })
    if (autoClose) setTimeout(() => closeSnackbar(store, id), SNACKBAR_AUTO_CLOSE_MS)
  }
  if (store.getState().snackbar) {
    store.setState({ snackbar: null })
    setTimeout(show, SNACKBAR_SWAP_WAIT_MS)
  } else show()
}

/** Closes the message `id` (or whatever is showing). */
export function closeSnackbar(store: TabStore, id?: number): void {
  const current = store.getState().snackbar
  if (current && (id === undefined || current.id === id)) store.setState({ snackbar: null })
}
