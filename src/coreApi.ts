import type { Snapshot } from './snapshot.ts'
import type {
  ConnectParameters,
  DecideRequestParameters,
  InjectedProviderInfo,
  Namespace,
  PageBridge,
  PairWalletConnectParameters,
  RequestParameters,
  ResolvedName,
  SendTokenParameters,
  SwitchNetworkParameters,
  TabInfo,
  WalletEvent,
} from './types.ts'
import type { WalletConnectChoice, WalletConnectPairing } from './walletConnect.ts'
import type { WalletPage, WalletQuery, WalletSuggestions } from './walletDirectory.ts'

/** The intents a tab may call on the core (exposed over comlink). */
export type CoreApi = {
  attach(
    tab: TabInfo,
    config: unknown,
    onSnapshot: (snapshot: Snapshot) => void,
    bridge: PageBridge,
  ): Promise<Snapshot>
  detach(tabId: string): Promise<void>
  announceProviders(tabId: string, providers: InjectedProviderInfo[]): Promise<void>
  walletEvent(tabId: string, connectorId: string, event: WalletEvent): Promise<void>
  setOnline(tabId: string, online: boolean): Promise<void>
  connect(params: ConnectParameters): Promise<void>
  disconnect(params: { namespace?: Namespace | undefined }): Promise<void>
  switchNetwork(params: SwitchNetworkParameters): Promise<void>
  refreshBalance(): Promise<void>
  request(params: RequestParameters): Promise<unknown>
  /** A WalletConnect pairing URI to show (QR code, deep link); the approval then connects every tab. */
  pairWalletConnect(params: PairWalletConnectParameters): Promise<WalletConnectPairing>
  /** The wallet the person picked for the pairing on screen (recorded when it is approved). */
  chooseWalletConnectWallet(choice: WalletConnectChoice | null): Promise<void>
  /** A page of the wallet directory (AllWallets), from the service or its cache. */
  fetchWallets(query: WalletQuery): Promise<WalletPage>
  /** Featured, recommended and custom wallets for the Connect view. */
  fetchWalletSuggestions(): Promise<WalletSuggestions>
  /** Token balances of the active account (cached 30 s unless forced). */
  fetchTokenBalances(params: { force: boolean }): Promise<void>
  /** The first page of Activity, or the next one when `more`. */
  fetchTransactions(params: { more: boolean }): Promise<void>
  /** The active account's profile name and avatar (cached 5 min). */
  fetchIdentity(): Promise<void>
  resolveName(params: { name: string }): Promise<ResolvedName>
  sendToken(params: SendTokenParameters): Promise<{ hash: string }>
  /** The person's decision on a pending request; approving resolves once the wallet has answered. */
  decideRequest(params: DecideRequestParameters): Promise<void>
}
