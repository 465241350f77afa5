import type { Address, HDAccount } from 'viem'
import type { ConsentRequest, Prompt } from './consentRequest.ts'
import { getDevAccounts } from './devAccounts.ts'
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
  /** The wallet's accounts, the selected one first. */
  accounts(state: WalletState): HDAccount[]
  /** What eth_accounts returns: the accounts when the site is authorized, else none. */
  connected(state: WalletState): Address[]
  /** The account to sign with, or 4100 when the site may not use it. */
  requireAccount(address: Address): HDAccount
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
  const accounts = (state: WalletState): HDAccount[] => {
    const all = getDevAccounts()
    const selected = all[state.accountIndex]
    return selected ? [selected, ...all.filter((account) => account !== selected)] : [...all]
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
    connected: (state) => (state.authorized ? accounts(state).map((account) => account.address) : []),
    requireAccount(address) {
      const state = load()
      const account = accounts(state).find((candidate) => candidate.address === address)
      if (!state.authorized || !account) throw unauthorized()
      return account
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
