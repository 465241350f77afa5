import { WALLET_MODES, type WalletMode, type WalletStorage } from '../../wallet/walletState.ts'
import { z } from '../../zod.ts'
import { SOLANA_DEV_ACCOUNT_COUNT } from '../devKeypairs.ts'

/** localStorage keys; every tab of the origin shares them, like an extension's storage. */
export const SOLANA_STORAGE_KEYS = {
  state: 'devnet-solana-wallet:state',
  mode: 'devnet-solana-wallet:mode',
} as const

const solanaWalletStateSchema = z.object({
  version: z.literal(1),
  authorized: z.boolean(),
  accountIndex: z
    .number()
    .int()
    .min(0)
    .max(SOLANA_DEV_ACCOUNT_COUNT - 1),
})
/** What the wallet persists: whether the site is connected and which account is selected. */
export type SolanaWalletState = z.infer<typeof solanaWalletStateSchema>

/** A fresh install: not connected, account 0 selected. */
export const INITIAL_SOLANA_WALLET_STATE: SolanaWalletState = Object.freeze({
  version: 1,
  authorized: false,
  accountIndex: 0,
})

/** Reads the state; anything missing or malformed reads as a fresh wallet rather than breaking the page. */
export function readSolanaWalletState(storage: WalletStorage): SolanaWalletState {
  const raw = storage.getItem(SOLANA_STORAGE_KEYS.state)
  if (raw === null) return INITIAL_SOLANA_WALLET_STATE
  try {
    const parsed = solanaWalletStateSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : INITIAL_SOLANA_WALLET_STATE
  } catch {
    return INITIAL_SOLANA_WALLET_STATE
  }
}

export function writeSolanaWalletState(storage: WalletStorage, state: SolanaWalletState): void {
  storage.setItem(SOLANA_STORAGE_KEYS.state, JSON.stringify(state))
}

/** Reads the mode; unknown values mean 'manual', the mode a person would expect. */
export function readSolanaWalletMode(storage: WalletStorage): WalletMode {
  const raw = storage.getItem(SOLANA_STORAGE_KEYS.mode)
  return WALLET_MODES.find((mode) => mode === raw) ?? 'manual'
}
