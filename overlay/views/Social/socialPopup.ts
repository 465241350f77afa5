import type { TabStore } from '../../tabStore.ts'

// The social login's popup, opened in the person's click (browsers block a window opened after an await) and
// handed to the ConnectingSocial view, which points it at the provider once the frame gives the URL.

type Held = { popup: Window | null; owner: object | undefined }
const held = new WeakMap<TabStore, Held>()

/** The popup's name: a second login reuses the window of the first rather than opening another. */
const POPUP_NAME = 'walletdock-social-login'

/** Opens an empty popup now (call it synchronously in a click handler) and keeps it for this tab's login. */
export function openSocialPopup(store: TabStore, win: Pick<Window, 'open'> = window): void {
  held.set(store, { popup: win.open('', POPUP_NAME, 'popup,width=480,height=680') ?? null, owner: undefined })
}

/** The popup of this tab's login for the view instance `owner` (null: the browser blocked it, or none opened). */
export function claimSocialPopup(store: TabStore, owner: object): Window | null {
  const entry = held.get(store)
  if (!entry) return null
  entry.owner = owner
  return entry.popup
}

/**
 * The view instance `owner` let go of the popup: unless another instance claims it at once (React mounts a
 * view twice in development), the login is given up and its window closed.
 */
export function releaseSocialPopup(store: TabStore, owner: object): void {
  const entry = held.get(store)
  if (!entry || entry.owner !== owner) return
  entry.owner = undefined
  setTimeout(() => {
    if (held.get(store) !== entry || entry.owner !== undefined) return
    held.delete(store)
    if (entry.popup && !entry.popup.closed) entry.popup.close()
  }, 0)
}

/** The login ended (done or failed): its window closes and the next attempt opens its own. */
export function endSocialPopup(store: TabStore, popup: Window | null): void {
  if (held.get(store)?.popup === popup) held.delete(store)
  if (popup && !popup.closed) popup.close()
}
