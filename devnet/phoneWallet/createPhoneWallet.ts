import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Address } from 'viem'
import { SOLANA_DEVNET_CAIP_NETWORK_ID, SOLANA_RPC_URL } from '../solana/cluster.ts'
import { getSolanaDevAccounts } from '../solana/devKeypairs.ts'
import { getDevAccounts } from '../wallet/devAccounts.ts'
import type { KeyValueStorage } from './memoryStorage.ts'
import { PHONE_WALLET_SOLANA_METHODS, signSolanaRequest } from './solanaSigner.ts'
import { chainIdHex, type PhoneWalletChain, signRequest, WalletRequestError } from './walletSigner.ts'

/** What the person sees of a session proposal. */
export type ProposalView = { id: number; name: string; url: string; chains: string[]; methods: string[] }
/** What the person sees of a request. */
export type RequestView = {
  id: number
  topic: string
  method: string
  params: unknown
  chainId: string
  peer: string
}
/** An approved session. */
export type SessionView = {
  topic: string
  peerName: string
  peerUrl: string
  chains: string[]
  chainId: number
  /** The Solana clusters the session holds, if the site asked for Solana. */
  solanaChains: string[]
}

/**
 * The person's answer to a proposal: approve or reject. An object approves without checks (tests use it
 * to answer with an unknown chain or a malformed account): EVM on `chains` (default: the wallet's), and
 * Solana with `solanaAccounts` as given (CAIP-10) when the site asked for Solana.
 */
export type ProposalAnswer =
  | boolean
  | { chains?: string[] | undefined; solanaAccounts?: string[] | undefined }

/** The person's answer to a request; 'garbage' answers at once with a malformed reply (a broken wallet). */
export type RequestAnswer = boolean | 'garbage'

/** The wallet's Solana side: one devnet key on the Solana devnet, sending to its node. */
export type PhoneWalletSolana = {
  /** The node signed transactions are sent to; default http://127.0.0.1:8899. */
  rpcUrl?: string | undefined
  /** Which Solana dev account signs; default: the same index as the EVM account. */
  accountIndex?: number | undefined
}

export type CreatePhoneWalletParameters = {
  relayUrl: string
  projectId: string
  chains: readonly PhoneWalletChain[]
  /** Which dev account signs; default 1, so it differs from the injected Devnet Wallet's account 0. */
  accountIndex?: number | undefined
  /** Key-value storage for WalletConnect; default: the library's (IndexedDB in a browser). */
  storage?: KeyValueStorage | undefined
  customStoragePrefix?: string | undefined
  name?: string | undefined
  decideProposal(proposal: ProposalView): Promise<ProposalAnswer>
  decideRequest(request: RequestView): Promise<RequestAnswer>
  /** Solana support (approved when a site asks for it); `false` makes an EVM-only wallet. */
  solana?: PhoneWalletSolana | false | undefined
  /** WalletKit waits this long between queued requests (1 s by default); tests lower it. */
  requestQueueDelayMs?: number | undefined
  /** Called whenever sessions change. */
  onChange?: (() => void) | undefined
}

export type PhoneWallet = {
  address: Address
  /** The Solana account (base58), unless the wallet is EVM-only. */
  solanaAddress: string | undefined
  /** Pairs with a `wc:` URI; the proposal then reaches `decideProposal`. */
  pair(uri: string): Promise<void>
  sessions(): SessionView[]
  /** Switches a session to another approved chain and tells the dapp (chainChanged). */
  switchChain(topic: string, chainId: number): Promise<void>
  /** Ends a session from the wallet side. */
  disconnect(topic: string): Promise<void>
  /** Closes the relay socket. */
  close(): Promise<void>
  walletKit: InstanceType<typeof WalletKit>
}

export const PHONE_WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]
const EVENTS = ['accountsChanged', 'chainChanged']
/** The Solana clusters the phone wallet knows: the devnet's node stands in for Solana Devnet. */
export const PHONE_WALLET_SOLANA_CHAINS = [SOLANA_DEVNET_CAIP_NETWORK_ID]

/** A phone-style wallet on @reown/walletkit holding one devnet key; runs in a browser page and in Node. */
export async function createPhoneWallet(p: CreatePhoneWalletParameters): Promise<PhoneWallet> {
  const account = getDevAccounts()[p.accountIndex ?? 1]
  if (!account) throw new Error(`No dev account ${p.accountIndex}`)
  const solanaKey =
    p.solana === false ? undefined : getSolanaDevAccounts()[p.solana?.accountIndex ?? p.accountIndex ?? 1]
  if (p.solana !== false && !solanaKey) throw new Error(`No Solana dev account ${p.solana?.accountIndex}`)
  const solanaRpcUrl = (p.solana || undefined)?.rpcUrl ?? SOLANA_RPC_URL
  const core = new Core({
    projectId: p.projectId,
    relayUrl: p.relayUrl,
    storage: p.storage as never,
    customStoragePrefix: p.customStoragePrefix,
    telemetryEnabled: false,
    logger: 'silent',
  })
  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: p.name ?? 'Devnet Phone Wallet',
      description: 'A WalletConnect wallet for the Walletdock devnet',
      url: 'http://127.0.0.1:5174',
      icons: [],
    },
  })
  if (p.requestQueueDelayMs !== undefined) {
    // WalletKit has no option for it; the sign client's engine reads this field before each queued request.
    const engine = (walletKit.engine as unknown as { signClient: { engine: { requestQueueDelay: number } } })
      .signClient.engine
    engine.requestQueueDelay = p.requestQueueDelayMs
  }
  const chainIds = new Map<string, number>()
  const changed = () => p.onChange?.()

  walletKit.on('session_proposal', (proposal) => void answerProposal(proposal))
  walletKit.on('session_request', (request) => void answerRequest(request))
  walletKit.on('session_delete', changed)

  async function answerProposal({ id, params }: WalletKitTypes.SessionProposal): Promise<void> {
    const requested = { ...params.requiredNamespaces, ...params.optionalNamespaces }
    const asked = Object.values(requested)
    const view: ProposalView = {
      id,
      name: params.proposer.metadata.name,
      url: params.proposer.metadata.url,
      chains: asked.flatMap((n) => n.chains ?? []),
      methods: asked.flatMap((n) => n.methods ?? []),
    }
    const answer = await p.decideProposal(view)
    if (answer === false) {
      await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const namespaces =
      answer === true
        ? buildApprovedNamespaces({ proposal: params, supportedNamespaces: supported() })
        : unchecked(answer, requested.solana !== undefined)
    const session = await walletKit.approveSession({ id, namespaces })
    chainIds.set(session.topic, Number(namespaces.eip155?.chains?.[0]?.split(':')[1]))
    changed()
  }

  // Everything the wallet can approve; WalletConnect keeps what the proposal asks for.
  function supported() {
    const evm = p.chains.map((c) => `eip155:${c.chainId}`)
    return {
      eip155: {
        chains: evm,
        methods: PHONE_WALLET_METHODS,
        events: EVENTS,
        accounts: evm.map((chain) => `${chain}:${account?.address}`),
      },
      ...(solanaKey && {
        solana: {
          chains: PHONE_WALLET_SOLANA_CHAINS,
          methods: PHONE_WALLET_SOLANA_METHODS,
          events: [],
          accounts: PHONE_WALLET_SOLANA_CHAINS.map((chain) => `${chain}:${solanaKey.address}`),
        },
      }),
    }
  }

  function unchecked(
    answer: Exclude<ProposalAnswer, boolean>,
    solanaAsked: boolean,
  ): Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> {
    const chains = answer.chains ?? p.chains.map((c) => `eip155:${c.chainId}`)
    const solanaAccounts = answer.solanaAccounts
    return {
      eip155: {
        chains,
        methods: PHONE_WALLET_METHODS,
        events: EVENTS,
        accounts: chains.map((chain) => `${chain}:${account?.address}`),
      },
      ...(solanaAsked &&
        solanaAccounts && {
          solana: {
            chains: [...new Set(solanaAccounts.map((a) => a.split(':').slice(0, 2).join(':')))],
            methods: PHONE_WALLET_SOLANA_METHODS,
            events: [],
            accounts: solanaAccounts,
          },
        }),
    }
  }

  async function answerRequest({ id, topic, params }: WalletKitTypes.SessionRequest): Promise<void> {
    const { request, chainId } = params
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } as never })
    const peer = walletKit.getActiveSessions()[topic]?.peer.metadata.name ?? 'a dapp'
    const answer = await p.decideRequest({
      id,
      topic,
      method: request.method,
      params: request.params,
      chainId,
      peer,
    })
    if (!answer) return respond({ error: { code: 4001, message: 'User rejected the request.' } })
    try {
      if (chainId.startsWith('solana:')) {
        if (!solanaKey || !PHONE_WALLET_SOLANA_CHAINS.includes(chainId as never))
          throw new WalletRequestError(4901, `The phone wallet is not on ${chainId}`)
        const context = { key: solanaKey, rpcUrl: solanaRpcUrl, garbage: answer === 'garbage' }
        return respond({ result: await signSolanaRequest(context, request.method, request.params) })
      }
      if (answer === 'garbage') return respond({ result: '0xnot-a-signature' })
      if (request.method === 'wallet_switchEthereumChain') {
        const target = Number((request.params as [{ chainId: string }])[0]?.chainId)
        await switchChain(topic, target)
        return respond({ result: null })
      }
      const chain = p.chains.find((c) => `eip155:${c.chainId}` === chainId)
      if (!chain) throw new WalletRequestError(4901, `The phone wallet is not on ${chainId}`)
      return respond({ result: await signRequest(account as never, chain, request.method, request.params) })
    } catch (error) {
      // Wallet errors keep their EIP-1193 code (the devnet's Solana helpers throw them with one too).
      const code =
        typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
          ? error.code
          : -32603
      return respond({ error: { code, message: error instanceof Error ? error.message : String(error) } })
    }
  }

  async function switchChain(topic: string, chainId: number): Promise<void> {
    if (!p.chains.some((c) => c.chainId === chainId))
      throw new WalletRequestError(4902, `Unrecognized chain ID ${chainIdHex(chainId)}`)
    chainIds.set(topic, chainId)
    await walletKit.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: chainId },
      chainId: `eip155:${chainId}`,
    })
    changed()
  }

  return {
    address: account.address,
    solanaAddress: solanaKey?.address,
    walletKit,
    pair: (uri) => walletKit.pair({ uri }),
    sessions: () =>
      Object.values(walletKit.getActiveSessions()).map((s) => ({
        topic: s.topic,
        peerName: s.peer.metadata.name,
        peerUrl: s.peer.metadata.url,
        chains: s.namespaces.eip155?.chains ?? [],
        chainId: chainIds.get(s.topic) ?? Number(s.namespaces.eip155?.chains?.[0]?.split(':')[1]),
        solanaChains: s.namespaces.solana?.chains ?? [],
      })),
    switchChain,
    disconnect: async (topic) => {
      await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      changed()
    },
    close: async () => {
      core.heartbeat.stop()
      await core.relayer.transportClose()
    },
  }
}
