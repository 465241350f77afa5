import type { CoreText, NoticeKey } from './messages/coreText.ts'
import type { Network } from './networks.ts'
import type { ProjectConfigView } from './projectConfig.ts'
import type { SocialProvider } from './secureFrame/socialProviders.ts'
import type { SiwxRequestView, SiwxSessionView } from './siwx.ts'
import type {
  AccountType,
  BalanceView,
  CaipNetworkId,
  ConnectionState,
  Connector,
  Namespace,
  RecentWallet,
} from './types.ts'
import type { WalletConnectView } from './walletConnect.ts'
import type { ActivityView, IdentityView, PendingRequestView, PortfolioView } from './walletData.ts'

// The snapshot is built from the views of several modules; it lives apart from the vocabulary in types.ts
// (which those modules use) so no module imports itself back through it.

/** The one immutable state the core shares with every tab. */
export type Snapshot = {
  /** Increments on every change; tabs drop older snapshots. */
  version: number
  activeNamespace: Namespace
  activeCaipNetworkId: CaipNetworkId
  /** Networks the host asked for, in its order. */
  requestedNetworks: CaipNetworkId[]
  /** Those networks as the modal shows and reaches them: names, currencies, explorers, RPC URLs in order. */
  networks: Network[]
  connections: Partial<Record<Namespace, ConnectionState>>
  /** The account type each requested namespace prefers until the person picks one (spec part 3 defaults). */
  preferredAccountTypes?: Partial<Record<Namespace, AccountType>> | undefined
  connectors: Connector[]
  recentWallets: RecentWallet[]
  balance: BalanceView | null
  /** True when the wallet is on a network the host did not request and the UnsupportedChain view applies. */
  unsupportedChain: boolean
  /** Token balances of the active account from the blockchain data service (absent until fetched). */
  portfolio?: PortfolioView | null | undefined
  /** Profile name and avatar of the active account, where the service has one. */
  identity?: IdentityView | null | undefined
  /** The Activity list of the active account on the active chain. */
  activity?: ActivityView | null | undefined
  /** The transaction stack: unsafe requests waiting for a decision, oldest first. */
  pendingRequests?: PendingRequestView[] | undefined
  /** The WalletConnect pairing every tab can show (absent until one starts). */
  walletConnect?: WalletConnectView | undefined
  /**
   * A lasting notice for every tab of this core (a catalog key): a newer build of the site runs beside it after
   * a deploy, so these tabs should reload.
   */
  siteNotice?: NoticeKey | undefined
  /**
   * The e-mail login cache (spec part 3): the signed-in e-mail, and when the last code was sent (the resend
   * cooldown counts from it); absent when e-mail login is off or nobody used it, null once signed out (so the
   * dedicated-worker fallback's cores can share the sign-out as a change).
   */
  emailLogin?: EmailLoginView | null | undefined
  /**
   * The project's configuration in force (worker/actions/loadProjectConfig.ts): which remote features are on and
   * which host options the service overrode; absent until the core has read it (opening never waits for it).
   */
  projectConfig?: ProjectConfigView | undefined
  /** Sign-In With X: the signed-in accounts, one per chain (absent without the `siwx` option). */
  siwxSessions?: SiwxSessionView[] | undefined
  /** The active account when it must sign in (no session on its chain yet); null when it need not. */
  siwxRequest?: SiwxRequestView | null | undefined
  /** Last failure the core wants every tab to know about (shown as a snackbar, worded by each tab). */
  notice: { id: number; variant: 'error' | 'success' | 'loading'; message: CoreText } | null
}

/** What every tab knows about e-mail login. */
export type EmailLoginView = {
  email: string | null
  lastEmailLoginAt: number | null
  /** A social login's provider and username (Account shows them instead of an e-mail). */
  socialProvider?: SocialProvider | null | undefined
  socialUsername?: string | null | undefined
}
