import type { CaipNetworkId } from './types.ts'

/**
 * The wallet methods of the solana namespace, in WalletConnect's JSON-RPC form. The core speaks only these;
 * a tab translates them onto a Wallet Standard wallet's features, the WalletConnect connector sends them as is.
 */
export const SOLANA_WALLET_METHODS = {
  /** Asks the wallet to connect (it may prompt). Reply: `[{ pubkey }]`. */
  requestAccounts: 'solana_requestAccounts',
  /** The accounts already connected, without a prompt. Reply: `[{ pubkey }]`. */
  getAccounts: 'solana_getAccounts',
  /** Params `{ message: base58, pubkey }`. Reply `{ signature: base58 }`. */
  signMessage: 'solana_signMessage',
  /** Params `{ transaction: base64 }`. Reply `{ signature: base58, transaction?: base64 }`. */
  signTransaction: 'solana_signTransaction',
  /** Params `{ transaction: base64, sendOptions? }`. Reply `{ signature: base58 }`. */
  signAndSendTransaction: 'solana_signAndSendTransaction',
  /** Forgets this site in the wallet (Wallet Standard `standard:disconnect`); best effort. */
  disconnect: 'solana_disconnect',
} as const

// The CAIP-2 references of Solana's clusters are the first 32 characters of their genesis hashes.
const CLUSTERS = [
  ['solana:mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['solana:devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ['solana:testnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkM3K'],
] as const

/** The CAIP network id of a Wallet Standard chain name (`solana:devnet`) or of a CAIP id itself. */
export function toSolanaCaipNetworkId(chain: string): CaipNetworkId | undefined {
  for (const [standard, caip] of CLUSTERS) if (chain === standard || chain === caip) return caip
  return undefined
}

/** The Wallet Standard chain name of a Solana CAIP network id (`solana:devnet`), if it is a known cluster. */
export function toWalletStandardChain(caipNetworkId: string): string | undefined {
  return CLUSTERS.find(([, caip]) => caip === caipNetworkId)?.[0]
}

/** Sign-and-send preflight commitments (spec part 5). */
export const PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]
