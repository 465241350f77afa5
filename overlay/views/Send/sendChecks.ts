import { parseUnits } from 'viem'
import { isEvmAddress, isSolanaAddress } from '../../../src/address.ts'
import type { Namespace } from '../../../src/types.ts'
import type { SendDraft } from '../../tabStore.ts'
import { decodeBase58 } from './base58.ts'
import { SOLANA_SIGNATURE_FEE } from './solanaFee.ts'

/** Why the draft cannot go to the preview yet, in the spec's words where it has them (spec part 5). */
export function checkSendDraft(draft: SendDraft, namespace: Namespace = 'eip155'): string | undefined {
  if (!draft.token) return 'A token is required'
  if (!draft.amount.trim() || !draft.receiverAddress.trim())
    return 'An amount and receiver address are required'
  const decimals = Number(draft.token.quantity.decimals)
  let amount: bigint
  try {
    amount = parseUnits(draft.amount.trim(), decimals)
  } catch {
    return 'Enter a valid amount'
  }
  if (!/^\d*\.?\d*$/.test(draft.amount.trim()) || amount <= 0n) return 'Enter a valid amount'
  const balance = parseUnits(draft.token.quantity.numeric, decimals)
  if (amount > balance) return 'Insufficient balance'
  const receiver = draft.receiverAddress.trim()
  if (namespace === 'solana') {
    if (!isSolanaReceiver(receiver)) return 'Enter a valid Solana address'
    // SOL pays its own fee: a send of the whole balance could never land.
    if (!draft.token.address && amount > balance - SOLANA_SIGNATURE_FEE)
      return 'Leave SOL for the network fee'
    return undefined
  }
  if (!isEvmAddress(receiver)) return 'Enter a valid address or a name that resolves'
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
