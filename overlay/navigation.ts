import { SHAKE_MS } from '../src/constants.ts'
import { getCloseView, getOpenView, hasAddress } from '../src/modalRules.ts'
import type { CaipNetworkId, Namespace } from '../src/types.ts'
import { reduceViewStack, type StackAction, type View } from '../src/viewStack.ts'
import type { OpenRequest, TabState, TabStore } from './tabStore.ts'

/** Applies a view-stack action (push, replace, reset, goBack) to this tab's modal. */
export function navigate(store: TabStore, action: StackAction): void {
  store.setState({ stack: reduceViewStack(store.getState().stack, action) })
}

/** Whether the active namespace has a connected (or reconnecting) address. */
export function isConnected(store: TabStore): boolean {
  const snapshot = store.getState().snapshot
  return hasAddress(snapshot?.connections[snapshot.activeNamespace])
}

export type OpenOptions = { view?: View | undefined; namespace?: Namespace | undefined }

/**
 * Opens the modal on the view the spec's opening rules choose, for the requested namespace when there is one;
 * returns the network to switch to first (rule 1), which the caller switches to without confirmation.
 */
export function openModal(
  store: TabStore,
  options: OpenOptions,
  isMobile: boolean,
  host: { manualControl?: boolean | undefined } = {},
): CaipNetworkId | undefined {
  const { switchTo, view } = getOpenView({
    requestedNamespace: options.namespace,
    snapshot: store.getState().snapshot,
    // With manual control the host drives connections itself: the modal offers WalletConnect (rule 2).
    manualControl: host.manualControl ?? false,
    isMobile,
    view: options.view,
  })
  store.setState({
    stack: { ...reduceViewStack(store.getState().stack, { type: 'reset', view }), open: true },
    openedFor: options.namespace,
  })
  return switchTo
}

/** Closes the modal: back to Connect (Account when embedded and connected), loading cleared. */
export function closeModal(store: TabStore, embedded = false): void {
  const view = getCloseView({ embedded, connected: isConnected(store) })
  store.setState({ stack: { views: [view], open: embedded }, loading: false })
}

/** Shakes the modal for 500 ms (a refused action). */
export function shake(store: TabStore): void {
  store.setState({ shake: true })
  setTimeout(() => store.setState({ shake: false }), SHAKE_MS)
}

/**
 * Keeps the open modal in step with the connection: when a connection is restored while Connect is
 * showing (another tab connected, or the wallet confirmed a stored session), Account replaces it, and
 * the reverse when the account goes away.
 */
export function followConnection(store: TabStore): () => void {
  let connected = isConnected(store)
  return store.subscribe(() => {
    const now = isConnected(store)
    const { stack } = store.getState()
    const top = stack.views.at(-1)
    if (now && !connected && stack.open && top?.name === 'Connect') {
      navigate(store, { type: 'reset', view: { name: 'Account' } })
    }
    // Disconnected from elsewhere (another tab, the wallet): Account has nothing left to show.
    if (!now && connected && stack.open && top?.name === 'Account') {
      navigate(store, { type: 'reset', view: { name: 'Connect' } })
    }
    connected = now
  })
}

/**
 * Applies the loader's `open()` requests with the spec's opening rules, from the UI chunk: the request
 * the loader recorded before the UI was here, then every later one. Rule 1 needs the core's state to know
 * the active namespace, so a request for a namespace waits for the first snapshot (or fails with the
 * error that stopped the tab). The request's switch to that namespace's network asks no wallet.
 */
export function followOpenRequests(
  store: TabStore,
  isMobile: boolean,
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<unknown>,
): () => void {
  // Requests whose view data is being checked; they stay recorded meanwhile, so close() or a newer open()
  // still cancels them.
  const checking = new WeakSet<OpenRequest>()
  const show = (request: OpenRequest, view: View | undefined) => {
    const switchTo = openModal(store, { view, namespace: request.namespace }, isMobile, {
      manualControl: request.manualControl,
    })
    request.settle(switchTo ? switchNetwork(switchTo).then(() => undefined) : Promise.resolve())
  }
  const apply = (state: TabState) => {
    const request = state.openRequest
    if (!request || checking.has(request) || (request.namespace && !state.snapshot && !state.fatal)) return
    if (request.namespace && !state.snapshot) {
      store.setState({ openRequest: undefined })
      request.settle(Promise.reject(state.fatal?.error))
      return
    }
    if (request.view === undefined && request.data === undefined) {
      store.setState({ openRequest: undefined })
      show(request, undefined)
      return
    }
    // The checks of a host's view and data load with their first use (most opens name no view), which keeps
    // them out of the UI chunk the first open waits for.
    checking.add(request)
    void import('../src/parseViewRequest.ts')
      .then(({ parseViewRequest }) =>
        parseViewRequest({
          view: request.view,
          data: request.data,
          requestedNetworks: store.getState().snapshot?.requestedNetworks,
        }),
      )
      .then(
        (view) => {
          if (store.getState().openRequest !== request) return
          store.setState({ openRequest: undefined })
          show(request, view)
        },
        (error: unknown) => {
          // The host's mistake reaches the host (open() rejects); the modal stays as it was, usable.
          if (store.getState().openRequest === request) store.setState({ openRequest: undefined })
          request.settle(Promise.reject(error))
        },
      )
  }
  apply(store.getState())
  return store.subscribe(apply)
}
