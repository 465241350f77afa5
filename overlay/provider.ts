import { providerChainIdOf } from '../src/providerChainId.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { Namespace } from '../src/types.ts'
import type { TabStore } from './tabStore.ts'

type Listener = (...args: unknown[]) => void

/** An EIP-1193-style provider for one namespace's connection; every request passes the core's RPC gate. */
export type WalletdockProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

// eip155 reports its chain as 0x hex (EIP-1193); other namespaces as their CAIP network id (src/providerChainId.ts).
function viewOf(s: Snapshot | null, namespace: Namespace) {
  const c = s?.connections[namespace]
  const live = c && (c.status === 'connected' || c.status === 'reconnecting') ? c : undefined
  const id = live?.caipNetworkId
  return {
    address: live?.address,
    chainId: id && providerChainIdOf(namespace, id),
  }
}

/**
 * Creates the provider; it emits accountsChanged, chainChanged, connect and disconnect from core snapshots.
 * `onRefused` runs when the gate refuses a method (the UI then says 'Action not allowed').
 */
export function createEip1193Provider(
  // Structural, not the intent table's type: the package's declarations then stop at this file.
  intents: { request(params: { namespace: Namespace; method: string; params?: unknown }): Promise<unknown> },
  store: TabStore,
  onRefused?: () => void,
  namespace: Namespace = 'eip155',
): WalletdockProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args)
  }
  let last = viewOf(store.getState().snapshot, namespace)
  store.subscribe((state) => {
    const next = viewOf(state.snapshot, namespace)
    if (next.address !== last.address) emit('accountsChanged', next.address ? [next.address] : [])
    if (next.chainId && next.chainId !== last.chainId) emit('chainChanged', next.chainId)
    if (!last.address && next.address) emit('connect', { chainId: next.chainId })
    if (last.address && !next.address) emit('disconnect', { code: 4900, message: 'Disconnected' })
    last = next
  })
  return {
    async request({ method, params }) {
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
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
