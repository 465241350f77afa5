import type { Nft, TokenBalance } from '../../src/blockchainApiSchemas.ts'
import type { Network } from '../../src/networks.ts'
import type { RequestSummary } from '../../src/requestSummary.ts'
import type { SignInMessageInput } from '../../src/siwx.ts'
import type { CaipNetworkId, Namespace } from '../../src/types.ts'
import type { Core } from '../core.ts'
import type { BlockchainApi } from '../services/blockchainApi.ts'
import type { PreparedTransfer } from './preparedTransfer.ts'

/** An account on a network: a namespace's address (0x…, base58) and the CAIP-2 network it is read on. */
export type ChainAccount = { address: string; caipNetworkId: CaipNetworkId }

/**
 * Asks the connected wallet one method (a page job in a tab, or the core's WalletConnect session): the action
 * that calls an adapter decides who runs it, so adapters know what to ask, never where.
 */
export type AskWallet = (method: string, params?: unknown, chain?: CaipNetworkId) => Promise<unknown>

/** The account a wallet gives and the chain it is on; `undefined` when it has none for this site. */
export type WalletAccount = { address: string; chainReference: string } | undefined

/** A transfer as the person asked for it: the same shape on every namespace. */
export type TransferRequest = {
  /** The sender (pays the fee) and the network it sends on. */
  from: ChainAccount
  to: string
  /** The token's address on that network (ERC-20 contract, SPL mint); none for the native currency. */
  token?: string | undefined
  /** In whole units as the person entered it (`1.5`); read with the decimals the chain reports. */
  amount: string
}

/** A transfer the wallet sent: its hash (EVM) or signature (Solana), and whether the adapter saw it land. */
export type SentTransfer = { hash: string; confirmed: boolean }

/** What a send needs besides the prepared transfer. */
export type SendTransferParameters = {
  ask: AskWallet
  prepared: PreparedTransfer
  /** For the SEND_SUCCESS event: the token's symbol and the amount as entered. */
  symbol: string
  amount: string
  native: boolean
}

/** A swap the data service built, for the adapter to send: the exact approval when one is needed, then the swap. */
export type SendSwapParameters = {
  /** Sends one wallet method through the RPC gate (its allow-list, transaction stack and ApproveTransaction). */
  gate: AskWallet
  from: string
  caipNetworkId: CaipNetworkId
  /** The token spent (its contract address), none for the native coin. */
  token: string | undefined
  /** What the swap spends, in base units: an approval must be for exactly this. */
  amount: bigint
  approval: { to: string; data: string } | undefined
  swap: { to: string; data: string; value: bigint; gas?: bigint | undefined }
  /** How often to look for the receipt (tests shorten it). */
  pollingIntervalMs?: number | undefined
}

/** A sent swap: the swap's hash, whether it went through or reverted on chain, and whether it went as one batch. */
export type SentSwap = { hash: string; status: 'success' | 'reverted'; batched: boolean }

/** Swaps where a namespace has them (the data service's convert calls speak eip155 only). */
export type SwapSupport = {
  /** The account's balance of `token` (contract address; none for the native coin), base units, from the chain. */
  readBalance(core: Core, account: ChainAccount, token: string | undefined): Promise<bigint>
  sendSwap(core: Core, p: SendSwapParameters): Promise<SentSwap>
}

/** A read a remote wallet session answers from its own state: what the session holds for the namespace. */
export type SessionState = {
  /** The session's addresses on the chain the request is for. */
  addresses: readonly string[]
  /** That chain's reference (`31337`, a cluster's genesis hash prefix); undefined when the session has none. */
  chainReference: string | undefined
}

/**
 * How a remote wallet session (WalletConnect, in the core) carries a namespace: what its proposal asks the
 * wallet for, what it answers itself, and how it checks what crosses the relay.
 */
export type WalletSessionSupport = {
  /** The wallet methods the proposal asks for: the ones the core sends this namespace's wallet. */
  methods: readonly string[]
  /** The wallet events the proposal asks for (the session follows them, worker/connectors/walletConnect/watchSession.ts). */
  events: readonly string[]
  /** The reply to a read the session answers itself (accounts, current chain); undefined for one the wallet answers. */
  answer(method: string, state: SessionState): { reply: unknown } | undefined
  /** The chain reference a chain-switch request moves the wallet to; undefined for any other request. */
  switchTarget?(method: string, params: unknown): string | undefined
  /** The request's params, checked before they cross the relay; throws InvalidRequestParamsError. */
  checkParams?(method: string, params: unknown): unknown
  /** The wallet's reply, checked before anyone sees it; throws InvalidWalletReplyError. */
  checkReply?(method: string, reply: unknown): unknown
}

/**
 * Everything that differs between chain namespaces as behaviour (what differs as data is in
 * src/namespaces.ts). One per namespace in worker/chains/; `adapterFor(namespace)` is the only lookup. Heavy
 * libraries (web3.js) load inside the methods, so the adapter object itself costs the worker entry little.
 */
export type ChainAdapter = {
  namespace: Namespace
  /** The wallet method a transfer goes out with; the gate's method list must allow it. */
  transferMethod: string
  /** The wallet methods that send a transaction: the balances and Activity refresh after them. */
  sendMethods: readonly string[]
  /**
   * The wallet's reply to `method` as the host gets it, checked against the shape the method promises (throws
   * InvalidWalletReplyError); without it, replies reach the host as the wallet gave them.
   */
  checkWalletReply?(method: string, reply: unknown): unknown
  /** Asks the wallet for its account (a prompt on connect, none on restore); every reply is checked. */
  getWalletAccount(
    core: Core,
    p: { ask: AskWallet; connectorId: string; prompt: boolean },
  ): Promise<WalletAccount>
  /** The first valid address of a wallet's accountsChanged event, else undefined. Throws on a bad reply. */
  parseAccountsEvent(accounts: readonly string[]): string | undefined
  /** The chain reference a wallet's chainChanged data names (`0x7a69` → `31337`). Throws on a bad one. */
  parseChainReference(data: unknown): string
  /** What a host's account request (eth_accounts, solana_getAccounts) answers for the connected address. */
  accountsReply(address: string): unknown[]
  /** Whether two addresses are the same account (EVM ignores case; base58 does not). */
  sameAddress(a: string, b: string): boolean
  /** Whether `address` can receive a transfer on this namespace. */
  isReceiver(address: string): boolean
  /** The account's native balance in base units (wei, lamports), from the network's RPC. */
  readNativeBalance(core: Core, account: ChainAccount): Promise<bigint>
  /**
   * The account's tokens for the Tokens tab and Send, 'unsupported' where no source covers the network.
   * `lastKnown` names tokens when the data service cannot.
   */
  readTokenBalances(
    core: Core,
    account: ChainAccount,
    p: {
      api: BlockchainApi | undefined
      /** The network's native currency from src/networks.ts, when it is a known network. */
      native: Network['nativeCurrency'] | undefined
      lastKnown: readonly TokenBalance[]
    },
  ): Promise<TokenBalance[] | 'unsupported'>
  /** The account's NFTs for the NFTs tab, 'unsupported' where no source covers the network. */
  readNfts?(
    core: Core,
    account: ChainAccount,
    p: { api: BlockchainApi | undefined },
  ): Promise<Nft[] | 'unsupported'>
  /** Forwards a read-only RPC method the gate allowed to the network's RPC. */
  readRpc(core: Core, caipNetworkId: CaipNetworkId, method: string, params: unknown): Promise<unknown>
  /** Builds the transfer the wallet will get and estimates its cost from that very transaction. */
  prepareTransfer(core: Core, request: TransferRequest): Promise<PreparedTransfer>
  /**
   * Whether a prepared transfer can still go out as built: its blockhash has not expired (Solana), the network's
   * gas price has not risen above its own (eip155). False when the chain cannot say; never throws.
   */
  isTransferCurrent(core: Core, prepared: PreparedTransfer): Promise<boolean>
  /** Hands a prepared transfer to the wallet (and, where the chain allows, waits until it is confirmed). */
  sendTransfer(core: Core, p: SendTransferParameters): Promise<SentTransfer>
  /** Whether the transaction landed (mined or confirmed) within the receipt time limit; never throws. */
  waitForTransaction(core: Core, caipNetworkId: CaipNetworkId, hash: string): Promise<boolean>
  /** Decodes a wallet request for ApproveTransaction, naming the tokens it moves. */
  describeRequest(
    core: Core,
    p: { method: string; params: unknown; caipNetworkId: CaipNetworkId },
  ): Promise<RequestSummary>
  /**
   * Asks the wallet to sign `message` (text) as `address` with `signMethod`, for a namespace with names (name
   * registration); the signature as the chain's verifiers take it (0x hex on EVM). Throws the wallet's error.
   */
  signMessage?(core: Core, p: { ask: AskWallet; address: string; message: string }): Promise<string>
  /** The wallet method signMessage uses; the gate's method list must allow it. */
  signMethod?: string
  /** The CAIP-122 sign-in text on this namespace (EIP-4361 on eip155, Sign In With Solana on solana). */
  createSignInMessage?(input: SignInMessageInput): Promise<string>
  /** Swaps on this namespace; none where the convert service has no swaps ('Network not supported for Swaps'). */
  swap?: SwapSupport | undefined
  /** Asks the wallet to move to `network` (only where src/namespaces.ts says the wallet switches chains). */
  switchWalletChain?(core: Core, p: { ask: AskWallet; network: Network }): Promise<void>
  /** How a remote wallet session (WalletConnect) carries this namespace. */
  walletSession: WalletSessionSupport
}
