import { z } from '../zod.ts'
import { internalError, ProviderRpcError } from './providerErrors.ts'

/** Sends one JSON-RPC request to a chain's RPC URL and returns its result. */
export type Rpc = (url: string, method: string, params: unknown) => Promise<unknown>

const replySchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }).optional(),
})

/** A JSON-RPC client over the injected fetch, so node tests and the page share the code. */
export function createRpc(fetchFn: typeof fetch): Rpc {
  let id = 0
  return async (url, method, params) => {
    let body: unknown
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
        signal: AbortSignal.timeout(10_000),
      })
      body = await response.json()
    } catch (error) {
      throw internalError(`Could not reach the chain at ${url}.`, { cause: (error as Error).message })
    }
    const reply = replySchema.safeParse(body)
    if (!reply.success) throw internalError(`${url} sent an invalid JSON-RPC reply.`)
    // Keep the node's own code and message (e.g. insufficient funds) so dapps see what really failed.
    if (reply.data.error)
      throw new ProviderRpcError(reply.data.error.code, reply.data.error.message, reply.data.error.data)
    return reply.data.result
  }
}
