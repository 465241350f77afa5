import { RPC_RECEIPT_TIMEOUT_MS } from '../../src/constants.ts'
import { ChainNotSupportedError } from '../../src/errors.ts'
import {
  parseSolanaAccounts,
  parseSolanaSignature,
  parseSolanaSignedTransaction,
  solanaAddressSchema,
} from '../../src/solana.ts'
import { SOLANA_WALLET_METHODS } from '../../src/solanaChains.ts'
import { InvalidWalletReplyError } from '../../src/walletReplies.ts'
import { walletChains } from '../walletChains.ts'
import type { ChainAdapter } from './chainAdapter.ts'
import { pickSolanaNetwork } from './solana/pickSolanaNetwork.ts'
import { solanaSession } from './solana/solanaSession.ts'

// Named when a network is not in src/networks.ts.
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

// A CAIP-2 reference (a cluster's genesis hash prefix), bare or as `solana:<reference>`.
const REFERENCE = /^(?:solana:)?([-_a-zA-Z0-9]{1,32})$/

/**
 * The solana namespace: Wallet Standard accounts on the cluster `pickSolanaNetwork` chooses (a Solana wallet
 * has no current chain), reads and transfers through web3.js. Every read, send and decoder is its own chunk,
 * loaded next to web3.js on first use, so only a core with a Solana account pays for them.
 */
export const solanaAdapter: ChainAdapter = {
  namespace: 'solana',
  transferMethod: SOLANA_WALLET_METHODS.signAndSendTransaction,
  sendMethods: [SOLANA_WALLET_METHODS.signAndSendTransaction],
  // A wallet's signing reply reaches the host only if it has the shape the method promises.
  checkWalletReply(method, reply) {
    if (method === SOLANA_WALLET_METHODS.signTransaction) return parseSolanaSignedTransaction(method, reply)
    if (
      method === SOLANA_WALLET_METHODS.signMessage ||
      method === SOLANA_WALLET_METHODS.signAndSendTransaction
    )
      return { signature: parseSolanaSignature(method, reply) }
    return reply
  },
  async getWalletAccount(core, { ask, connectorId, prompt }) {
    const method = prompt ? SOLANA_WALLET_METHODS.requestAccounts : SOLANA_WALLET_METHODS.getAccounts
    const address = parseSolanaAccounts(method, await ask(method))[0]
    if (!address) return undefined
    const network = pickSolanaNetwork(core, walletChains(core, connectorId))
    if (!network) throw new ChainNotSupportedError({ caipNetworkId: 'solana' })
    return { address, chainReference: network.slice('solana:'.length) }
  },
  parseAccountsEvent: (accounts) =>
    parseSolanaAccounts(
      'accountsChanged',
      accounts.map((pubkey) => ({ pubkey })),
    )[0],
  parseChainReference(data) {
    const reference = typeof data === 'string' ? REFERENCE.exec(data)?.[1] : undefined
    if (!reference) throw new InvalidWalletReplyError('chainChanged', 'not a Solana cluster')
    return reference
  },
  accountsReply: (address) => [{ pubkey: address }],
  // base58 is case-sensitive.
  sameAddress: (a, b) => a === b,
  isReceiver: (address) => solanaAddressSchema.safeParse(address).success,
  readNativeBalance: async (core, account) =>
    (await import('./solana/readSolanaHoldings.ts')).readSolanaLamports(core, account),
  readTokenBalances: async (core, account, { native = SOL, ...p }) =>
    (await import('./solana/readSolanaPortfolio.ts')).readSolanaPortfolio(core, account, { native, ...p }),
  readRpc: async (core, caipNetworkId, method, params) =>
    (await import('./solana/solanaRpcRequest.ts')).solanaRpcRequest(core, caipNetworkId, method, params),
  prepareTransfer: async (core, request) =>
    (await import('./solana/prepareSolanaTransfer.ts')).prepareSolanaTransfer(core, request),
  isTransferCurrent: async (core, prepared) =>
    (await import('./solana/sendSolanaTransfer.ts')).isSolanaTransferCurrent(core, prepared),
  sendTransfer: async (core, p) =>
    (await import('./solana/sendSolanaTransfer.ts')).sendSolanaTransfer(core, p),
  async waitForTransaction(core, caipNetworkId, hash) {
    const { confirmSolanaTransaction } = await import('./solana/confirmSolanaTransaction.ts')
    return confirmSolanaTransaction(core, {
      caipNetworkId,
      signature: hash,
      timeoutMs: RPC_RECEIPT_TIMEOUT_MS,
    }).then(
      () => true,
      // A transaction that failed on chain still spent its fee.
      (error: unknown) => error instanceof Error && error.name === 'TransactionFailedError',
    )
  },
  describeRequest: async (core, p) =>
    (await import('./solana/describeSolanaRequest.ts')).describeSolanaRequest(core, p),
  signMethod: SOLANA_WALLET_METHODS.signMessage,
  signMessage: async (_core, p) => (await import('./solana/signSolanaMessage.ts')).signSolanaMessage(p),
  createSignInMessage: async (input) =>
    (await import('./solana/solanaSignInMessage.ts')).solanaSignInMessage(input),
  walletSession: solanaSession,
}
