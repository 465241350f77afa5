import { useEffect, useMemo } from 'react'
import { closeModal, isConnected, navigate } from '../navigation.ts'
import { resetSendDraftOnNetworkChange } from '../sendDraft.ts'
import type { UiContext } from '../uiContext.ts'
import { useUnsupportedChainRedirect } from '../views/UnsupportedChain/useUnsupportedChainRedirect.ts'
import { getViewTitle, renderView } from '../views/viewRegistry.tsx'
import { UiContextReact, useConfig, useTab, useUi } from './context.ts'
import { Modal } from './Modal.tsx'
import { Snackbar } from './Snackbar.tsx'
import { selectTopView } from './selectors.ts'
import { getThemeStyle } from './theme.ts'

/** The whole UI: nothing while the modal is closed, the dialog on the top view while open. */
export function App({ ui }: { ui: UiContext }) {
  useEffect(() => resetSendDraftOnNetworkChange(ui.store), [ui.store])
  return (
    <UiContextReact.Provider value={ui}>
      <ModalWhenOpen />
    </UiContextReact.Provider>
  )
}

function ModalWhenOpen() {
  const open = useTab((s) => s.stack.open)
  return open ? <OpenModal /> : <ClosedSnackbar />
}

// A message for this tab while the modal is closed (e.g. 'Action not allowed' for a host request).
function ClosedSnackbar() {
  const { themeMode } = useConfig()
  const snackbar = useTab((s) => s.snackbar)
  if (!snackbar) return null
  return (
    <div className="wd-root wd-toast" data-theme={themeMode}>
      <Snackbar message={snackbar} />
    </div>
  )
}

function OpenModal() {
  const { store } = useUi()
  const { themeMode, themeVariables } = useConfig()
  const view = useTab(selectTopView) ?? { name: 'Connect' }
  const depth = useTab((s) => s.stack.views.length)
  const title = useTab((s) => getViewTitle(view, s))
  const shake = useTab((s) => s.shake)
  const snackbar = useTab((s) => s.snackbar)
  const theme = useMemo(
    () => ({ mode: themeMode, style: getThemeStyle(themeVariables) }),
    [themeMode, themeVariables],
  )
  useUnsupportedChainRedirect()

  return (
    <Modal
      title={title}
      viewKey={`${depth}:${view.name}:${JSON.stringify(view.data ?? null)}`}
      themeMode={theme.mode}
      themeStyle={theme.style}
      shake={shake}
      snackbar={snackbar}
      onBack={
        depth > 1 ? () => navigate(store, { type: 'goBack', connected: isConnected(store) }) : undefined
      }
      onClose={() => closeModal(store)}
    >
      {renderView(view)}
    </Modal>
  )
}
