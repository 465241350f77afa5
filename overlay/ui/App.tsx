import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'
import { loadedMessages, loadMessages } from '../../src/messages/catalogs.ts'
import type { Messages } from '../../src/messages/en.ts'
import type { View } from '../../src/viewStack.ts'
import { closeModal, isConnected, navigate } from '../navigation.ts'
import { resetSendDraftOnNetworkChange } from '../sendDraft.ts'
import type { TabState } from '../tabStore.ts'
import type { UiContext } from '../uiContext.ts'
import { useSiwxRedirect } from '../views/SIWX/useSiwxRedirect.ts'
import { useUnsupportedChainRedirect } from '../views/UnsupportedChain/useUnsupportedChainRedirect.ts'
import { getViewTitle, preloadViews, renderView } from '../views/viewRegistry.tsx'
import { MessagesReact, UiContextReact, useConfig, useMessages, useTab, useUi } from './context.ts'
import { Modal } from './Modal.tsx'
import { reportViewError } from './reportViewError.ts'
import { Snackbar } from './Snackbar.tsx'
import { selectTopView } from './selectors.ts'
import { getThemeStyle } from './theme.ts'
import { useModalEvents } from './useModalEvents.ts'
import { useShownView } from './useShownView.ts'
import { useThemeMode } from './useThemeMode.ts'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'
import { whenOnline } from './whenOnline.ts'

/** Longest wait for an idle moment before the other views load, once the modal has opened. */
const PRELOAD_VIEWS_TIMEOUT_MS = 2_000

/** The whole UI: nothing while the modal is closed, the dialog on the top view while open. */
export function App({ ui }: { ui: UiContext }) {
  useEffect(() => resetSendDraftOnNetworkChange(ui.store), [ui.store])
  return (
    <UiContextReact.Provider value={ui}>
      <InLocale>
        <ModalWhenOpen />
      </InLocale>
    </UiContextReact.Provider>
  )
}

// The catalog of the tab's locale for everything below. A language other than English is its own chunk
// (mountUi starts fetching it): until it is here nothing renders, rather than a modal in the wrong language.
function InLocale({ children }: { children: ReactNode }) {
  const { locale } = useUi()
  const [messages, setMessages] = useState(() => loadedMessages(locale))
  useEffect(() => {
    let current = true
    void loadMessages(locale).then((loaded) => {
      if (current) setMessages(loaded)
    })
    return () => {
      current = false
    }
  }, [locale])
  if (!messages) return null
  return <MessagesReact.Provider value={messages}>{children}</MessagesReact.Provider>
}

function ModalWhenOpen() {
  const open = useTab((s) => s.stack.open)
  useModalEvents(useUi().intents, open)
  return open ? <OpenModal /> : <ClosedSnackbar />
}

// A message for this tab while the modal is closed (e.g. 'Action not allowed' for a host request).
function ClosedSnackbar() {
  const themeMode = useThemeMode(useConfig().themeMode)
  const m = useMessages()
  const snackbar = useTab((s) => s.snackbar)
  if (!snackbar) return null
  return (
    <div className="wd-root wd-toast" data-theme={themeMode} dir={m.direction} lang={m.intlLocale}>
      <Snackbar message={snackbar} />
    </div>
  )
}

// The view of an empty stack: one object, so the view shown is the same one from render to render.
const CONNECT: View = { name: 'Connect' }

function OpenModal() {
  const { store, intents } = useUi()
  const m = useMessages()
  const { themeMode: themeSetting, themeVariables } = useConfig()
  const themeMode = useThemeMode(themeSetting)
  const top = useTab(selectTopView) ?? CONNECT
  const depth = useTab((s) => s.stack.views.length)
  const wanted = useMemo(() => ({ view: top, depth }), [top, depth])
  // A view whose code is still coming: the body shows the view before it (nothing on a first open) till it is in.
  const shown = useShownView(wanted, ({ view }) => renderView(view, m))
  const { view } = shown ?? wanted
  const title = useTab((s) => titleOf(view, s, m))
  const shake = useTab((s) => s.shake)
  const snackbar = useTab((s) => s.snackbar)
  const theme = useMemo(
    () => ({ mode: themeMode, style: getThemeStyle(themeVariables) }),
    [themeMode, themeVariables],
  )
  useUnsupportedChainRedirect()
  useSiwxRedirect()
  usePreloadViews()
  const back = () => navigate(store, { type: 'goBack', connected: isConnected(store) })
  const leave = depth > 1 ? back : () => closeModal(store)
  const viewKey = `${(shown ?? wanted).depth}:${view.name}:${JSON.stringify(view.data ?? null)}`

  return (
    <Modal
      title={title}
      viewKey={viewKey}
      themeMode={theme.mode}
      themeStyle={theme.style}
      shake={shake}
      snackbar={snackbar}
      onBack={depth > 1 ? back : undefined}
      onClose={() => closeModal(store)}
    >
      <SiteNotice />
      <ProjectConfigNotice />
      <ViewErrorBoundary
        key={viewKey}
        viewName={view.name}
        messages={m}
        canGoBack={depth > 1}
        onLeave={leave}
        onError={(error) => reportViewError(intents, error)}
      >
        {/* A view of a lazy part of a view still loading (rare since useShownView): empty for that moment. */}
        <Suspense fallback={null}>{shown && <ViewBody view={view} m={m} />}</Suspense>
      </ViewErrorBoundary>
    </Modal>
  )
}

// Renders inside the error boundary, so a view whose props cannot be made is caught like one that throws.
function ViewBody({ view, m }: { view: View; m: Messages }) {
  return renderView(view, m)
}

// A title that cannot be worked out (a view with bad data) must not take the modal down with it: the
// view's own error shows in the body, under the error boundary.
function titleOf(view: View, state: TabState, m: Messages): string {
  try {
    return getViewTitle(view, state, m)
  } catch {
    return m.modal.viewFailed
  }
}

// A lasting notice about this tab (another configuration in force, a newer build beside it), above any view.
function SiteNotice() {
  const m = useMessages()
  const notice = useTab((s) => s.siteNotice ?? s.snapshot?.siteNotice)
  if (!notice) return null
  return (
    <p className="wd-error" role="status" data-notice={notice}>
      {m.notices[notice]}
    </p>
  )
}

// The project's remote configuration overrode options this site set (spec part 6), or does not allow this
// site's origin for its e-mail and social login (part 5); the console says more to the developer.
function ProjectConfigNotice() {
  const m = useMessages()
  const ignored = useTab((s) => !!s.snapshot?.projectConfig?.ignored.length)
  const refused = useTab((s) => !!s.snapshot?.projectConfig?.originRefused)
  return (
    <>
      {refused && (
        <p className="wd-error" role="alert" data-notice="invalidAppConfiguration">
          {m.notices.invalidAppConfiguration}
        </p>
      )}
      {ignored && (
        <p className="wd-muted" role="status" data-notice="localConfigIgnored">
          {m.notices.localConfigIgnored}
        </p>
      )}
    </>
  )
}

/**
 * Once the modal is on screen, the views kept out of the UI chunk load while the page is idle, if the browser is
 * online then (the network may go while the page waits); offline, once it is back online (whenOnline).
 */
function usePreloadViews() {
  const { locale } = useUi()
  useEffect(() => {
    // Another language than English also has the views' own texts to fetch (English comes with the views).
    const texts = () =>
      locale === 'en'
        ? undefined
        : import('../views/preloadViewTexts.ts').then((m) => m.preloadViewTexts(locale))
    const preload = () => void Promise.all([preloadViews(), texts()]).catch(() => undefined)
    let cancelWait = () => {}
    const preloadOnline = () => {
      cancelWait = whenOnline(preload)
    }
    let cancelIdle: () => void
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preloadOnline, { timeout: PRELOAD_VIEWS_TIMEOUT_MS })
      cancelIdle = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(preloadOnline, PRELOAD_VIEWS_TIMEOUT_MS)
      cancelIdle = () => clearTimeout(id)
    }
    return () => {
      cancelIdle()
      cancelWait()
    }
  }, [locale])
}
