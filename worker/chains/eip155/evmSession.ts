import { parseEvmChainId, toEvmChainIdHex } from '../../../src/networks.ts'
import type { WalletSessionSupport } from '../chainAdapter.ts'

const ACCOUNTS: ReadonlySet<string> = new Set(['eth_accounts', 'eth_requestAccounts'])
const SWITCH = 'wallet_switchEthereumChain'

/**
 * The eip155 namespace over a remote wallet session: the wallet signs, sends and switches chains (EIP-3326, with
 * wallet_addEthereumChain when it does not know one); the accounts and the current chain are the session's own.
 */
export const evmSession: WalletSessionSupport = {
  methods: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    SWITCH,
    'wallet_addEthereumChain',
  ],
  events: ['accountsChanged', 'chainChanged'],
  answer(method, { addresses, chainReference }) {
    if (ACCOUNTS.has(method)) return { reply: [...addresses] }
    if (method === 'eth_chainId' && chainReference !== undefined)
      return { reply: toEvmChainIdHex(parseEvmChainId(chainReference)) }
    return undefined
  },
  switchTarget: (method, params) =>
    method === SWITCH
      ? String(parseEvmChainId((params as [{ chainId?: string }] | undefined)?.[0]?.chainId ?? ''))
      : undefined,
}
