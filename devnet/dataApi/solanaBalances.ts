import { Connection, PublicKey } from '@solana/web3.js'
import { getNetwork } from '../../src/networks.ts'
import { solanaAddressSchema } from '../../src/solana.ts'
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '../solana/cluster.ts'
import { SOLANA_DEV_TOKENS, type SolanaDevToken } from '../solana/devTokens.ts'
import { TOKEN_PROGRAMS } from '../solana/tokenAccounts.ts'

/** The address production services give native SOL (AppKit's native token address on Solana). */
export const NATIVE_SOL_ADDRESS = 'So11111111111111111111111111111111111111111'

/** A token as a balance row names it. */
export type TokenInfo = { name: string; symbol: string; decimals: number }

/** One holding of an owner: native SOL (no mint) or an SPL token the API knows. */
export type SolanaHolding = { info: TokenInfo; mint: string | undefined; amount: bigint }

/** A Solana cluster the API answers balances for, read live from its node's JSON-RPC. */
export type SolanaSource = {
  caipNetworkId: string
  /** The native currency and the SPL tokens the API knows (it lists no others, as production lists no spam). */
  native: TokenInfo
  tokenOf(mint: string): TokenInfo | undefined
  /** SOL and the known SPL tokens `owner` holds (more than zero of), in that order. Throws if the node fails. */
  holdings(owner: string): Promise<SolanaHolding[]>
}

export type CreateSolanaSourceParameters = {
  rpcUrl: string
  /** Default: Solana Devnet, which the devnet node stands in for. */
  caipNetworkId?: string | undefined
  tokens?: readonly SolanaDevToken[] | undefined
}

/** Whether `value` is a Solana address (base58 of 32 bytes). */
export function isSolanaAccount(value: string): boolean {
  return solanaAddressSchema.safeParse(value).success
}

/** Reads balances from a Solana node the way an indexer's live path would: getBalance and token accounts. */
export function createSolanaSource({
  rpcUrl,
  caipNetworkId = SOLANA_DEVNET_CAIP_NETWORK_ID,
  tokens = SOLANA_DEV_TOKENS,
}: CreateSolanaSourceParameters): SolanaSource {
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true })
  const byMint = new Map(tokens.map((token) => [token.mint, token]))
  const currency = getNetwork(caipNetworkId)?.nativeCurrency
  const native = currency ?? { name: 'Solana', symbol: 'SOL', decimals: 9 }
  const tokenOf = (mint: string) => byMint.get(mint)

  return {
    caipNetworkId,
    native,
    tokenOf,
    async holdings(owner) {
      const key = new PublicKey(owner)
      const [lamports, ...replies] = await Promise.all([
        connection.getBalance(key),
        ...Object.keys(TOKEN_PROGRAMS).map((programId) =>
          connection.getParsedTokenAccountsByOwner(key, { programId: new PublicKey(programId) }),
        ),
      ])
      const amounts = new Map<string, bigint>()
      for (const { value } of replies) {
        for (const { account } of value) {
          const info = (
            account.data.parsed as { info?: { mint?: unknown; tokenAmount?: { amount?: unknown } } }
          ).info
          const mint = info?.mint
          const amount = info?.tokenAmount?.amount
          if (typeof mint !== 'string' || typeof amount !== 'string' || !tokenOf(mint)) continue
          amounts.set(mint, (amounts.get(mint) ?? 0n) + BigInt(amount))
        }
      }
      const spl = tokens
        .filter((token) => (amounts.get(token.mint) ?? 0n) > 0n)
        .map((token) => ({ info: token, mint: token.mint, amount: amounts.get(token.mint) ?? 0n }))
      const sol = lamports > 0 ? [{ info: native, mint: undefined, amount: BigInt(lamports) }] : []
      return [...sol, ...spl]
    },
  }
}
