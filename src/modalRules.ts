import type { Namespace } from './types.ts'
import type { View } from './viewStack.ts'

/** What the tab knows when the modal is asked to open. */
export type GetOpenViewParameters = {
  requestedNamespace?: Namespace | undefined
  activeNamespace: Namespace
  hasAdapters: boolean
  manualControl: boolean
  /** An address is connected (on the requested namespace when one is given). */
  connected: boolean
  isMobile: boolean
  /** A view the caller asked for, with its data. */
  view?: View | undefined
}

/** The first view on opening (spec part 2 'Opening the modal', rules 1-5 in order). */
export function getOpenView(input: GetOpenViewParameters): { switchNamespaceFirst: boolean; view: View } {
  // Rule 1 does not pick a view: it asks the caller to switch first, then rules 2-5 pick the view.
  const switchNamespaceFirst =
    input.requestedNamespace !== undefined && input.requestedNamespace !== input.activeNamespace
  return { switchNamespaceFirst, view: pickView(input) }
}

function pickView({ hasAdapters, manualControl, connected, isMobile, view }: GetOpenViewParameters): View {
  if ((!hasAdapters || manualControl) && !connected)
    return isMobile ? { name: 'AllWallets' } : { name: 'ConnectingWalletConnectBasic' }
  if (view) return view
  if (connected) return { name: 'Account' }
  return { name: 'Connect' }
}

/** The view the stack resets to on closing (spec part 2 'Closing the modal'). */
export function getCloseView({ embedded, connected }: { embedded: boolean; connected: boolean }): View {
  return embedded && connected ? { name: 'Account' } : { name: 'Connect' }
}
