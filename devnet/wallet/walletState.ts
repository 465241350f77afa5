import { z } from '../zod.ts'
import { DEV_ACCOUNT_COUNT } from './devAccounts.ts'

/** How the wallet answers consent requests (localStorage 'devnet-wallet:mode'). */
export const WALLET_MODES = ['manual', 'approve', 'reject', 'hang', 'garbage'] as const
export type WalletMode = (typeof WALLET_MODES)[number]

/** localStorage keys; every tab of the origin shares them, like an extension's storage. */
export const STORAGE_KEYS = {
  state: 'devnet-wallet:state',
  mode: 'devnet-wallet:mode',
  legacy: 'devnet-wallet:legacy',
} as const

/** The part of Web Storage the wallet uses (a Map-backed fake in tests). */
export type WalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const knownChainSchema = z.object({
  chainId: z.number().int().positive(),
  chainName: z.string(),
  rpcUrl: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  blockExplorerUrl: z.string().optional(),
})
/** A chain the wallet can switch to. */
export type KnownChain = z.infer<typeof knownChainSchema>

const walletStateSchema = z
  .object({
    version: z.literal(1),
    authorized: z.boolean(),
    accountIndex: z
      .number()
      .int()
      .min(0)
      .max(DEV_ACCOUNT_COUNT - 1),
    chainId: z.number().int().positive(),
    chains: z.array(knownChainSchema).min(1),
  })
  .refine((state) => state.chains.some((chain) => chain.chainId === state.chainId))
/** What the wallet persists: the site's authorization, the selected account and chain, the chains it knows. */
export type WalletState = z.infer<typeof walletStateSchema>

/** A freshly installed wallet: not connected, on the first chain it knows. */
export function createInitialState(chains: readonly KnownChain[]): WalletState {
  const first = chains[0]
  if (!first) throw new Error('The demo wallet needs at least one chain.')
  return { version: 1, authorized: false, accountIndex: 0, chainId: first.chainId, chains: [...chains] }
}

/** Reads the state; anything missing or malformed reads as a fresh wallet rather than breaking the page. */
export function readState(storage: WalletStorage, initial: WalletState): WalletState {
  const raw = storage.getItem(STORAGE_KEYS.state)
  if (raw === null) return initial
  try {
    const parsed = walletStateSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : initial
  } catch {
    return initial
  }
}

export function writeState(storage: WalletStorage, state: WalletState): void {
  storage.setItem(STORAGE_KEYS.state, JSON.stringify(state))
}

/** Reads the mode; unknown values mean 'manual', the mode a person would expect. */
export function readMode(storage: WalletStorage): WalletMode {
  const raw = storage.getItem(STORAGE_KEYS.mode)
  return WALLET_MODES.find((mode) => mode === raw) ?? 'manual'
}

/** Checks a mode coming from outside (tests, the console). */
export function parseMode(value: unknown): WalletMode {
  const mode = WALLET_MODES.find((candidate) => candidate === value)
  if (!mode)
    throw new Error(
      `Unknown devnet wallet mode ${JSON.stringify(value)}; use one of ${WALLET_MODES.join(', ')}.`,
    )
  return mode
}
