import { emailLoginEnabled } from '../../src/secureFrame/emailLogin.ts'
import type { InjectedWallets } from '../bridge/injectedWallets.ts'
import type { TabStore } from '../tabStore.ts'
import { EmailSectionView } from '../views/Connect/Connect.tsx'

/**
 * Starts this tab's secure frame once the configuration in force offers e-mail login. It runs from the UI
 * chunk, which every tab loads once the page is idle, so the loader carries none of it; the frame's own chunk
 * (overlay/bridge/embeddedWallet.ts) loads only on sites that use e-mail login. `onBack` runs when a frame that had
 * failed to load is ready again.
 */
export function watchEmailLogin(
  store: TabStore,
  wallets: Pick<InjectedWallets, 'add'>,
  onBack: () => void,
): void {
  let started = false
  const start = () => {
    const { config } = store.getState()
    if (started || !config || !emailLoginEnabled(config)) return
    started = true
    unsubscribe()
    void EmailSectionView.preload().catch(() => undefined)
    void import('../bridge/embeddedWallet.ts').then((m) =>
      m.attachEmbeddedWallet(config, store, wallets, onBack),
    )
  }
  const unsubscribe = store.subscribe(start)
  start()
}
