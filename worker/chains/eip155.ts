import { isAddressFor } from '../../src/address.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import { InvalidWalletReplyError, parseEvmAccounts, parseEvmChainIdReply } from '../../src/walletReplies.ts'
import type { ChainAdapter } from './chainAdapter.ts'
import { evmSession } from './eip155/evmSession.ts'
import { switchEvmChain } from './eip155/switchEvmChain.ts'

/**
 * The eip155 namespace: accounts over eth_requestAccounts / eth_accounts and eth_chainId, reads through viem on
 * the network's RPC, tokens from the data service. Transfers and request decoding load on first use.
 */
export const eip155Adapter: ChainAdapter = {
  namespace: 'eip155',
  transferMethod: 'eth_sendTransaction',
  sendMethods: ['eth_sendTransaction', 'wallet_sendCalls'],
  async getWalletAccount(_core, { ask, prompt }) {
    const method = prompt ? 'eth_requestAccounts' : 'eth_accounts'
    const address = parseEvmAccounts(method, await ask(method))[0]
    if (!address) {
      if (prompt) throw new InvalidWalletReplyError(method, 'no account')
      return undefined
    }
    return { address, chainReference: String(parseEvmChainIdReply(await ask('eth_chainId'))) }
  },
  parseAccountsEvent: (accounts) => parseEvmAccounts('accountsChanged', accounts)[0],
  // A number or hex (0x7a69, 31337), bare or as a CAIP-2 id (eip155:31337).
  parseChainReference: (data) =>
    String(parseEvmChainIdReply(typeof data === 'string' ? data.replace(/^eip155:/, '') : data)),
  accountsReply: (address) => [address],
  sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  isReceiver: (address) => isAddressFor('eip155', address),
  // viem loads with the first chain read, not with the adapter: confirming a stored connection (offline too)
  // asks only the wallet.
  readNativeBalance: async (core, account) =>
    (await import('./eip155/evmReads.ts')).readEvmBalance(core, account),
  async readTokenBalances(_core, { address, caipNetworkId }, { api }) {
    if (!api || !(await api.isNetworkSupported(caipNetworkId))) return 'unsupported'
    return api.getBalances({ address, caipNetworkId })
  },
  async readNfts(_core, { address, caipNetworkId }, { api }) {
    if (!api || !(await api.isNetworkSupported(caipNetworkId))) return 'unsupported'
    return api.getNfts({ address, caipNetworkId })
  },
  readRpc: async (core, caipNetworkId: CaipNetworkId, method, params) =>
    (await import('./eip155/evmReads.ts')).readEvmRpc(core, caipNetworkId, method, params),
  // Transfers, receipts and decoding are loaded on first use: most sessions never send.
  prepareTransfer: async (core, request) =>
    (await import('./eip155/evmTransfer.ts')).prepareEvmTransfer(core, request),
  isTransferCurrent: async (core, prepared) =>
    (await import('./eip155/evmTransfer.ts')).isEvmTransferCurrent(core, prepared),
  sendTransfer: async (core, p) => (await import('./eip155/evmTransfer.ts')).sendEvmTransfer(core, p),
  waitForTransaction: async (core, caipNetworkId, hash) =>
    (await import('./eip155/evmTransfer.ts')).waitForEvmTransaction(core, caipNetworkId, hash),
  describeRequest: async (core, p) =>
    (await import('./eip155/describeEvmRequest.ts')).describeEvmRequest(core, p),
  // Swaps load with the Swap view's first intent, never with the adapter.
  swap: {
    readBalance: async (core, account, token) =>
      (await import('./eip155/evmSwap.ts')).readEvmSwapBalance(core, account, token),
    sendSwap: async (core, p) => (await import('./eip155/evmSwap.ts')).sendEvmSwap(core, p),
  },
  switchWalletChain: switchEvmChain,
  signMethod: 'personal_sign',
  signMessage: async (_core, p) => (await import('./eip155/signEvmMessage.ts')).signEvmMessage(p),
  createSignInMessage: async (input) =>
    (await import('./eip155/evmSignInMessage.ts')).evmSignInMessage(input),
  walletSession: evmSession,
}
