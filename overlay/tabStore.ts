import { createStore, type StoreApi } from 'zustand/vanilla'
import type { TokenBalance } from '../src/blockchainApiSchemas.ts'
import type { WalletdockConfig } from '../src/config.ts'
import type { CoreText, NoticeKey } from '../src/messages/coreText.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { Namespace } from '../src/types.ts'
import type { StackState } from '../src/viewStack.ts'

export type SnackbarVariant = 'loading' | 'success' | 'error' | 'svg'
/** A snackbar's text: worded by the view that shows it, or a CoreText the Snackbar words (core notices, the loader's). */
export type SnackbarText = string | CoreText
export type Snackbar = {
  id: number
  variant: SnackbarVariant
  message: SnackbarText
  svg?: string | undefined
}

/** One tab's state: a mirror of the core's snapshot plus what belongs to this tab only. */
export type TabState = {
  snapshot: Snapshot | null
  /** The configuration in force, as the core validated it; sent once when the tab attaches. */
  config: WalletdockConfig | null
  /** The modal and its view stack are per tab. */
  stack: StackState
  snackbar: Snackbar | null
  shake: boolean
  loading: boolean
  /** A lasting notice the open modal shows above every view (a catalog key), e.g. a configuration that differs. */
  siteNotice?: NoticeKey | undefined
  /** Set when the core could not be reached or the configuration was refused: the error, worded by the view. */
  fatal: { error: unknown } | null
  /** This tab's id at the core, once attached (requests waiting for a decision name the tab that made them). */
  tabId?: string | undefined
  /** An open() waiting for the UI chunk to apply it (see OpenRequest). */
  openRequest?: OpenRequest | undefined
  /** The namespace the open modal was opened for (`open({ namespace })`): Connect lists its wallets. */
  openedFor?: Namespace | undefined
  /**
   * This tab's secure frame for e-mail login, when the configuration has it (overlay/bridge/embeddedWallet.ts);
   * `error` is why it failed to load, kept while it is tried again.
   */
  embedded?: { status: 'loading' | 'ready' | 'failed'; error?: unknown } | undefined
  /**
   * Set once the core lists every wallet this page has (overlay/ui/settlePageWallets.ts): Connect shows its rows
   * from then on, so a wallet found late never moves rows already on screen.
   */
  walletsListed?: boolean | undefined
  /** The Send flow's draft, per tab (spec part 3 'Send draft'). */
  sendDraft?: SendDraft | undefined
}

export type TabStore = StoreApi<TabState>

/**
 * An `open()` the loader recorded for the UI chunk, which applies the spec's opening rules to it when it
 * mounts (or at once when mounted): the loader carries neither the rules nor the view-stack reducer.
 */
export type OpenRequest = {
  /** The view and data as the host passed them: unchecked until the UI chunk applies the request. */
  view?: unknown
  data?: unknown
  namespace?: Namespace | undefined
  /** The host's `manualControl` option (rule 2), known before the tab is attached. */
  manualControl: boolean
  /** Settles the caller's `open()` with the outcome: shown, and switched to the requested namespace (rule 1). */
  settle(outcome: Promise<void>): void
}

/** What the person has entered in Send so far (spec part 3 'Send draft'), for the account it was made on. */
export type SendDraft = {
  caipAddress: string
  token?: TokenBalance | undefined
  amount: string
  receiverAddress: string
  receiverProfileName?: string | undefined
  receiverProfileImageUrl?: string | undefined
}

/** Creates a tab's store, closed on Connect. */
export function createTabStore(): TabStore {
  return createStore<TabState>(() => ({
    snapshot: null,
    config: null,
    stack: { views: [{ name: 'Connect' }], open: false },
    snackbar: null,
    shake: false,
    loading: false,
    fatal: null,
  }))
}

/** Takes a snapshot from the core unless a newer one is already here. */
export function applySnapshot(store: TabStore, snapshot: Snapshot): void {
  const current = store.getState().snapshot
  if (current && current.version >= snapshot.version) return
  store.setState({ snapshot })
}
