import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadMessages } from '../../src/messages/catalogs.ts'
import { adoptStyles } from '../adoptStyles.ts'
import { watchApprovals } from '../approvals.ts'
import { followConnection, followOpenRequests, openModal } from '../navigation.ts'
import type { TabStore } from '../tabStore.ts'
import type { MountUi, UiContext } from '../uiContext.ts'
import { preloadAccountIfKnown } from '../views/viewRegistry.tsx'
import { App } from './App.tsx'
import { rasterizeListedIcons } from './iconSource.ts'
import { settlePageWallets } from './settlePageWallets.ts'
import { STYLESHEET } from './styles.ts'
import { watchEmailLogin } from './watchEmailLogin.ts'
import { fetchWhenIdle } from './whenOnline.ts'

// The loader shows core notices through the UI chunk, which it needs to show them anyway.
export { showSnackbar } from '../snackbar.ts'

const ruled = new WeakSet<TabStore>()

/**
 * Starts the tab's modal rules once per store, from the UI chunk so the loader carries none of them: the
 * opening rules for open() requests, Account/Connect following the connection, and ApproveTransaction for
 * this tab's waiting requests (refused when the modal closes on them), the e-mail login's secure frame,
 * when the core lists this page's wallets (Connect's rows wait for it), and their icons drawn as bitmaps.
 */
function followTabRules({ store, intents, isMobile, wallets, locale }: UiContext): void {
  if (ruled.has(store)) return
  ruled.add(store)
  // A frame back after the secure site was down: the tab announces its wallets again, so the core confirms the
  // e-mail login it kept meanwhile (worker/actions/announceProviders.ts).
  watchEmailLogin(store, wallets, {
    locale,
    onBack: () => void intents.announceProviders({ providers: wallets.list() }).catch(() => undefined),
  })
  void settlePageWallets({ store, intents, wallets })
  followConnection(store)
  preloadAccountIfKnown(store, locale)
  rasterizeListedIcons(store, undefined, fetchWhenIdle)
  followOpenRequests(store, isMobile, (caipNetworkId) => intents.switchNetwork({ caipNetworkId }))
  watchApprovals(
    store,
    () =>
      void openModal(store, { view: { name: 'ApproveTransaction' } }, isMobile, {
        manualControl: store.getState().config?.manualControl,
      }),
    (ids) =>
      void Promise.all(ids.map((id) => intents.decideRequest({ id, approve: false }))).catch(() => undefined),
  )
}

/**
 * Renders the UI into the modal's shadow root with its stylesheet (adopted, so a strict CSP allows it);
 * returns the unmount function.
 */
export const mountUi: MountUi = (root, context) => {
  followTabRules(context)
  // The tab's catalog is fetched now, while the page is idle, so the first open need not wait for it.
  void loadMessages(context.locale)
  const removeStyles = adoptStyles(root, STYLESHEET)
  const container = root.ownerDocument.createElement('div')
  root.append(container)
  const reactRoot = createRoot(container)
  reactRoot.render(
    <StrictMode>
      <App ui={context} />
    </StrictMode>,
  )
  return () => {
    reactRoot.unmount()
    container.remove()
    removeStyles()
  }
}
