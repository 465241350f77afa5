import { RPC_TIMEOUT_MS } from '../../../src/constants.ts'
import {
  InvalidRpcReplyError,
  lamportsSchema,
  parsedTokenAccountDataSchema,
  parseRpcReply,
  SPL_TOKEN_PROGRAMS,
} from '../../../src/solanaRpcReplies.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import type { Core } from '../../core.ts'
import { getSolanaConnection } from './getSolanaConnection.ts'
import { loadSolana } from './loadSolana.ts'

/** The account whose holdings are read: a base58 owner on a Solana network. */
export type SolanaOwner = { address: string; caipNetworkId: CaipNetworkId }

/** What one owner holds of one SPL mint, summed over its token accounts. */
export type SplHolding = { mint: string; amount: bigint; decimals: number }

/** SOL and SPL tokens of an owner as the RPC reports them. */
export type SolanaHoldings = { lamports: bigint; tokens: SplHolding[] }

/** The owner's SOL in lamports (getBalance), checked. */
export async function readSolanaLamports(core: Core, owner: SolanaOwner): Promise<bigint> {
  const [{ web3 }, connection] = await Promise.all([
    loadSolana(),
    getSolanaConnection(core, owner.caipNetworkId),
  ])
  const reply = await withTimeout(
    connection.getBalance(new web3.PublicKey(owner.address)),
    RPC_TIMEOUT_MS,
    'Solana getBalance',
    core.deps.clock,
  )
  return parseRpcReply('getBalance', lamportsSchema, reply)
}

/**
 * The owner's SOL and every SPL Token and Token-2022 account it owns (getTokenAccountsByOwner, jsonParsed),
 * summed per mint; mints it holds none of are left out. Any entry that does not check out fails the whole
 * read, so a broken node never replaces a good cached copy with a partial one.
 */
export async function readSolanaHoldings(core: Core, owner: SolanaOwner): Promise<SolanaHoldings> {
  const [{ web3 }, connection] = await Promise.all([
    loadSolana(),
    getSolanaConnection(core, owner.caipNetworkId),
  ])
  const ownerKey = new web3.PublicKey(owner.address)
  const accountsOf = (programId: string) =>
    withTimeout(
      connection.getParsedTokenAccountsByOwner(ownerKey, { programId: new web3.PublicKey(programId) }),
      RPC_TIMEOUT_MS,
      'Solana getTokenAccountsByOwner',
      core.deps.clock,
    )
  const [lamports, ...replies] = await Promise.all([
    readSolanaLamports(core, owner),
    ...Object.values(SPL_TOKEN_PROGRAMS).map(accountsOf),
  ])
  const byMint = new Map<string, SplHolding>()
  for (const { value } of replies) {
    for (const { account } of value) {
      const { info } = parseRpcReply(
        'getTokenAccountsByOwner',
        parsedTokenAccountDataSchema,
        account.data,
      ).parsed
      if (info.owner !== owner.address)
        throw new InvalidRpcReplyError('getTokenAccountsByOwner', `an account of ${info.owner} was listed`)
      const amount = BigInt(info.tokenAmount.amount)
      const { decimals } = info.tokenAmount
      const seen = byMint.get(info.mint)
      if (seen && seen.decimals !== decimals)
        throw new InvalidRpcReplyError('getTokenAccountsByOwner', `two decimals for the mint ${info.mint}`)
      byMint.set(info.mint, { mint: info.mint, decimals, amount: (seen?.amount ?? 0n) + amount })
    }
  }
  return { lamports, tokens: [...byMint.values()].filter((token) => token.amount > 0n) }
}
