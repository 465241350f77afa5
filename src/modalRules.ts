import type { Snapshot } from './snapshot.ts'
import type { CaipNetworkId, ConnectionState, Namespace } from './types.ts'
import type { View } from './viewStack.ts'

/** What the tab knows when the modal is asked to open. */
export type GetOpenViewParameters = {
  requestedNamespace?: Namespace | undefined
  /** The core's state as the tab has it (null before the tab is attached). */
  snapshot: Pick<Snapshot, 'activeNamespace' | 'requestedNetworks' | 'connections'> | null
  /** Chain adapters exist (default: they always do in this product; rule 2 covers a modal without any). */
  hasAdapters?: boolean | undefined
  manualControl: boolean
  isMobile: boolean
  /** A view the caller asked for, with its data. */
  view?: View | undefined
}

/** What opening does: the network to switch to first (rule 1), and the view. */
export type OpenView = { switchTo: CaipNetworkId | undefined; view: View }

/** Whether a connection has an address (connected, or reconnecting after a failure). */
export function hasAddress(connection: ConnectionState | undefined): boolean {
  return connection?.status === 'connected' || connection?.status === 'reconnecting'
}

/**
 * The first view on opening (spec part 2 'Opening the modal', rules 1-5 in order). Rule 1 picks no view: it
 * switches (without confirmation) to the requested namespace's first network the host asked for, and rules 2-5
 * pick the view for that namespace. A namespace the host asked no network of is ignored.
 */
export function getOpenView(input: GetOpenViewParameters): OpenView {
  const { activeNamespace = 'eip155', requestedNetworks = [], connections = {} } = input.snapshot ?? {}
  const requested = input.requestedNamespace
  const first = requested && requestedNetworks.find((id) => id.startsWith(`${requested}:`))
  return {
    switchTo: requested === activeNamespace ? undefined : first,
    view: pickView(input, hasAddress(connections[first ? (requested as Namespace) : activeNamespace])),
  }
}

function pickView(
  { hasAdapters = true, manualControl, isMobile, view }: GetOpenViewParameters,
  connected: boolean,
): View {
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
