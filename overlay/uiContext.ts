import type { Locale } from '../src/messages/locales.ts'
import type { IntentClient } from '../worker/intents.ts'
import type { InjectedWallets } from './bridge/injectedWallets.ts'
import type { TabStore } from './tabStore.ts'

/** The core's intents as the UI calls them: `intents.connect({ connectorId })`; each resolves when the core is done. */
export type UiIntents = IntentClient

/** What the lazily loaded UI gets from the loader. */
export type UiContext = {
  store: TabStore
  intents: UiIntents
  isMobile: boolean
  /**
   * The tab's page wallets, to which the UI chunk adds the e-mail login's frame (overlay/ui/watchEmailLogin.ts);
   * Connect waits for the Solana ones (overlay/ui/settlePageWallets.ts).
   */
  wallets: Pick<InjectedWallets, 'add' | 'list' | 'watchWalletStandard'>
  /** The language this tab speaks: its page's `locale` option, else its browser's (pickLocale). */
  locale: Locale
}

/** The UI chunk's entry: renders into the modal's shadow root, returns an unmount function. */
export type MountUi = (root: ShadowRoot, context: UiContext) => () => void
