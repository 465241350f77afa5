import { getBalance } from 'viem/actions'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { Core } from '../../core.ts'
import { getRpcClient } from '../../rpcClient.ts'

/** An account's balance in wei, read through viem on the network's RPC. */
export function readEvmBalance(
  core: Core,
  { address, caipNetworkId }: { address: string; caipNetworkId: CaipNetworkId },
): Promise<bigint> {
  return getBalance(getRpcClient(core, caipNetworkId), { address: address as `0x${string}` })
}

/** One JSON-RPC call to the network's RPC (a read the gate let through). */
export function readEvmRpc(
  core: Core,
  caipNetworkId: CaipNetworkId,
  method: string,
  params: unknown,
): Promise<unknown> {
  return getRpcClient(core, caipNetworkId).request({ method, params } as never)
}
