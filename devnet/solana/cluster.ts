import { PREFLIGHT_COMMITMENTS } from '../../src/solanaChains.ts'
/** The devnet's Solana cluster: where it listens and which cluster it stands in for. Browser-safe. */

/** JSON-RPC over HTTP (Solana's default port). */
export const SOLANA_RPC_PORT = 8899
/** PubSub WebSocket: the HTTP port + 1, which is where `@solana/web3.js` looks by default. */
export const SOLANA_WS_PORT = 8900
export const SOLANA_RPC_URL = `http://127.0.0.1:${SOLANA_RPC_PORT}`
export const SOLANA_WS_URL = `ws://127.0.0.1:${SOLANA_WS_PORT}`

/**
 * The local node stands in for Solana Devnet, so it reports Devnet's genesis hash: its first 32 characters
 * are the CAIP-2 reference of `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`, the built-in "Solana Devnet" network.
 * A host points that network at the local node with `customRpcUrls`; no new network is needed.
 */
export const SOLANA_DEVNET_GENESIS_HASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'
/** The CAIP-2 id of the cluster the node stands in for. */
export const SOLANA_DEVNET_CAIP_NETWORK_ID = `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}` as const
/** The Wallet Standard chain id of Devnet (what `@solana/wallet-standard-chains` calls SOLANA_DEVNET_CHAIN). */
export const SOLANA_DEVNET_WALLET_CHAIN = 'solana:devnet'

/** Lamports per SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n
/** Fee per signature, as on every public cluster. */
export const LAMPORTS_PER_SIGNATURE = 5000n
/** How many blocks a blockhash stays usable (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALID_BLOCKS = 150

/** Every commitment a client may name; the deprecated ones are still accepted, as `@solana/web3.js@1` sends them. */
export const SOLANA_COMMITMENTS = PREFLIGHT_COMMITMENTS
