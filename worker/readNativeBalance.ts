import { getBalance } from 'viem/actions'
import { UnsupportedChainError } from '../src/errors.ts'
import type { LiveConnection } from './activeAccount.ts'
import type { Core } from './core.ts'
import { getRpcClient } from './rpcClient.ts'

/** An account's native balance in base units (wei, lamports) read from its network's RPC. */
export async function readNativeBalance(core: Core, connection: LiveConnection): Promise<bigint> {
  const namespace = connection.caipNetworkId.split(':')[0]
  if (namespace === 'eip155')
    return getBalance(getRpcClient(core, connection.caipNetworkId), {
      address: connection.address as `0x${string}`,
    })
  if (namespace === 'solana') {
    // Its own chunk, next to web3.js: only a core with a Solana account loads it.
    const { readSolanaLamports } = await import('./solana/readSolanaHoldings.ts')
    return readSolanaLamports(core, connection)
  }
  throw new UnsupportedChainError({ namespace })
}
