import { ProviderDisconnectedError, UserRejectedRequestError } from '../src/errorClasses.ts'
import { providerChainIdOf } from '../src/providerChainId.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { Namespace } from '../src/types.ts'
import type { TabState, TabStore } from './tabStore.ts'
import type { UiIntents } from './uiContext.ts'

/** The events of EIP-1193 and what their listeners receive. */
export type WalletdockProviderEvents = {
  connect: (info: { chainId: string }) => void
  disconnect: (error: Error & { code?: number | undefined }) => void
  accountsChanged: (accounts: string[]) => void
  chainChanged: (chainId: string) => void
}

/** An EIP-1193 provider for one namespace's connection; every request passes the core's RPC gate. */
export type WalletdockProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on<E extends keyof WalletdockProviderEvents>(
    event: E,
    listener: WalletdockProviderEvents[E],
  ): WalletdockProvider
  removeListener<E extends keyof WalletdockProviderEvents>(
    event: E,
    listener: WalletdockProviderEvents[E],
  ): WalletdockProvider
}

type Listener = WalletdockProviderEvents[keyof WalletdockProviderEvents]

/** What the provider needs of the page's modal: it opens it for an account request made while disconnected. */
export type ProviderModal = {
  open(namespace: Namespace): Promise<void>
  close(): void
}

// The methods that ask the person for an account (EIP-1102 and its Solana twin).
const REQUEST_ACCOUNTS = new Set(['eth_requestAccounts', 'solana_requestAccounts'])

/**
 * The namespace's account and the chain its `eth_chainId` answers: the connected one, else (as the core's
 * gate answers it) the active network when the namespace is active, else the host's first network of it.
 * eip155 reports the chain as 0x hex (EIP-1193); other namespaces as their CAIP network id.
 */
function viewOf(s: Snapshot | null, namespace: Namespace) {
  const c = s?.connections[namespace]
  const live = c && (c.status === 'connected' || c.status === 'reconnecting') ? c : undefined
  const id =
    live?.caipNetworkId ??
    (s?.activeNamespace === namespace
      ? s.activeCaipNetworkId
      : s?.requestedNetworks.find((n) => n.startsWith(`${namespace}:`)))
  return { address: live?.address, chainId: id && providerChainIdOf(namespace, id) }
}

/**
 * Creates the provider. It emits EIP-1193's events from core snapshots: `accountsChanged` when the accounts
 * `eth_accounts` answers change, `chainChanged` when the chain `eth_chainId` answers changes, `connect` when an
 * account connects and `disconnect` (4900) when it goes. An account request made while disconnected opens the
 * modal and answers once the person has connected (4001 if they close it). `onRefused` runs when the gate
 * refuses a method (the UI then says 'Action not allowed').
 */
export function createEip1193Provider(
  intents: Pick<UiIntents, 'request'>,
  store: TabStore,
  modal: ProviderModal,
  onRefused?: () => void,
  namespace: Namespace = 'eip155',
): WalletdockProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = <E extends keyof WalletdockProviderEvents>(
    event: E,
    ...args: Parameters<WalletdockProviderEvents[E]>
  ) => {
    for (const l of listeners.get(event) ?? []) Reflect.apply(l, undefined, args)
  }
  let last = viewOf(store.getState().snapshot, namespace)
  store.subscribe((state) => {
    const next = viewOf(state.snapshot, namespace)
    const previous = last
    last = next
    if (!previous.address && next.address && next.chainId) emit('connect', { chainId: next.chainId })
    if (next.address !== previous.address) emit('accountsChanged', next.address ? [next.address] : [])
    if (next.chainId && next.chainId !== previous.chainId) emit('chainChanged', next.chainId)
    if (previous.address && !next.address) emit('disconnect', new ProviderDisconnectedError({ namespace }))
  })

  // Resolves once the tab knows whether the namespace is connected: attached (or failed to), and not in the
  // middle of connecting (a session restored after a reload, or a connection made in another tab), so an account
  // request right after a reload answers the restored account rather than opening the modal.
  const settled = () =>
    new Promise<void>((resolve) => {
      const done = ({ snapshot, fatal }: TabState) =>
        !!fatal || (!!snapshot && snapshot.connections[namespace]?.status !== 'connecting')
      if (done(store.getState())) return resolve()
      const stop = store.subscribe((state) => {
        if (!done(state)) return
        stop()
        resolve()
      })
    })

  // Resolves once the namespace has an account; the person closing the modal first is a refusal (4001).
  const connectThroughModal = () =>
    new Promise<void>((resolve, reject) => {
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

  const provider: WalletdockProvider = {
    async request({ method, params }) {
      if (REQUEST_ACCOUNTS.has(method)) {
        await settled()
        if (!viewOf(store.getState().snapshot, namespace).address) await connectThroughModal()
      }
      try {
        return await intents.request({ namespace, method, params })
      } catch (error) {
        if ((error as { name?: unknown }).name === 'RpcNotAllowedError') onRefused?.()
        throw error
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
