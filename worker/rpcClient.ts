import { type Client, createClient, fallback, http } from 'viem'
import { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from '../src/constants.ts'
import { ChainNotSupportedError } from '../src/errors.ts'
import type { CaipNetworkId } from '../src/types.ts'
import type { Core } from './core.ts'
import { rpcUrlsOf } from './networks/networkOf.ts'

/**
 * The viem client for a network's RPC URLs, made once per list. Several URLs fall back in order (viem's
 * `fallback` transport): a dead first URL costs one failed request per read, never the read.
 */
export function getRpcClient(core: Core, caipNetworkId: CaipNetworkId): Client {
  const urls = rpcUrlsOf(core, caipNetworkId)
  if (urls.length === 0) throw new ChainNotSupportedError({ caipNetworkId })
  const key = urls.join(' ')
  let client = core.rpcClients.get(key)
  if (!client) {
    const retry = { retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS }
    // With a fallback the list is retried as a whole, so each URL fails over at once instead of retrying itself.
    const transport = (url: string, retries: typeof retry) =>
      http(url, { fetchFn: core.deps.fetch, timeout: RPC_TIMEOUT_MS, ...retries })
    client = createClient({
      transport:
        urls.length === 1
          ? transport(key, retry)
          : fallback(
              urls.map((url) => transport(url, { retryCount: 0, retryDelay: 0 })),
              retry,
            ),
    })
    core.rpcClients.set(key, client)
  }
  return client
}
