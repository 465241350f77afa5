import type { CaipNetworkId } from '../../../src/types.ts'
import type { Core } from '../../core.ts'

/**
 * The Solana network a Solana wallet connects on: the active one when Solana is active, else the host's first
 * requested Solana network the wallet says it supports, else the host's first requested Solana network.
 */
export function pickSolanaNetwork(
  core: Core,
  walletChains: readonly CaipNetworkId[] | undefined,
): CaipNetworkId | undefined {
  const s = core.store.getState()
  if (s.activeNamespace === 'solana') return s.activeCaipNetworkId
  const requested = s.requestedNetworks.filter((id) => id.startsWith('solana:'))
  return requested.find((id) => walletChains?.includes(id)) ?? requested[0]
}
