import bs58 from 'bs58'
import type { Namespace } from './types.ts'

const EVM = /^(0x)?[0-9a-fA-F]{40}$/
const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
const SOLANA = new RegExp(`^${BASE58}{32,44}$`)
// Bitcoin legacy/P2SH (base58, 25-35 chars) or segwit/taproot (bech32, mainnet/testnet/regtest).
const BITCOIN = new RegExp(`^(?:[123mn]${BASE58}{24,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$`)
// SS58 addresses are base58, 46-48 chars for the common 1-2 byte network prefixes.
const POLKADOT = new RegExp(`^${BASE58}{46,48}$`)
// Cosmos addresses are bech32 with a chain-specific human-readable part.
const COSMOS = /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/

/** An EVM address: 40 hex characters with an optional 0x prefix (spec part 5). No checksum check. */
export function isEvmAddress(s: unknown): s is string {
  return typeof s === 'string' && EVM.test(s)
}

/** A Solana address: 32 to 44 base58 characters (spec part 5). */
export function isSolanaAddress(s: unknown): s is string {
  return typeof s === 'string' && SOLANA.test(s)
}

/** A Solana public key: a Solana address that decodes (bs58) to 32 bytes. */
export function isSolanaPublicKey(s: unknown): s is string {
  if (!isSolanaAddress(s)) return false
  try {
    return bs58.decode(s).length === 32
  } catch {
    return false
  }
}

// Each namespace's address check: a row per namespace, as in src/namespaces.ts.
const ADDRESS_CHECKS: Readonly<Record<Namespace, (s: string) => boolean>> = {
  eip155: (s) => EVM.test(s),
  solana: isSolanaPublicKey,
  bip122: (s) => BITCOIN.test(s),
  polkadot: (s) => POLKADOT.test(s),
  cosmos: (s) => COSMOS.test(s),
}

/** Whether `s` is an address of `namespace` (no checksum; a Solana one must decode to a 32-byte key). */
export function isAddressFor(namespace: Namespace, s: unknown): s is string {
  return typeof s === 'string' && Object.hasOwn(ADDRESS_CHECKS, namespace) && ADDRESS_CHECKS[namespace](s)
}
