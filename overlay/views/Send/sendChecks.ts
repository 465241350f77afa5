import { parseUnits } from 'viem'
import { isEvmAddress, isSolanaAddress } from '../../../src/address.ts'
import type { Messages } from '../../../src/messages/en.ts'
import type { Namespace } from '../../../src/types.ts'
import type { SendDraft } from '../../tabStore.ts'
import { decodeBase58 } from './base58.ts'
import { SOLANA_SIGNATURE_FEE } from './solanaFee.ts'

/** Why a draft cannot go to the preview: a key of the catalog's `send.problems`. */
export type SendProblem = keyof Messages['send']['problems']

/** Why the draft cannot go to the preview yet (the catalog words it as spec part 5 does where it has words). */
export function checkSendDraft(draft: SendDraft, namespace: Namespace = 'eip155'): SendProblem | undefined {
  if (!draft.token) return 'tokenRequired'
  if (!draft.amount.trim() || !draft.receiverAddress.trim()) return 'detailsRequired'
  const decimals = Number(draft.token.quantity.decimals)
  let amount: bigint
  try {
    amount = parseUnits(draft.amount.trim(), decimals)
  } catch {
    return 'invalidAmount'
  }
  if (!/^\d*\.?\d*$/.test(draft.amount.trim()) || amount <= 0n) return 'invalidAmount'
  const balance = parseUnits(draft.token.quantity.numeric, decimals)
  if (amount > balance) return 'insufficientBalance'
  const receiver = draft.receiverAddress.trim()
  if (namespace === 'solana') {
    if (!isSolanaReceiver(receiver)) return 'invalidSolanaAddress'
    // SOL pays its own fee: a send of the whole balance could never land.
    if (!draft.token.address && amount > balance - SOLANA_SIGNATURE_FEE) return 'leaveSolForFee'
    return undefined
  }
  if (!isEvmAddress(receiver)) return 'invalidAddress'
  return undefined
}

/** A Solana address: 32 to 44 base58 characters that decode to a 32-byte public key. */
export function isSolanaReceiver(value: string): boolean {
  return isSolanaAddress(value) && decodeBase58(value)?.length === 32
}

/**
 * Whether the receiver field holds a name to resolve (e.g. alice.devnet.id) rather than an address. Names are
 * resolved on eip155 only (spec part 1), so on Solana everything typed is an address.
 */
export function looksLikeName(value: string, namespace: Namespace = 'eip155'): boolean {
  if (namespace !== 'eip155') return false
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value.trim()) && !value.trim().startsWith('0x')
}
