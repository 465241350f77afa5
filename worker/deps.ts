import type { WalletdockConfig } from '../src/config.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { UniversalProviderClass } from './connectors/walletConnect/loadUniversalProvider.ts'
import type { WalletConnectStorage } from './connectors/walletConnect/walletConnectStorage.ts'

/** Time as the core sees it; tests pass a controlled one. */
export type Clock = {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The asynchronous key-value store records live in (idb-keyval in the browser). */
export type KeyValueStore = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  /** Writes every entry or none (one IndexedDB transaction): a worker that ends mid-way leaves no half. */
  setMany(entries: [key: string, value: unknown][]): Promise<void>
  del(key: string): Promise<void>
}

/** Lets one tab's core follow another's in the dedicated-worker fallback. */
export type CoreSync = {
  /** True while this core owns timers and polling. */
  isLeader(): boolean
  /**
   * Tells the other cores the fields this core changed, each stamped now (src/stateStamps.ts): those of `next` that
   * differ from `previous`, or all of `next` without it.
   */
  publish(next: SharedPatch, previous?: SharedState): void
  /** Hears the fields other cores set, only those newer than what this core holds, whatever their order. */
  subscribe(listener: (newer: SharedPatch) => void): () => void
  /**
   * Asks the leader for its state now, and answers such requests while leader with every stamped field it holds
   * and this core's configuration (`config`), so a core started with another one learns it.
   */
  serve(config?: unknown): void
  /** Has the leader's core run a call this core cannot make itself (WalletConnect lives in the leader). */
  askLeader?(call: LeaderCall): Promise<unknown>
  /** While leader, answers the other cores' askLeader calls with `handler`; `via` names the asking core's call. */
  answerFollowers?(handler: (call: LeaderCall, via: ForwardedFrom) => Promise<unknown>): void
  /**
   * While leader: asks the core that forwarded a request to have its tab confirm it (ApproveTransaction there);
   * resolves with the person's decision. `signal` withdraws the question (the request ended here first).
   */
  confirmWithFollower?(via: ForwardedFrom, signal: AbortSignal): Promise<boolean>
  /**
   * As a follower: answers the leader's confirmation questions, each about a call this core forwarded, with
   * `handler` (given the call and a promise of its outcome, so the tab's view stays until the leader answered).
   */
  onConfirm?(handler: (call: LeaderCall, outcome: Promise<unknown>) => Promise<boolean>): void
  /** Tells when this core starts or stops leading (it stops when a newer build's core comes). */
  onLeadChange?(listener: (leading: boolean) => void): void
  /** Tells, once per build, that another build's core runs on the site (old and new tabs after a deploy). */
  onOtherBuild?(listener: (other: OtherBuild) => void): void
  /** Tells a follower the leader's configuration (unchecked: it came over the channel). */
  onLeaderConfig?(listener: (config: unknown) => void): void
}

/** Another build's core met on the channel. */
export type OtherBuild = {
  build: { id: string; time: number }
  /** Whether it speaks this core's protocol: then this core follows it, else its tabs must reload. */
  compatible: boolean
  /** Whether it is newer than this core's build (it then leads). */
  newer: boolean
}

/** A call a follower's core hands to the leader's. */
export type LeaderCall = { name: string; payload: unknown }

/** Which follower core forwarded a call to the leader, and its id there: where a confirmation is asked. */
export type ForwardedFrom = { core: string; ask: string }

/** The part of a snapshot that followers adopt from the leader. */
export type SharedState = Pick<
  Snapshot,
  | 'activeNamespace'
  | 'activeCaipNetworkId'
  | 'connections'
  | 'balance'
  | 'recentWallets'
  | 'unsupportedChain'
  // Token balances too, so a send in one tab refreshes them in every tab of the fallback.
  | 'portfolio'
  // The leader's WalletConnect pairing, so any tab can show its QR code.
  | 'walletConnect'
  // The e-mail login cache, so every open tab shows the signed-in e-mail and the resend countdown.
  | 'emailLogin'
  // Sign-In With X sessions, so a sign-in in one tab shows in every tab of the fallback.
  | 'siwxSessions'
>

/** Some fields of the shared state; `connections` holds only the namespaces it sets. */
export type SharedPatch = Partial<Omit<SharedState, 'connections'>> & {
  connections?: SharedState['connections'] | undefined
}

/** Everything the core needs from its environment, injected so it runs in Node tests. */
export type CoreDeps = {
  config: WalletdockConfig
  clock: Clock
  storage: KeyValueStore
  fetch: typeof fetch
  /** Web Locks, to learn when a tab is gone. */
  locks?: Pick<LockManager, 'request'> | undefined
  sync?: CoreSync | undefined
  /**
   * The site's origin, checked against the project's allowed origins; the worker's own when absent (a
   * SharedWorker is same-origin with its tabs). Tests pass one.
   */
  origin?: string | undefined
  /** WalletConnect: how to load the provider and where it stores (tests pass their own). */
  walletConnect?: WalletConnectDeps | undefined
}

/** What the WalletConnect connector takes from its environment. */
export type WalletConnectDeps = {
  loadProvider?: (() => Promise<UniversalProviderClass>) | undefined
  storage?: WalletConnectStorage | undefined
  /** Two WalletConnect clients in one realm need different prefixes. */
  storagePrefix?: string | undefined
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
