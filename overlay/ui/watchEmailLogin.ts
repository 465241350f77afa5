import { loadMessages } from '../../src/messages/catalogs.ts'
import type { Locale } from '../../src/messages/locales.ts'
import { EMBEDDED_CONNECTOR_ID, emailLoginEnabled } from '../../src/secureFrame/emailLogin.ts'
import { embeddedLoginEnabled, socialProvidersOffered } from '../../src/secureFrame/socialLogin.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import type { InjectedWallets } from '../bridge/injectedWallets.ts'
import type { TabState, TabStore } from '../tabStore.ts'
import { EmailSectionView, SocialSectionView } from '../views/Connect/Connect.tsx'
import { provideFrameStart } from './embeddedFrame.ts'
import { type OnlineWindow, whenOnline } from './whenOnline.ts'

/** Longest wait for an idle moment, once the modal is open, before the secure frame starts. */
export const FRAME_START_IDLE_TIMEOUT_MS = 500

/** What the wait needs from the page; a parameter so tests can drive it. */
export type IdleWindow = {
  setTimeout(run: () => void, ms: number): unknown
  requestIdleCallback?: ((run: () => void, options: { timeout: number }) => unknown) | undefined
  /** Whether the browser is online, and its 'online' event (the page's window by default). */
  online?: OnlineWindow | undefined
}

export type WatchEmailLoginOptions = {
  /** The tab's language: the frame's title is worded in it. */
  locale: Locale
  /**
   * Loads the frame's bridge and adds the embedded wallet to the tab's page wallets, its frame titled `frameTitle`
   * (tests give their own).
   */
  attach?: (frameTitle: string) => Promise<void>
  win?: IdleWindow
  /** Runs when a frame that had failed to load is ready again (the secure site is back). */
  onBack?: () => void
}

/** Whether the core's session is the embedded wallet's (connected, or being restored): its jobs need a frame. */
const sessionIsEmbedded = (snapshot: Snapshot | null) =>
  Object.values(snapshot?.connections ?? {}).some(
    (c) => c && c.status !== 'disconnected' && c.connectorId === EMBEDDED_CONNECTOR_ID,
  ) ||
  !!snapshot?.emailLogin?.email ||
  !!snapshot?.emailLogin?.socialProvider

/**
 * Starts this tab's secure frame where the configuration in force offers e-mail login. The e-mail field's
 * chunk is preloaded at once (Connect shows it on the first open); the frame's bridge (overlay/bridge/
 * embeddedWallet.ts, with its message schemas) is not what a first open shows, so it loads once the modal is
 * on screen and the page is idle, or at once when the session is the embedded wallet's (the core's requests
 * and its restore run through a tab's frame), or when the person submits an address before then. The frame
 * is ready about half a second later (spec: FRAME_READY plus 500 ms); requests wait for it.
 */
export function watchEmailLogin(
  store: TabStore,
  wallets: Pick<InjectedWallets, 'add'>,
  { locale, attach, win = globalThis as IdleWindow, onBack }: WatchEmailLoginOptions,
): void {
  let offered = false
  let started: Promise<void> | undefined
  let scheduled = false
  const start = () => {
    const { config, snapshot } = store.getState()
    if (!config || !embeddedLoginEnabled(config, snapshot?.projectConfig)) return Promise.resolve()
    const attachBridge = (frameTitle: string) =>
      import('../bridge/embeddedWallet.ts').then(
        (m) => void m.attachEmbeddedWallet(config, store, wallets, { frameTitle, onBack }),
      )
    // The tab's catalog is most often here by now (mountUi fetches it at once); it never fails (English instead).
    started ??= loadMessages(locale)
      .then((m) => (attach ?? attachBridge)(m.email.frameTitle))
      .catch((error: unknown) => {
        // The chunk did not load (offline without it cached): the field says so, and a later submit tries again.
        started = undefined
        store.setState({ embedded: { status: 'failed', error } })
        throw error
      })
    return started
  }
  provideFrameStart(store, start)
  const quietly = () => void start().catch(() => undefined)
  const follow = (state: TabState) => {
    const project = state.snapshot?.projectConfig
    if (!state.config || !embeddedLoginEnabled(state.config, project)) return
    if (!offered) {
      offered = true
      const email = emailLoginEnabled(state.config, project)
      const social = socialProvidersOffered(state.config, project).length > 0
      whenOnline(() => {
        if (email) void EmailSectionView.preload().catch(() => undefined)
        if (social) void SocialSectionView.preload().catch(() => undefined)
      }, win.online)
    }
    if (started) return
    if (sessionIsEmbedded(state.snapshot)) quietly()
    else if (state.stack.open && !scheduled) {
      scheduled = true
      // Offline, the bridge's chunk and the frame would only fail to load: the frame starts at the idle moment if
      // the browser is online then (the network may go while the page waits), else once it is back online.
      const startOnline = () => whenOnline(quietly, win.online)
      if (win.requestIdleCallback)
        win.requestIdleCallback(startOnline, { timeout: FRAME_START_IDLE_TIMEOUT_MS })
      else win.setTimeout(startOnline, 0)
    }
  }
  const unsubscribe = store.subscribe((state) => {
    follow(state)
    if (started) unsubscribe()
  })
  follow(store.getState())
  if (started) unsubscribe()
}
