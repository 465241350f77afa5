import { ChainNotSupportedError } from '../../../src/errors.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { Core } from '../../core.ts'
import { fetchInOrder } from '../../networks/fetchInOrder.ts'
import { rpcUrlsOf } from '../../networks/networkOf.ts'
import { loadSolana, type SolanaConnection } from './loadSolana.ts'

declare module '../../core.ts' {
  interface ChainClients {
    /** One web3.js Connection per list of Solana RPC URLs. */
    solana?: Map<string, SolanaConnection>
  }
}

/**
 * The web3.js Connection for a Solana network's configured RPC URLs (customRpcUrls replace the built-in ones),
 * made once per list: requests fall back to the next URL, in order, when one cannot be reached.
 */
export async function getSolanaConnection(
  core: Core,
  caipNetworkId: CaipNetworkId,
): Promise<SolanaConnection> {
  const urls = rpcUrlsOf(core, caipNetworkId)
  const [url] = urls
  if (!url) throw new ChainNotSupportedError()
  const { web3 } = await loadSolana()
  const key = urls.join(' ')
  core.chainClients.solana ??= new Map()
  const connections = core.chainClients.solana
  let connection = connections.get(key)
  if (!connection) {
    connection = new web3.Connection(url, {
      commitment: 'confirmed',
      fetch: fetchInOrder(urls, core.deps.fetch as typeof fetch),
      disableRetryOnRateLimit: true,
    })
    connections.set(key, connection)
  }
  return connection
}
