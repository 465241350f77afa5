import type { UiIntents } from '../../uiContext.ts'
import { decodeBase58 } from './base58.ts'

/** Lamports per signature on every public cluster: the fee when the RPC cannot say. */
export const SOLANA_SIGNATURE_FEE = 5000n
/** Bytes of an SPL token account, whose rent the sender pays when the receiver has none. */
const TOKEN_ACCOUNT_SIZE = 165

type Request = UiIntents['request']

/** What a Solana send costs the sender on top of the amount, in lamports. */
export type SolanaCosts = {
  fee: bigint
  /** Rent of the receiver's token account the send creates; 0 when it has one (or for SOL). */
  accountRent: bigint
}

/**
 * A legacy message with one signer (the sender) and a System transfer of 0 lamports to itself. The runtime
 * charges per signature plus any priority fee, and the modal's transfers have one signature and no priority
 * fee, so this message costs what the real transfer will, without building it here (web3.js stays in the
 * worker).
 */
export function solanaFeeMessage(from: string, blockhash: string): string {
  const systemProgram = new Uint8Array(32)
  const transfer = new Uint8Array(12)
  new DataView(transfer.buffer).setUint32(0, 2, true) // SystemInstruction::Transfer, lamports 0
  const bytes = [
    ...[1, 0, 1], // one signer, no read-only signers, one read-only account (the program)
    2,
    ...key(from),
    ...systemProgram,
    ...key(blockhash),
    1, // one instruction: program 1, accounts [0, 0], 12 bytes of data
    ...[1, 2, 0, 0, 12],
    ...transfer,
  ]
  return btoa(String.fromCharCode(...bytes))
}

function key(text: string): Uint8Array {
  const bytes = decodeBase58(text)
  if (bytes?.length !== 32) throw new Error(`Not a 32-byte key: ${text}`)
  return bytes
}

/** The network fee the node asks for such a transfer (getFeeForMessage through the core's read-only gate). */
export async function estimateSolanaFee(request: Request, from: string): Promise<bigint> {
  const latest = (await request({
    namespace: 'solana',
    method: 'getLatestBlockhash',
    params: [{ commitment: 'confirmed' }],
  })) as {
    value?: { blockhash?: unknown }
  }
  const blockhash = latest?.value?.blockhash
  if (typeof blockhash !== 'string') throw new Error('No blockhash')
  const fee = (await request({
    namespace: 'solana',
    method: 'getFeeForMessage',
    params: [solanaFeeMessage(from, blockhash), { commitment: 'confirmed' }],
  })) as { value?: unknown }
  // null: the blockhash expired in between; the caller shows the fee as unknown.
  if (typeof fee?.value !== 'number') throw new Error('No fee')
  return BigInt(fee.value)
}

/** The fee, plus the rent of the receiver's token account when it holds no account of the token yet. */
export async function estimateSolanaCosts(
  request: Request,
  { from, to, mint }: { from: string; to: string; mint?: string | undefined },
): Promise<SolanaCosts> {
  const [fee, accountRent] = await Promise.all([
    estimateSolanaFee(request, from),
    mint ? tokenAccountRent(request, to, mint) : 0n,
  ])
  return { fee, accountRent }
}

async function tokenAccountRent(request: Request, owner: string, mint: string): Promise<bigint> {
  const held = (await request({
    namespace: 'solana',
    method: 'getTokenAccountsByOwner',
    params: [owner, { mint }, { encoding: 'base64', commitment: 'confirmed' }],
  })) as { value?: unknown }
  if (!Array.isArray(held?.value)) throw new Error('No token accounts')
  if (held.value.length > 0) return 0n
  const rent = await request({
    namespace: 'solana',
    method: 'getMinimumBalanceForRentExemption',
    params: [TOKEN_ACCOUNT_SIZE],
  })
  if (typeof rent !== 'number') throw new Error('No rent')
  return BigInt(rent)
}
