import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import bs58 from 'bs58'

/** An ed25519 key of the devnet: its 32-byte secret seed and its public key, as bytes and as an address. */
export type SolanaDevKeypair = {
  label: string
  /** The 32-byte ed25519 secret seed (what `Keypair.fromSeed` takes). */
  seed: Uint8Array
  publicKey: Uint8Array
  /** The public key in base58: the account address. */
  address: string
}

/** How many accounts the Devnet Solana Wallet holds. */
export const SOLANA_DEV_ACCOUNT_COUNT = 3

// Every devnet key is sha256 of a fixed label, so addresses are the same on every run and in every tab,
// and anyone reading this file can rebuild them. Never use such keys outside a local devnet.
const SEED_PREFIX = 'walletdock-devnet-solana/'

/** The devnet key for `label` (e.g. `account/0`, `mint-authority`, `mint/USDC`). */
export function getSolanaDevKeypair(label: string): SolanaDevKeypair {
  const seed = sha256(new TextEncoder().encode(SEED_PREFIX + label))
  const publicKey = ed25519.getPublicKey(seed)
  return { label, seed, publicKey, address: bs58.encode(publicKey) }
}

let accounts: readonly SolanaDevKeypair[] | undefined

/** The wallet's accounts 0–2 (labels `account/0` … `account/2`), derived once. */
export function getSolanaDevAccounts(): readonly SolanaDevKeypair[] {
  accounts ??= Object.freeze(
    Array.from({ length: SOLANA_DEV_ACCOUNT_COUNT }, (_, index) => getSolanaDevKeypair(`account/${index}`)),
  )
  return accounts
}
