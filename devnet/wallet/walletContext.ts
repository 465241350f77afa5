import type { Address } from 'viem'
import type { ConsentRequest, Prompt } from './consentRequest.ts'
import type { DevAccount } from './devAccounts.ts'
import { DEV_ADDRESSES, getDevAccount } from './devAccounts.ts'
import { unauthorized, userRejected } from './providerErrors.ts'
import type { Rpc } from './rpc.ts'
import {
  type KnownChain,
  readMode,
  readState,
  type WalletState,
  type WalletStorage,
  writeState,
} from './walletState.ts'

/** What every wallet method works with; storage is the source of truth, so other tabs' changes apply at once. */
export type WalletContext = {
  origin: string
  storage: WalletStorage
  rpc: Rpc
  load(): WalletState
  update(change: (state: WalletState) => WalletState): void
  /** Resolves when the person approves; throws 4001 when they reject; never settles in 'hang' mode. */
  ask(request: Omit<ConsentRequest, 'origin'>): Promise<void>
  /** The wallet's addresses, the selected one first. */
  accounts(state: WalletState): Address[]
  /** What eth_accounts returns: the accounts when the site is authorized, else none. */
  connected(state: WalletState): Address[]
  /** The account to sign with, or 4100 when the site may not use it. */
  requireAccount(address: Address): DevAccount
}

/** One EIP-1193 method. */
export type WalletMethod = (context: WalletContext, params: unknown, method: string) => Promise<unknown>

export type CreateWalletContextParameters = {
  origin: string
  storage: WalletStorage
  rpc: Rpc
  prompt: Prompt
  initial: WalletState
  /** Called after every write, to emit the EIP-1193 events it causes. */
  onChange(): void
}

export function createWalletContext({
  origin,
  storage,
  rpc,
  prompt,
  initial,
  onChange,
}: CreateWalletContextParameters): WalletContext {
  const load = () => readState(storage, initial)
  // Addresses only: the signing key is made when something is signed (see devAccounts.ts).
  const accounts = (state: WalletState): Address[] => {
    const selected = DEV_ADDRESSES[state.accountIndex]
    return selected
      ? [selected, ...DEV_ADDRESSES.filter((address) => address !== selected)]
      : [...DEV_ADDRESSES]
  }
  return {
    origin,
    storage,
    rpc,
    load,
    update(change) {
      writeState(storage, change(load()))
      onChange()
    },
    async ask(request) {
      const mode = readMode(storage)
      if (mode === 'reject') throw userRejected()
      if (mode === 'hang') return new Promise<never>(() => {})
      if (mode === 'approve') return
      if (!(await prompt({ origin, ...request }))) throw userRejected()
    },
    accounts,
    connected: (state) => (state.authorized ? accounts(state) : []),
    requireAccount(address) {
      const state = load()
      const index = DEV_ADDRESSES.indexOf(address)
      if (!state.authorized || index < 0) throw unauthorized()
      return getDevAccount(index)
    },
  }
}

/** The chain the wallet is on (state validation guarantees it is known). */
export function getCurrentChain(state: WalletState): KnownChain {
  const chain = state.chains.find((known) => known.chainId === state.chainId)
  if (!chain) throw new Error(`The devnet wallet is on unknown chain ${state.chainId}.`)
  return chain
}

/** A prompt row naming a chain. */
export function networkRow(chain: KnownChain): { label: string; value: string } {
  return { label: 'Network', value: `${chain.chainName} (${chain.chainId})` }
}
