import { parseUnits } from 'viem'
import { isEvmAddress } from '../../../src/address.ts'
import type { SendDraft } from '../../sendDraft.ts'

/** Why the draft cannot go to the preview yet, in the spec's words where it has them (spec part 5). */
export function checkSendDraft(draft: SendDraft): string | undefined {
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
  if (amount > parseUnits(draft.token.quantity.numeric, decimals)) return 'Insufficient balance'
  if (!isEvmAddress(draft.receiverAddress.trim())) return 'Enter a valid address or a name that resolves'
  return undefined
}

/** Whether the receiver field holds a name to resolve (e.g. alice.devnet.id) rather than an address. */
export function looksLikeName(value: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value.trim()) && !value.trim().startsWith('0x')
}
