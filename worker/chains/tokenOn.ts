import { parseCaipAddress } from '../../src/caip.ts'
import { UnsupportedChainError } from '../../src/errors.ts'
import type { CaipNetworkId } from '../../src/types.ts'

/** A token's address on `caipNetworkId` from its CAIP address: only a token of the network sent on can be sent. */
export function tokenOn(caipAddress: string, caipNetworkId: CaipNetworkId): string {
  const parsed = parseCaipAddress(caipAddress)
  if (parsed.caipNetworkId !== caipNetworkId)
    throw new UnsupportedChainError({ namespace: parsed.caipNetworkId })
  return parsed.address
}
