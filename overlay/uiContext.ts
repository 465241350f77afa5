import type { CaipNetworkId, Namespace, ResolvedName, SendTokenRef } from '../src/types.ts'
import type { WalletConnectChoice, WalletConnectPairing } from '../src/walletConnect.ts'
import type { WalletPage, WalletQuery, WalletSuggestions } from '../src/walletDirectory.ts'
import type { TabStore } from './tabStore.ts'

/** The core's intents as the UI calls them; each resolves when the core is done (or rejects with a typed error). */
export type UiIntents = {
  connect(connectorId: string): Promise<void>
  disconnect(namespace?: Namespace): Promise<void>
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  refreshBalance(): Promise<void>
  request(namespace: Namespace, method: string, params?: unknown): Promise<unknown>
  /** A WalletConnect pairing to show; `reuse` on Telegram and iOS Safari, `refresh` for a new code. */
  pairWalletConnect(options: { reuse?: boolean; refresh?: boolean }): Promise<WalletConnectPairing>
  /** The wallet (and deep link) the person picked for the pairing on screen. */
  chooseWalletConnectWallet(choice: WalletConnectChoice | null): Promise<void>
  fetchWallets(query: WalletQuery): Promise<WalletPage>
  fetchWalletSuggestions(): Promise<WalletSuggestions>
  fetchTokenBalances(force: boolean): Promise<void>
  fetchTransactions(more: boolean): Promise<void>
  fetchIdentity(): Promise<void>
  resolveName(name: string): Promise<ResolvedName>
  sendToken(send: {
    token: SendTokenRef | undefined
    amount: string
    receiverAddress: string
  }): Promise<{ hash: string }>
  /** Approves or refuses a request on the transaction stack; approving resolves when the wallet answered. */
  decideRequest(id: string, approve: boolean, acknowledgeWarning?: boolean): Promise<void>
}

/** What the lazily loaded UI gets from the loader. */
export type UiContext = {
  store: TabStore
  intents: UiIntents
  /** The host's configuration as given (the core validated it when the tab attached). */
  config: Record<string, unknown>
  isMobile: boolean
}

/** The UI chunk's entry: renders into the modal's shadow root, returns an unmount function. */
export type MountUi = (root: ShadowRoot, context: UiContext) => () => void
