import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { ConsentRequest, Prompt } from '../../wallet/consentRequest.ts'
import { unauthorized, userRejected } from '../../wallet/providerErrors.ts'
import { createRpc } from '../../wallet/rpc.ts'
import { parseMode, type WalletMode, type WalletStorage } from '../../wallet/walletState.ts'
import { SOLANA_DEVNET_WALLET_CHAIN, SOLANA_RPC_URL } from '../cluster.ts'
import { getSolanaDevAccounts, SOLANA_DEV_ACCOUNT_COUNT, type SolanaDevKeypair } from '../devKeypairs.ts'
import { type SendSignedTransactionParameters, sendSignedTransaction } from './sendSignedTransaction.ts'
import { createSigningFeatures, NETWORK_ROW } from './solanaSigningFeatures.ts'
import { SOLANA_WALLET_ICON } from './solanaWalletIcon.ts'
import { connectInputSchema, parseInputs } from './solanaWalletInputs.ts'
import {
  readSolanaWalletMode,
  readSolanaWalletState,
  SOLANA_STORAGE_KEYS,
  type SolanaWalletState,
  writeSolanaWalletState,
} from './solanaWalletState.ts'

export type CreateDemoSolanaWalletParameters = {
  storage: WalletStorage
  prompt: Prompt
  fetch: typeof fetch
  /** The page's origin, shown in prompts. */
  origin: string
  /** The node the wallet sends through (default: the devnet's, on 127.0.0.1:8899). */
  rpcUrl?: string | undefined
  /** Between signature status polls when a dapp asks to wait for a commitment. */
  pollIntervalMs?: number | undefined
}

/** The features the wallet implements, as Wallet Standard types them. */
export type DemoSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignMessageFeature

/** What `getState()` shows for debugging and tests. */
export type DemoSolanaWalletSnapshot = {
  mode: WalletMode
  authorized: boolean
  /** Every account the wallet holds, the selected one first. */
  accounts: string[]
  chains: string[]
  rpcUrl: string
}

export type DemoSolanaWallet = {
  /** The Wallet Standard wallet to register. */
  wallet: Wallet & { readonly features: DemoSolanaWalletFeatures }
  setMode(mode: WalletMode): void
  getState(): DemoSolanaWalletSnapshot
  /** Back to a fresh install: not connected, account 0, manual mode. */
  reset(): void
  /** The person disconnects the site from inside the wallet. */
  disconnect(): void
  /** The person picks another of the wallet's accounts (0–2). */
  selectAccount(index: number): void
  /** Re-reads storage and emits what changed; call it on `storage` events from other tabs. */
  sync(): void
}

const CHAINS = [SOLANA_DEVNET_WALLET_CHAIN] as const
const SIGNING_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

/** The demo Solana wallet without DOM: storage, prompts and fetch are injected so it runs under vitest. */
export function createDemoSolanaWallet({
  storage,
  prompt,
  fetch,
  origin,
  rpcUrl = SOLANA_RPC_URL,
  pollIntervalMs = 400,
}: CreateDemoSolanaWalletParameters): DemoSolanaWallet {
  const rpc = createRpc(fetch)
  const listeners = new Set<StandardEventsListeners['change']>()
  // Wallet Standard apps compare accounts by identity: hand out one object per account for the wallet's life.
  const entries = getSolanaDevAccounts().map((key, index) => ({
    key,
    account: new ReadonlyWalletAccount({
      address: key.address,
      publicKey: key.publicKey,
      chains: CHAINS,
      features: SIGNING_FEATURES,
      label: `Devnet account ${index}`,
    }),
  }))

  const load = () => readSolanaWalletState(storage)
  /** The wallet's accounts, the selected one first. */
  const ordered = (state: SolanaWalletState) => {
    const selected = entries[state.accountIndex]
    return selected ? [selected, ...entries.filter((entry) => entry !== selected)] : [...entries]
  }
  const visibleAccounts = (state: SolanaWalletState): WalletAccount[] =>
    state.authorized ? ordered(state).map((entry) => entry.account) : []

  let seen = observe(load())
  function publish(): void {
    const next = observe(load())
    if (next === seen) return
    seen = next
    const accounts = visibleAccounts(load())
    for (const listener of [...listeners]) listener({ accounts })
  }
  const update = (change: (state: SolanaWalletState) => SolanaWalletState) => {
    writeSolanaWalletState(storage, change(load()))
    publish()
  }

  async function ask(request: Omit<ConsentRequest, 'origin'>): Promise<void> {
    const mode = readSolanaWalletMode(storage)
    if (mode === 'reject') throw userRejected()
    if (mode === 'hang') return new Promise<never>(() => {})
    if (mode === 'approve') return
    if (!(await prompt({ origin, ...request }))) throw userRejected()
  }
  const isGarbage = () => readSolanaWalletMode(storage) === 'garbage'

  /** The key behind an account the site was given, or 4100. */
  function requireKey(address: string): SolanaDevKeypair {
    const key = entries.find((entry) => entry.key.address === address)?.key
    if (!load().authorized || !key) throw unauthorized()
    return key
  }

  const send = (signed: Uint8Array, options: SendSignedTransactionParameters['options']) =>
    sendSignedTransaction({ rpc, rpcUrl, signed, options, pollIntervalMs })

  const features: DemoSolanaWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        const { silent } = parseInputs(connectInputSchema, [input], 'standard:connect')[0] ?? {}
        const state = load()
        if (state.authorized) return { accounts: visibleAccounts(state) }
        if (silent) return { accounts: [] }
        // 'garbage' mode: a broken wallet, so the modal's validation of wallet replies is exercised.
        if (isGarbage()) return { accounts: [garbageAccount()] }
        const [selected] = ordered(state)
        await ask({
          method: 'standard:connect',
          title: 'Connect to this site',
          details: [{ label: 'Account', value: selected?.key.address ?? '' }, NETWORK_ROW],
        })
        update((latest) => ({ ...latest, authorized: true }))
        return { accounts: visibleAccounts(load()) }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        update((latest) => ({ ...latest, authorized: false }))
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    ...createSigningFeatures({ requireKey, ask, isGarbage, send }),
  }

  const wallet = {
    version: '1.0.0' as const,
    name: 'Devnet Solana Wallet',
    icon: SOLANA_WALLET_ICON,
    chains: CHAINS,
    features,
    get accounts() {
      return visibleAccounts(load())
    },
  }

  return {
    wallet,
    setMode: (mode) => storage.setItem(SOLANA_STORAGE_KEYS.mode, parseMode(mode)),
    getState: () => {
      const state = load()
      return {
        mode: readSolanaWalletMode(storage),
        authorized: state.authorized,
        accounts: ordered(state).map((entry) => entry.key.address),
        chains: [...CHAINS],
        rpcUrl,
      }
    },
    reset: () => {
      storage.removeItem(SOLANA_STORAGE_KEYS.state)
      storage.removeItem(SOLANA_STORAGE_KEYS.mode)
      publish()
    },
    disconnect: () => update((state) => ({ ...state, authorized: false })),
    selectAccount: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= SOLANA_DEV_ACCOUNT_COUNT) {
        throw new Error(
          `The Devnet Solana Wallet has accounts 0 to ${SOLANA_DEV_ACCOUNT_COUNT - 1}, not ${index}.`,
        )
      }
      update((state) => ({ ...state, accountIndex: index }))
    },
    sync: publish,
  }
}

// The visible accounts change only with authorization or selection.
function observe(state: SolanaWalletState): string {
  return state.authorized ? String(state.accountIndex) : ''
}

/** What a broken wallet might hand back: no base58 address, a 3-byte "public key". */
function garbageAccount(): WalletAccount {
  return new ReadonlyWalletAccount({
    address: 'not-a-solana-address',
    publicKey: new Uint8Array(3),
    chains: CHAINS,
    features: [],
  })
}
