import { ChainNotSupportedError } from '../../../src/errors.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { Core } from '../../core.ts'
import { rpcUrlsOf } from '../../networks/networkOf.ts'
import { loadSolana, type SolanaConnection } from './loadSolana.ts'

/** The web3.js Connection for a Solana network's configured RPC (customRpcUrls first), made once per URL. */
export async function getSolanaConnection(
  core: Core,
  caipNetworkId: CaipNetworkId,
): Promise<SolanaConnection> {
  const url = rpcUrlsOf(core, caipNetworkId)[0]
  if (!url) throw new ChainNotSupportedError()
  const { web3 } = await loadSolana()
  let connection = core.solanaConnections.get(url)
  if (!connection) {
    connection = new web3.Connection(url, {
      commitment: 'confirmed',
      fetch: core.deps.fetch as typeof fetch,
      disableRetryOnRateLimit: true,
    })
    core.solanaConnections.set(url, connection)
  }
  return connection
}
