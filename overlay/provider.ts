import { ProviderDisconnectedError } from '../src/errorClasses.ts'
import { type ProviderNamespace, REQUEST_ACCOUNTS_METHODS } from '../src/requestAccountsMethods.ts'
import type { ProviderModal } from './connectForAccounts.ts'
import { viewOf } from './providerView.ts'
import type { TabStore } from './tabStore.ts'

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

/**
 * Creates the provider. It emits EIP-1193's events from core snapshots: `accountsChanged` when the accounts
 * `eth_accounts` answers change, `chainChanged` when the chain `eth_chainId` answers changes, `connect` when an
 * account connects and `disconnect` (4900) when it goes. An account request made while disconnected opens the
 * modal and answers once the person has connected (4001 if they close it). `onRefused` runs when the gate
 * refuses a method (the UI then says 'Action not allowed').
 */
export function createEip1193Provider(
  // Structural, not the intent table's type: the package's declarations then stop at this file.
  intents: {
    request(params: { namespace: ProviderNamespace; method: string; params?: unknown }): Promise<unknown>
  },
  store: TabStore,
  modal: ProviderModal,
  onRefused?: () => void,
  namespace: ProviderNamespace = 'eip155',
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
    // The first chain the tab learns (its first snapshot) is no change.
    if (previous.chainId && next.chainId && next.chainId !== previous.chainId)
      emit('chainChanged', next.chainId)
    if (previous.address && !next.address) emit('disconnect', new ProviderDisconnectedError({ namespace }))
  })

  const provider: WalletdockProvider = {
    async request({ method, params }) {
      // Loaded on the first account request: most pages make one at most, and never before the host's paint.
      if (method === REQUEST_ACCOUNTS_METHODS[namespace])
        await (await import('./connectForAccounts.ts')).connectForAccounts(store, modal, namespace)
      try {
        return await intents.request({ namespace, method, params })
      } catch (error) {
        if ((error as import('../src/rebuildError.ts').CaughtError)?.name === 'RpcNotAllowedError')
          onRefused?.()
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
