import { getSolanaDevKeypair } from './devKeypairs.ts'

/** An SPL token mint the devnet creates at start. Browser-safe. */
export type SolanaDevToken = {
  name: string
  symbol: string
  decimals: number
  /** Whole tokens minted to each dev account's associated token account. */
  amountEach: bigint
  /** The mint's address (a fixed devnet key, so it is the same every run). */
  mint: string
}

const token = (name: string, symbol: string, decimals: number, amountEach: bigint): SolanaDevToken => ({
  name,
  symbol,
  decimals,
  amountEach,
  mint: getSolanaDevKeypair(`mint/${symbol}`).address,
})

/** The devnet SPL tokens: a USDC-like 6-decimal coin and a 9-decimal token, like the EVM side's USDC and WDT. */
export const SOLANA_DEV_TOKENS: readonly SolanaDevToken[] = Object.freeze([
  token('Devnet USD Coin', 'USDC', 6, 10_000n),
  token('Walletdock Token', 'WDT', 9, 1_000n),
])

/** SOL each dev account holds at start. */
export const SOLANA_DEV_SOL_EACH = 100n

/** The key that pays for and mints the devnet tokens (not one of the wallet's accounts). */
export const SOLANA_MINT_AUTHORITY_LABEL = 'mint-authority'
