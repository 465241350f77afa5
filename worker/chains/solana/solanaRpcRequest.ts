import { RPC_TIMEOUT_MS } from '../../../src/constants.ts'
import {
  ChainNotSupportedError,
  HttpRequestError,
  InvalidApiReplyError,
  ProviderRpcError,
} from '../../../src/errors.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import { withTimeout } from '../../../src/withTimeout.ts'
import { z } from '../../../src/zod.ts'
import type { Core } from '../../core.ts'
import { fetchInOrder } from '../../networks/fetchInOrder.ts'
import { rpcUrlsOf } from '../../networks/networkOf.ts'

const reply = z.union([
  z.object({ jsonrpc: z.literal('2.0'), result: z.unknown() }).check(z.refine((r) => 'result' in r)),
  z.object({
    jsonrpc: z.literal('2.0'),
    error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  }),
])

/**
 * Forwards a read-only Solana JSON-RPC call the gate allowed to the network's configured RPC, as it is: the
 * host's own library (web3.js, kit) shapes params and reads the result. A JSON-RPC error keeps its code; a URL
 * that cannot be reached gives way to the network's next one.
 */
export async function solanaRpcRequest(
  core: Core,
  caipNetworkId: CaipNetworkId,
  method: string,
  params: unknown,
): Promise<unknown> {
  const urls = rpcUrlsOf(core, caipNetworkId)
  const [url] = urls
  if (!url) throw new ChainNotSupportedError({ caipNetworkId })
  const send = fetchInOrder(urls, core.deps.fetch as typeof fetch)
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params === undefined ? {} : { params }) })
  const read = async () => {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    if (!response.ok) throw new HttpRequestError(response.status, { url })
    const parsed = reply.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success)
      throw new InvalidApiReplyError({ url, details: `${method}: not a JSON-RPC reply`, cause: parsed.error })
    if ('error' in parsed.data) {
      const { code, message, data } = parsed.data.error
      throw new ProviderRpcError(message, { code, data })
    }
    return parsed.data.result
  }
  return withTimeout(read(), RPC_TIMEOUT_MS, `${method} on ${caipNetworkId}`, core.deps.clock)
}
