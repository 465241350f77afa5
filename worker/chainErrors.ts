import { ChainDisconnectedError } from '../src/errors.ts'
import type { CaipNetworkId } from '../src/types.ts'

// Failures that say the node could not be reached or did not answer (viem's and our own classes share these
// names; a failed fetch is a TypeError), as opposed to a JSON-RPC error the node answered with.
const UNREACHABLE = new Set(['HttpRequestError', 'TimeoutError'])

/** A read the chain's RPC could not answer becomes EIP-1193 4901 (chain disconnected); other errors stay. */
export function toChainError(error: unknown, caipNetworkId: CaipNetworkId): unknown {
  const unreachable = error instanceof TypeError || (error instanceof Error && UNREACHABLE.has(error.name))
  return unreachable ? new ChainDisconnectedError({ caipNetworkId, cause: error }) : error
}
