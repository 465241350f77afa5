import { InvalidApiReplyError } from '../../../src/errors.ts'
import { TokenAccountReceiverError } from '../../../src/sendErrors.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { Core } from '../../core.ts'
import { parseAmount } from '../parseAmount.ts'
import { getSolanaConnection } from './getSolanaConnection.ts'
import { loadSolana, type SolanaLibraries } from './loadSolana.ts'

export type BuildSolanaTransferParameters = {
  caipNetworkId: CaipNetworkId
  /** The sender: signs and pays the fee (and the receiver's token account, when it has none). */
  from: string
  to: string
  /** In whole units as entered (`1.5`), read with the decimals of the mint (SOL's for native). */
  amount: string
  /** The SPL token's mint; none for native SOL. */
  mint?: string | undefined
}

/**
 * An unsigned transaction for the wallet, the blockhash window that bounds its confirmation, and what it
 * costs: the node's fee for this very message (undefined when the node cannot say) and the rent of the
 * receiver's token account when the transfer creates it.
 */
export type SolanaTransfer = {
  transaction: string
  blockhash: string
  lastValidBlockHeight: number
  /** The mint's decimals as the chain reports them (9 for SOL), and the amount in base units. */
  decimals: number
  value: bigint
  fee: bigint | undefined
  accountRent: bigint
}

// Lamports have 9 decimals on every cluster.
const SOL_DECIMALS = 9

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
  const built = p.mint
    ? await tokenTransfer(core, libraries, { ...p, mint: p.mint }, from, to)
    : native(libraries, p.amount, from, to)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed')
  const transaction = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    ...built.instructions,
  )
  const [fee, accountRent] = await Promise.all([
    // The fee of exactly this message; null when its blockhash expired in between.
    connection.getFeeForMessage(transaction.compileMessage(), 'confirmed').then(
      ({ value }) => (typeof value === 'number' ? BigInt(value) : undefined),
      () => undefined,
    ),
    built.createsAccount
      ? connection.getMinimumBalanceForRentExemption(libraries.splToken.ACCOUNT_SIZE).then(BigInt)
      : 0n,
  ])
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return {
    transaction: bytes.toString('base64'),
    blockhash,
    lastValidBlockHeight,
    decimals: built.decimals,
    value: built.value,
    fee,
    accountRent,
  }
}

type Built = {
  instructions: InstanceType<SolanaLibraries['web3']['TransactionInstruction']>[]
  decimals: number
  value: bigint
  createsAccount: boolean
}

function native({ web3 }: SolanaLibraries, amount: string, from: PublicKey, to: PublicKey): Built {
  const value = parseAmount(amount, SOL_DECIMALS)
  return {
    instructions: [web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: value })],
    decimals: SOL_DECIMALS,
    value,
    createsAccount: false,
  }
}

type PublicKey = InstanceType<SolanaLibraries['web3']['PublicKey']>

async function tokenTransfer(
  core: Core,
  { web3, splToken }: SolanaLibraries,
  p: BuildSolanaTransferParameters & { mint: string },
  from: PublicKey,
  to: PublicKey,
): Promise<Built> {
  const connection = await getSolanaConnection(core, p.caipNetworkId)
  const mint = new web3.PublicKey(p.mint)
  // One read for both: which token program owns the mint (Token or Token-2022), and what the receiver is.
  const [mintInfo, receiverInfo] = await connection.getMultipleAccountsInfo([mint, to])
  const tokenPrograms = [splToken.TOKEN_PROGRAM_ID, splToken.TOKEN_2022_PROGRAM_ID]
  const programId = tokenPrograms.find((id) => mintInfo?.owner.equals(id))
  if (!mintInfo || !programId)
    throw new InvalidApiReplyError({ details: `${p.mint} is not a token mint on ${p.caipNetworkId}` })
  // The mint's own decimals, never a listing's: a wrong one would move 1000× more or less than entered.
  const { decimals } = splToken.unpackMint(mint, mintInfo, programId)
  const value = parseAmount(p.amount, decimals)
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
    value,
    decimals,
    [],
    programId,
  )
  if (await connection.getAccountInfo(destination))
    return { instructions: [transfer], decimals, value, createsAccount: false }
  // Idempotent: should the account appear before this lands, creating it is a no-op rather than a failure.
  return {
    instructions: [
      splToken.createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, programId),
      transfer,
    ],
    decimals,
    value,
    createsAccount: true,
  }
}
