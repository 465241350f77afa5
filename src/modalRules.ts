import type { CaipNetworkId, ConnectionState, Namespace } from './types.ts'
import type { View } from './viewStack.ts'

/** What the tab knows when the modal is asked to open. */
export type GetOpenViewParameters = {
  requestedNamespace?: Namespace | undefined
  activeNamespace: Namespace
  /** The host's networks, in its order: rule 1 switches to the first one of the requested namespace. */
  requestedNetworks: readonly CaipNetworkId[]
  hasAdapters: boolean
  manualControl: boolean
  connections: Partial<Record<Namespace, ConnectionState>>
  isMobile: boolean
  /** A view the caller asked for, with its data. */
  view?: View | undefined
}

/** What opening does: the namespace it opens for, the network to switch to first (rule 1) and the view. */
export type OpenView = { namespace: Namespace | undefined; switchTo: CaipNetworkId | undefined; view: View }

/** Whether a connection has an address (connected, or reconnecting after a failure). */
export function hasAddress(connection: ConnectionState | undefined): boolean {
  return connection?.status === 'connected' || connection?.status === 'reconnecting'
}

/**
 * The first view on opening (spec part 2 'Opening the modal', rules 1-5 in order). Rule 1 picks no view: it
 * switches (without confirmation) to the requested namespace's first network, and rules 2-5 then pick the
 * view for that namespace. A namespace the host asked no network of cannot be opened for and is ignored.
 */
export function getOpenView(input: GetOpenViewParameters): OpenView {
  const requested = input.requestedNamespace
  const first = requested && input.requestedNetworks.find((id) => id.startsWith(`${requested}:`))
  const namespace = first ? requested : undefined
  return {
    namespace,
    switchTo: namespace === input.activeNamespace ? undefined : first,
    view: pickView(input, hasAddress(input.connections[namespace ?? input.activeNamespace])),
  }
}

function pickView(
  { hasAdapters, manualControl, isMobile, view }: GetOpenViewParameters,
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
