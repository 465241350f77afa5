import { UserRejectedRequestError } from '../src/errorClasses.ts'
import type { Namespace } from '../src/types.ts'
import { viewOf } from './providerView.ts'
import type { TabState, TabStore } from './tabStore.ts'

/** What the provider needs of the page's modal: it opens it for an account request made while disconnected. */
export type ProviderModal = {
  open(namespace: Namespace): Promise<void>
  close(): void
}

// Resolves once the tab knows whether the namespace is connected: attached (or failed to), and not in the
// middle of connecting (a session restored after a reload, or a connection made in another tab), so an account
// request right after a reload answers the restored account rather than opening the modal.
function settled(store: TabStore, namespace: Namespace): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = ({ snapshot, fatal }: TabState) =>
      !!fatal || (!!snapshot && snapshot.connections[namespace]?.status !== 'connecting')
    if (done(store.getState())) return resolve()
    const stop = store.subscribe((state) => {
      if (!done(state)) return
      stop()
      resolve()
    })
  })
}

// Resolves once the namespace has an account; the person closing the modal first is a refusal (4001).
function connectThroughModal(store: TabStore, modal: ProviderModal, namespace: Namespace): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let shown = store.getState().stack.open
    const stop = store.subscribe(({ snapshot, stack }) => {
      if (viewOf(snapshot, namespace).address) {
        stop()
        // The host asked for an account, not for the Account view: the modal it opened has done its job.
        if (stack.open) modal.close()
        resolve()
      } else if (stack.open) shown = true
      else if (shown) {
        stop()
        reject(new UserRejectedRequestError())
      }
    })
    modal.open(namespace).catch((error: unknown) => {
      stop()
      reject(error)
    })
  })
}

/**
 * What an account request (eth_requestAccounts) does before the core answers it: nothing when the namespace
 * is connected; while disconnected, opens the modal and waits for the person to connect.
 */
export async function connectForAccounts(
  store: TabStore,
  modal: ProviderModal,
  namespace: Namespace,
): Promise<void> {
  await settled(store, namespace)
  if (!viewOf(store.getState().snapshot, namespace).address)
    await connectThroughModal(store, modal, namespace)
}
