import { InvalidApiReplyError } from '../../src/errors.ts'
import { TokenAccountReceiverError } from '../../src/sendErrors.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import type { Core } from '../core.ts'
import { getSolanaConnection } from './getSolanaConnection.ts'
import { loadSolana, type SolanaLibraries } from './loadSolana.ts'

export type BuildSolanaTransferParameters = {
  caipNetworkId: CaipNetworkId
  /** The sender: signs and pays the fee (and the receiver's token account, when it has none). */
  from: string
  to: string
  /** In base units (lamports, or the token's smallest unit). */
  amount: bigint
  /** The SPL token's mint; none for native SOL. */
  mint?: string | undefined
  /** The token's decimals as the modal knows them; checked against the mint. */
  decimals: number
  symbol?: string | undefined
}

/** An unsigned transaction for the wallet, and the blockhash window that bounds its confirmation. */
export type SolanaTransfer = { transaction: string; blockhash: string; lastValidBlockHeight: number }

/**
 * Builds a transfer for the wallet to sign and send, paid by the sender, with a fresh blockhash. SOL is a
 * System transfer; an SPL token is transferChecked between associated token accounts, creating the receiver's
 * idempotently first (a receiver that never held the token has none).
 */
export async function buildSolanaTransfer(
  core: Core,
  p: BuildSolanaTransferParameters,
): Promise<SolanaTransfer> {
  const libraries = await loadSolana()
  const { web3 } = libraries
  const connection = await getSolanaConnection(core, p.caipNetworkId)
  const from = new web3.PublicKey(p.from)
  const to = new web3.PublicKey(p.to)
  const instructions = p.mint
    ? await tokenTransfer(core, libraries, { ...p, mint: p.mint }, from, to)
    : [web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: p.amount })]
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed')
  const transaction = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    ...instructions,
  )
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return { transaction: bytes.toString('base64'), blockhash, lastValidBlockHeight }
}

type PublicKey = InstanceType<SolanaLibraries['web3']['PublicKey']>

async function tokenTransfer(
  core: Core,
  { web3, splToken }: SolanaLibraries,
  p: BuildSolanaTransferParameters & { mint: string },
  from: PublicKey,
  to: PublicKey,
) {
  const connection = await getSolanaConnection(core, p.caipNetworkId)
  const mint = new web3.PublicKey(p.mint)
  // One read for both: which token program owns the mint (Token or Token-2022), and what the receiver is.
  const [mintInfo, receiverInfo] = await connection.getMultipleAccountsInfo([mint, to])
  const tokenPrograms = [splToken.TOKEN_PROGRAM_ID, splToken.TOKEN_2022_PROGRAM_ID]
  const programId = tokenPrograms.find((id) => mintInfo?.owner.equals(id))
  if (!mintInfo || !programId)
    throw new InvalidApiReplyError({ details: `${p.mint} is not a token mint on ${p.caipNetworkId}` })
  const { decimals } = splToken.unpackMint(mint, mintInfo, programId)
  // The amount was read with the listed decimals: a mismatch would move 1000× more or less than shown.
  if (decimals !== p.decimals)
    throw new InvalidApiReplyError({
      details: `${p.symbol ?? p.mint} has ${decimals} decimals on chain, not ${p.decimals}`,
    })
  // A token account pasted as the receiver would get a token account of its own that nobody can use.
  if (receiverInfo && tokenPrograms.some((id) => receiverInfo.owner.equals(id)))
    throw new TokenAccountReceiverError(p.to)
  const source = splToken.getAssociatedTokenAddressSync(mint, from, true, programId)
  // Off-curve owners (program-derived vaults) may hold tokens too.
  const destination = splToken.getAssociatedTokenAddressSync(mint, to, true, programId)
  const transfer = splToken.createTransferCheckedInstruction(
    source,
    mint,
    destination,
    from,
    p.amount,
    decimals,
    [],
    programId,
  )
  if (await connection.getAccountInfo(destination)) return [transfer]
  // Idempotent: should the account appear before this lands, creating it is a no-op rather than a failure.
  return [
    splToken.createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, programId),
    transfer,
  ]
}
