import type { Client } from 'viem'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { parseCaipNetworkId } from '../src/caip.ts'
import { networkIdsOf, type WalletdockConfig } from '../src/config.ts'
import type { CoreText } from '../src/messages/coreText.ts'
import { DEFAULT_ACCOUNT_TYPES } from '../src/networks.ts'
import { resolveNetworks } from '../src/resolveNetworks.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type {
  AccountType,
  CaipNetworkId,
  InjectedProviderInfo,
  Namespace,
  PageBridge,
  TabInfo,
} from '../src/types.ts'
import type { AnalyticsWork } from './analytics/analyticsWork.ts'
import { createReadState, type ReadState } from './cachedRead.ts'
import type { WalletConnectRuntime } from './connectors/walletConnect/walletConnectRuntime.ts'
import type { CoreDeps, SharedState } from './deps.ts'
import type { SiwxWork } from './siwx/siwxWork.ts'
import { createRecordStorage, type RecordStorage } from './storage.ts'
import { createWalletWork, type WalletWork } from './walletWork.ts'

/** A tab the core talks to. */
export type TabHandle = {
  info: TabInfo
  onSnapshot: (snapshot: Snapshot) => void
  bridge: PageBridge
  providers: Map<string, InjectedProviderInfo>
  unsubscribe: () => void
  /** Unbinds the tab's port once it is detached. */
  onDetach?: (() => void) | undefined
  /** Aborted when the tab is detached: its page jobs still running end then (worker/connectors/runInTab.ts). */
  detached?: AbortController | undefined
}

/**
 * The chain adapters' own RPC clients, one entry per namespace that keeps some: each adapter adds its entry
 * (module augmentation, as worker/chains/solana/getSolanaConnection.ts does), so the core names no namespace.
 */
// biome-ignore lint/suspicious/noEmptyInterface: adapters extend it; a type alias cannot be augmented.
export interface ChainClients {}

/** The state behind one core; actions take it as their first argument. */
export type Core = {
  deps: CoreDeps
  config: WalletdockConfig
  store: StoreApi<Snapshot>
  records: RecordStorage
  tabs: Map<string, TabHandle>
  /** The balance poll's timer (worker/actions/pollBalance.ts). */
  balance: { poll: unknown }
  /** Cached reads (balances, tokens, identities, names): in flight, retry guards, outages announced. */
  reads: ReadState
  /** Namespaces waiting for a tab that has their stored connector, with the give-up timer. */
  pendingSync: Map<string, unknown>
  noticeId: number
  /** One viem client per RPC URL. */
  rpcClients: Map<string, Client>
  /** The RPC clients a chain adapter makes for itself, under its namespace (an adapter declares its entry). */
  chainClients: ChainClients
  /** Resolves once persisted state is loaded. */
  ready: Promise<void>
  /** The WalletConnect provider and pairing, created on first use (worker/connectors/walletConnect/). */
  walletConnect?: WalletConnectRuntime | undefined
  /** The providers this core let go of, until they have closed: a new one waits (getWalletConnectProvider.ts). */
  walletConnectClosing?: Promise<void> | undefined
  /** Tokens, activity, names and the transaction stack (worker/walletWork.ts). */
  wallet: WalletWork
  /** Sign-In With X under way and declined (worker/siwx/siwxState.ts), with the `siwx` option only. */
  siwx?: SiwxWork | undefined
  /** Analytics and error reports: the sender, loaded with the first event, and the reports' limiter. */
  analytics: AnalyticsWork
}

/** The snapshot a core starts from before anything is loaded. */
export function initialSnapshot(config: WalletdockConfig): Snapshot {
  const ids = networkIdsOf(config)
  const first = (config.defaultNetwork ?? ids[0]) as CaipNetworkId
  const namespaces = new Set(ids.map((id) => id.split(':')[0]))
  const preferredAccountTypes: Partial<Record<Namespace, AccountType>> = {}
  for (const [namespace, type] of Object.entries(DEFAULT_ACCOUNT_TYPES))
    if (namespaces.has(namespace)) preferredAccountTypes[namespace as Namespace] = type
  return {
    version: 0,
    activeNamespace: parseCaipNetworkId(first).namespace,
    activeCaipNetworkId: first,
    requestedNetworks: ids,
    // What is known without viem's chain table; the core completes it while it starts (createCore.ts).
    networks: resolveNetworks(config).networks,
    connections: {},
    preferredAccountTypes,
    connectors: [],
    recentWallets: [],
    balance: null,
    unsupportedChain: false,
    notice: null,
  }
}

/** Builds a core's state; `createCore` (createCore.ts) wires it up. */
export function buildCore(deps: CoreDeps): Core {
  return {
    deps,
    config: deps.config,
    store: createStore<Snapshot>(() => initialSnapshot(deps.config)),
    records: createRecordStorage(deps.storage),
    tabs: new Map(),
    balance: { poll: undefined },
    reads: createReadState(),
    pendingSync: new Map(),
    noticeId: 0,
    rpcClients: new Map(),
    chainClients: {},
    ready: Promise.resolve(),
    wallet: createWalletWork(),
    analytics: { waiting: [] },
  }
}

/** Applies a change, bumps the version and, in the dedicated-worker fallback, tells the other tabs' cores. */
export function updateState(
  core: Core,
  change: Partial<Snapshot>,
  options: { fromSync?: boolean } = {},
): void {
  const previous = core.store.getState()
  const next = { ...previous, ...change, version: previous.version + 1 }
  core.store.setState(next, true)
  // The sync publishes only the fields that changed (worker/leaderSync.ts).
  if (!options.fromSync && core.deps.sync) core.deps.sync.publish(sharedPart(next), sharedPart(previous))
}

/** Shows a message in every tab's snackbar. */
export function notify(core: Core, variant: 'error' | 'success' | 'loading', message: CoreText): void {
  core.noticeId += 1
  updateState(core, { notice: { id: core.noticeId, variant, message } })
}

/** The part of a snapshot cores share in the dedicated-worker fallback. */
export function sharedPart(s: Snapshot): SharedState {
  return {
    activeNamespace: s.activeNamespace,
    activeCaipNetworkId: s.activeCaipNetworkId,
    connections: s.connections,
    balance: s.balance,
    recentWallets: s.recentWallets,
    unsupportedChain: s.unsupportedChain,
    portfolio: s.portfolio ?? null,
    walletConnect: s.walletConnect,
    emailLogin: s.emailLogin ?? null,
    // Unset until this core has read its stored sessions: nothing to publish yet. (A fresh `[]` here differed from
    // the last one on every change, so a starting core told the others that no account was signed in.)
    siwxSessions: s.siwxSessions,
  }
}
