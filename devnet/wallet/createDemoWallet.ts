import { type Address, toHex } from 'viem'
import { DEVNET_CHAINS, type DevnetChain } from '../chains.ts'
import { accountMethods } from './accountMethods.ts'
import { chainMethods } from './chainMethods.ts'
import type { Prompt } from './consentRequest.ts'
import { createEmitter, type Listener } from './createEmitter.ts'
import { DEV_ACCOUNT_COUNT } from './devAccounts.ts'
import { ProviderRpcError, unsupportedMethod } from './providerErrors.ts'
import { createRpc } from './rpc.ts'
import { signingMethods } from './signingMethods.ts'
import { createWalletContext, getCurrentChain, type WalletMethod } from './walletContext.ts'
import {
  createInitialState,
  type KnownChain,
  parseMode,
  readMode,
  STORAGE_KEYS,
  type WalletMode,
  type WalletState,
  type WalletStorage,
} from './walletState.ts'

export type CreateDemoWalletParameters = {
  storage: WalletStorage
  prompt: Prompt
  fetch: typeof fetch
  /** The page's origin, shown in prompts. */
  origin: string
  /** Chains known on a fresh install; default: Walletdock Devnet A only, so adding Devnet B is exercised. */
  chains?: readonly KnownChain[] | undefined
}

/** The EIP-1193 provider dapps talk to. */
export type DemoWalletProvider = {
  readonly isDevnetWallet: true
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): DemoWalletProvider
  removeListener(event: string, listener: Listener): DemoWalletProvider
}

/** What `getState()` shows for debugging and tests. */
export type DemoWalletSnapshot = {
  mode: WalletMode
  authorized: boolean
  /** Every account the wallet holds, the selected one first. */
  accounts: Address[]
  chainId: number
  chains: KnownChain[]
}

export type DemoWallet = {
  provider: DemoWalletProvider
  setMode(mode: WalletMode): void
  getState(): DemoWalletSnapshot
  /** Back to a fresh install: not connected, only the initial chains, manual mode. */
  reset(): void
  /** The person disconnects the site from inside the wallet. */
  disconnect(): void
  /** The person picks another of the wallet's accounts (0–2). */
  selectAccount(index: number): void
  /** Re-reads storage and emits what changed; call it on `storage` events from other tabs. */
  sync(): void
}

/** Maps a devnet table row to a chain the wallet knows. */
export function toKnownChain(chain: DevnetChain): KnownChain {
  return {
    chainId: chain.chainId,
    chainName: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.nativeCurrency,
  }
}

// Reads a dapp may send through its wallet; real extensions forward them to the chain's RPC.
const FORWARDED_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
])

const METHODS: Record<string, WalletMethod> = { ...accountMethods, ...chainMethods, ...signingMethods }

/** The demo wallet without DOM: storage, prompts and fetch are injected so it runs under vitest. */
export function createDemoWallet({
  storage,
  prompt,
  fetch,
  origin,
  chains = DEVNET_CHAINS.slice(0, 1).map(toKnownChain),
}: CreateDemoWalletParameters): DemoWallet {
  const emitter = createEmitter()
  const initial = createInitialState(chains)
  const context = createWalletContext({
    origin,
    storage,
    rpc: createRpc(fetch),
    prompt,
    initial,
    onChange: publish,
  })

  // Events fire on changes of what dapps can see, whichever tab (or this one) wrote them.
  let seen = observe(context.load())
  function publish(): void {
    const state = context.load()
    const previous = seen
    seen = observe(state)
    if (seen.chainId !== previous.chainId) emitter.emit('chainChanged', toHex(seen.chainId))
    if (seen.accounts !== previous.accounts) emitter.emit('accountsChanged', context.connected(state))
  }

  const provider: DemoWalletProvider = {
    isDevnetWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(-32600, 'Expected a request object with a string method.')
      }
      const method = METHODS[args.method]
      if (method) return method(context, args.params, args.method)
      if (FORWARDED_METHODS.has(args.method)) {
        return context.rpc(getCurrentChain(context.load()).rpcUrl, args.method, args.params ?? [])
      }
      throw unsupportedMethod(args.method)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
  }

  return {
    provider,
    setMode: (mode) => storage.setItem(STORAGE_KEYS.mode, parseMode(mode)),
    getState: () => {
      const state = context.load()
      const accounts = context.accounts(state)
      return {
        mode: readMode(storage),
        authorized: state.authorized,
        accounts,
        chainId: state.chainId,
        chains: state.chains,
      }
    },
    reset: () => {
      storage.removeItem(STORAGE_KEYS.state)
      storage.removeItem(STORAGE_KEYS.mode)
      publish()
    },
    disconnect: () => context.update((state) => ({ ...state, authorized: false })),
    selectAccount: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= DEV_ACCOUNT_COUNT) {
        throw new Error(`The devnet wallet has accounts 0 to ${DEV_ACCOUNT_COUNT - 1}, not ${index}.`)
      }
      context.update((state) => ({ ...state, accountIndex: index }))
    },
    sync: publish,
  }
}

// Compared without deriving keys: the visible accounts change only with authorization or selection.
function observe(state: WalletState): { accounts: string; chainId: number } {
  return { accounts: state.authorized ? String(state.accountIndex) : '', chainId: state.chainId }
}
