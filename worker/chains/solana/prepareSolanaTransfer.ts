import { InvalidAddressError } from '../../../src/errors.ts'
import { solanaAddressSchema } from '../../../src/solana.ts'
import type { Core } from '../../core.ts'
import type { TransferRequest } from '../chainAdapter.ts'
import type { PreparedTransfer } from '../preparedTransfer.ts'
import { tokenOn } from '../tokenOn.ts'
import { buildSolanaTransfer, type SolanaTransfer } from './buildSolanaTransfer.ts'

/** A Solana transfer as prepared: the wire transaction and its blockhash window, for the send to confirm by. */
export type PreparedSolanaTransfer = PreparedTransfer & { transaction: SolanaTransfer }

/**
 * Builds the transfer the wallet will sign (buildSolanaTransfer) and reads its cost from that very message:
 * the node's fee for it, and the rent of the receiver's token account when the transfer creates one.
 */
export async function prepareSolanaTransfer(
  core: Core,
  request: TransferRequest,
): Promise<PreparedSolanaTransfer> {
  const { caipNetworkId, address } = request.from
  const built = await buildSolanaTransfer(core, {
    caipNetworkId,
    from: address,
    to: request.to,
    amount: request.amount,
    mint: request.token && mintOn(request.token, caipNetworkId),
  })
  return {
    caipNetworkId,
    decimals: built.decimals,
    value: built.value,
    fee: built.fee,
    accountRent: built.accountRent,
    transaction: built,
  }
}

// Token addresses are CAIP addresses (`solana:<ref>:<mint>`); only a token of the active cluster can be sent.
function mintOn(caipAddress: string, caipNetworkId: TransferRequest['from']['caipNetworkId']): string {
  const mint = tokenOn(caipAddress, caipNetworkId)
  if (!solanaAddressSchema.safeParse(mint).success)
    throw new InvalidAddressError(mint, { namespace: 'solana' })
  return mint
}
