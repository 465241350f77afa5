import { type Client, createClient, http } from 'viem'
import { rpcUrlsFor } from '../src/config.ts'
import { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from '../src/constants.ts'
import { ChainNotSupportedError } from '../src/errors.ts'
import type { CaipNetworkId } from '../src/types.ts'
import type { Core } from './core.ts'

/** The viem client for a network's configured RPC, made once per URL. */
export function getRpcClient(core: Core, caipNetworkId: CaipNetworkId): Client {
  const url = rpcUrlsFor(core.config, caipNetworkId)[0]
  if (!url) throw new ChainNotSupportedError()
  let client = core.rpcClients.get(url)
  if (!client) {
    client = createClient({
      transport: http(url, {
        fetchFn: core.deps.fetch,
        timeout: RPC_TIMEOUT_MS,
        retryCount: RPC_RETRY_COUNT,
        retryDelay: RPC_RETRY_DELAY_MS,
      }),
    })
    core.rpcClients.set(url, client)
  }
  return client
}
