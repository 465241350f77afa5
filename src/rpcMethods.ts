import { REQUEST_ACCOUNTS_METHODS } from './requestAccountsMethods.ts'
import type { Namespace } from './types.ts'

/** Read-only methods the core answers through the chain's RPC without asking the wallet (spec part 6). */
export const SAFE_METHODS: Partial<Record<Namespace, readonly string[]>> = {
  eip155: [
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'eth_blockNumber',
    'eth_estimateGas',
    'eth_gasPrice',
    'eth_maxPriorityFeePerGas',
    'eth_feeHistory',
    'eth_getBlockByNumber',
    'eth_getBlockByHash',
    'eth_getCode',
    'eth_getLogs',
    'eth_getStorageAt',
    'eth_getTransactionByHash',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_sendRawTransaction',
    'net_version',
    'wallet_getCapabilities',
    'wallet_getAssets',
    'wallet_getCallsStatus',
  ],
  solana: [
    'getBalance',
    'getLatestBlockhash',
    'getAccountInfo',
    'getMultipleAccounts',
    'getTokenAccountBalance',
    'getTokenAccountsByOwner',
    'getSignatureStatuses',
    'getFeeForMessage',
    'getMinimumBalanceForRentExemption',
    'getBlockHeight',
    'getSlot',
    'getGenesisHash',
    'isBlockhashValid',
    'simulateTransaction',
    'sendTransaction',
  ],
  bip122: ['getBalance'],
}

/** Methods that need the wallet and the user's approval (spec part 6). */
export const UNSAFE_METHODS: Partial<Record<Namespace, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['signMessage', 'signPsbt', 'sendTransfer'],
}

/** Safe methods that only the wallet can answer; they go to it without the approval step. */
export const WALLET_READ_METHODS: Partial<Record<Namespace, readonly string[]>> = {
  eip155: ['wallet_getCapabilities', 'wallet_getAssets', 'wallet_getCallsStatus'],
}

/** Methods answered from the core's own state, never forwarded. */
export const ACCOUNT_METHODS: Partial<Record<Namespace, readonly string[]>> = {
  eip155: ['eth_accounts', REQUEST_ACCOUNTS_METHODS.eip155, 'wallet_switchEthereumChain'],
  solana: [REQUEST_ACCOUNTS_METHODS.solana, 'solana_getAccounts'],
}

const REQUEST_ACCOUNTS: Partial<Record<Namespace, string>> = REQUEST_ACCOUNTS_METHODS

/** Whether `method` is the account request of `namespace` (refused with 4100 while it has no connection). */
export function isRequestAccountsMethod(namespace: Namespace, method: string): boolean {
  return REQUEST_ACCOUNTS[namespace] === method
}

/** Wallet requests that prompt the person besides the unsafe ones: connecting, switching or adding a chain. */
const PROMPT_METHODS: readonly string[] = [
  ...Object.values(REQUEST_ACCOUNTS_METHODS),
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

// Derived, not kept by hand: a method added to an unsafe list waits for the person like the others.
const CONSENT_METHODS: ReadonlySet<string> = new Set([
  ...Object.values(UNSAFE_METHODS).flat(),
  ...PROMPT_METHODS,
])

/** Whether a wallet request waits on the person's answer (any namespace's unsafe method, or a prompt method). */
export function isConsentMethod(method: string): boolean {
  return CONSENT_METHODS.has(method)
}

export type MethodClass = 'safe' | 'unsafe' | 'account' | 'denied'

/** How the RPC gate treats a method in a namespace. */
export function classifyMethod(namespace: Namespace, method: string): MethodClass {
  if (ACCOUNT_METHODS[namespace]?.includes(method)) return 'account'
  if (UNSAFE_METHODS[namespace]?.includes(method)) return 'unsafe'
  if (SAFE_METHODS[namespace]?.includes(method)) return 'safe'
  return 'denied'
}
