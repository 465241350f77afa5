import { parseUnits } from 'viem'
import { isAddressFor } from '../../../src/address.ts'
import type { ViewMessages } from '../../../src/messages/views/en.ts'
import { traitsOf } from '../../../src/namespaces.ts'
import { supportsFeature } from '../../../src/networks.ts'
import type { Namespace } from '../../../src/types.ts'
import type { SendDraft } from '../../tabStore.ts'

/** Why a draft cannot go to the preview: a key of the catalog's `send.problems`. */
export type SendProblem = keyof ViewMessages['send']['problems']

/**
 * Why the draft cannot go to the preview yet (the catalog words it as spec part 5 does where it has words).
 * The core checks the same again when it prepares the send; these keep the form quick. `decimals` are the
 * token's as the chain reports them, once the core prepared the send; until then, the data service's.
 */
export function checkSendDraft(
  draft: SendDraft,
  namespace: Namespace = 'eip155',
  decimals = Number(draft.token?.quantity.decimals),
): SendProblem | undefined {
  if (!draft.token) return 'tokenRequired'
  if (!draft.amount.trim() || !draft.receiverAddress.trim()) return 'detailsRequired'
  let amount: bigint
  try {
    amount = parseUnits(draft.amount.trim(), decimals)
  } catch {
    return 'invalidAmount'
  }
  if (!/^\d*\.?\d*$/.test(draft.amount.trim()) || amount <= 0n) return 'invalidAmount'
  const balance = parseUnits(draft.token.quantity.numeric, decimals)
  if (amount > balance) return 'insufficientBalance'
  const traits = traitsOf(namespace)
  if (!isAddressFor(namespace, draft.receiverAddress.trim())) return traits.send.invalidReceiver
  // Where the native currency pays its own fee (SOL), a send of the whole balance could never land.
  if (!draft.token.address && amount > balance - traits.minimumFee) return 'leaveSolForFee'
  return undefined
}

/**
 * Whether the receiver field holds a name to resolve (e.g. alice.devnet.id) rather than an address. Names are
 * resolved where the namespace has them (eip155, spec part 1); elsewhere everything typed is an address.
 */
export function looksLikeName(value: string, namespace: Namespace = 'eip155'): boolean {
  if (!supportsFeature('names', namespace)) return false
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value.trim()) && !value.trim().startsWith('0x')
}
