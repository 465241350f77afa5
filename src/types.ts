/** Chain namespaces the product knows (spec part 3). */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN' | 'AUTH' | 'WALLET_CONNECT' | 'EXTERNAL'

/** A way to connect, as shown in the Connect view. */
export type Connector = {
  id: string
  /** The wallet's own name; empty for one that names itself nothing (legacy window.ethereum: the views word it). */
  name: string
  type: ConnectorType
  chain: Namespace
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
  /** Per-chain members of a MULTI_CHAIN connector. */
  connectors?: Connector[] | undefined
}

/** Connection of one namespace; data only where it belongs. */
export type ConnectionState =
  | { status: 'disconnected' }
  | { status: 'connecting'; connectorId: string }
  | { status: 'connected'; connectorId: string; address: string; caipNetworkId: CaipNetworkId }
  | { status: 'reconnecting'; connectorId: string; address: string; caipNetworkId: CaipNetworkId }

/** An amount of a network's native currency, and when it was read. */
export type BalanceAmount = {
  /** Wei (or lamports) as a decimal string. */
  raw: string
  decimals: number
  symbol: string
  fetchedAt: number
}

/**
 * The active account's native balance, ready to show: the core decides, the view only renders. hidden: the spec
 * shows '0.00' here (testnets, unsupported chains) and nothing is read; loading: no amount yet; ready: read
 * within the cache time; stale: a last-known amount that could not be refreshed (offline, the node is down);
 * unavailable: no amount at all and none can be read now.
 */
export type BalanceView =
  | { status: 'hidden'; caipAddress: CaipAddress; symbol: string | null }
  | { status: 'loading' | 'unavailable'; caipAddress: CaipAddress }
  | ({ status: 'ready' | 'stale'; caipAddress: CaipAddress } & BalanceAmount)

/** What a balance status can be. */
export type BalanceStatus = BalanceView['status']

export type RecentWallet = {
  connectorId: string
  /** As the connector's: empty for a wallet that names itself nothing. */
  name: string
  imageUrl?: string | undefined
  rdns?: string | undefined
}

/** What a tab tells the core about itself when it attaches. */
export type TabInfo = {
  tabId: string
  /** Web Lock the tab holds for its lifetime; granted to the core when the tab is gone. */
  lockName: string
  isMobile: boolean
  online: boolean
}

/** A wallet a tab has found: EIP-6963 or legacy window.ethereum (eip155), or a Wallet Standard wallet (solana). */
export type InjectedProviderInfo = {
  connectorId: string
  /** The wallet's own name; empty for a legacy window.ethereum, which names itself nothing. */
  name: string
  icon?: string | undefined
  rdns?: string | undefined
  /** Found as window.ethereum without an EIP-6963 announcement. */
  legacy?: boolean | undefined
  /** The namespace the wallet serves; eip155 when absent. */
  namespace?: Namespace | undefined
  /** CAIP network ids the wallet says it supports (Wallet Standard `chains`), where it says so. */
  chains?: CaipNetworkId[] | undefined
}

/** Wallet events; a solana wallet reports `accountsChanged` (Wallet Standard `change`) with base58 addresses. */
export type WalletEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'chainChanged'; chainId: string }
  | { type: 'disconnect' }

/** The host's Sign-In With X callbacks a core may call, by name, in a tab (src/siwx.ts). */
export type SiwxHostMethod = 'getNonce' | 'verify' | 'revoke'

/** Jobs only a page can run, sent by the core to a tab. */
export type PageBridge = {
  /** `chain` names the CAIP network a solana_* job is for (Wallet Standard calls take one). */
  providerRequest(job: {
    connectorId: string
    method: string
    params?: unknown
    chain?: string
  }): Promise<unknown>
  /**
   * Calls one of the host's Sign-In With X callbacks (src/siwx.ts), which stay in the tab; the core checks what
   * it answers. Absent in a tab without them.
   */
  siwx?(call: { method: SiwxHostMethod; params: unknown }): Promise<unknown>
}

/**
 * A wallet request for one connector: a tab's page bridge runs it, or the core for a connector it reaches itself
 * (WalletConnect). `tabId` is the tab that asked, preferred when it can run it; `chain` is the CAIP network a
 * solana_* request is for.
 */
export type WalletJob = {
  tabId?: string | undefined
  connectorId: string
  method: string
  params?: unknown
  chain?: string | undefined
}

export type ConnectParameters = { tabId: string; connectorId: string }
export type SwitchNetworkParameters = { tabId: string; caipNetworkId: CaipNetworkId }
export type RequestParameters = { tabId: string; namespace: Namespace; method: string; params?: unknown }
/** A token to send, as the portfolio lists it: `address` is its CAIP address, absent for the native currency. */
/**
 * The token to send: its symbol (for the SEND_SUCCESS event) and its CAIP address, none for the native
 * currency. No decimals: the core reads them from the chain rather than trusting a listing.
 */
export type SendTokenRef = { symbol: string; address?: string | undefined }
export type SendTokenParameters = {
  tabId: string
  token: SendTokenRef | undefined
  /** A decimal amount in whole tokens, e.g. '1.5'. */
  amount: string
  receiverAddress: string
  /** The id of the preview the tab shows (prepareSendToken): only that very transfer is sent. */
  previewId?: string | undefined
}
/** A name resolved to an address on the active chain. */
export type ResolvedName = { name: string; address: string; avatar: string | null }

export type PairWalletConnectParameters = {
  tabId: string
  reuse?: boolean | undefined
  refresh?: boolean | undefined
}

/** Account type a user prefers per chain (spec part 3). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'
