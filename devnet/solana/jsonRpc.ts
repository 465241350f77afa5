import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { invalidRequest, methodNotFound, SolanaRpcError } from './rpcErrors.ts'

/** A request id; a request without one is a notification and gets no reply. */
export type RpcId = string | number | null

/** One JSON-RPC 2.0 reply. */
export type RpcReply =
  | { jsonrpc: '2.0'; result: unknown; id: RpcId }
  | { jsonrpc: '2.0'; error: { code: number; message: string; data?: unknown }; id: RpcId }

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string(),
  params: z.unknown().optional(),
})

/** Calls one method; throws SolanaRpcError (or anything, which becomes -32603). */
export type RpcDispatch = (method: string, params: unknown) => unknown

/** A dispatch over a table of methods; unknown names are -32601. */
export function dispatchFrom(methods: Readonly<Record<string, (params: unknown) => unknown>>): RpcDispatch {
  return (method, params) => {
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler) throw methodNotFound()
    return handler(params)
  }
}

export function errorReply(id: RpcId, error: unknown): RpcReply {
  const rpcError =
    error instanceof SolanaRpcError
      ? error
      : new SolanaRpcError(
          -32603,
          `Internal error: ${error instanceof Error ? error.message : String(error)}`,
        )
  const body = { code: rpcError.code, message: rpcError.message }
  return { jsonrpc: '2.0', error: rpcError.data === undefined ? body : { ...body, data: rpcError.data }, id }
}

/** Answers one request object; undefined for notifications. */
export function answerRequest(dispatch: RpcDispatch, raw: unknown): RpcReply | undefined {
  const request = requestSchema.safeParse(raw)
  if (!request.success) return errorReply(null, invalidRequest())
  const { id, method, params } = request.data
  let reply: RpcReply
  try {
    reply = { jsonrpc: '2.0', result: dispatch(method, params), id: id ?? null }
  } catch (error) {
    reply = errorReply(id ?? null, error)
  }
  return id === undefined ? undefined : reply
}

/** Answers a parsed body: one request or a batch (an empty batch is itself an invalid request). */
export function answerBody(dispatch: RpcDispatch, body: unknown): RpcReply | RpcReply[] | undefined {
  if (!Array.isArray(body)) return answerRequest(dispatch, body)
  if (body.length === 0) return errorReply(null, invalidRequest())
  const replies = body.flatMap((raw) => answerRequest(dispatch, raw) ?? [])
  return replies.length > 0 ? replies : undefined
}

// u64 values (lamports, rent epochs) can exceed 2^53: they are kept as bigint and written as exact JSON integers.
const BIGINT_MARK = `bigint-${randomUUID()}:`
const BIGINT_PATTERN = new RegExp(`"${BIGINT_MARK}(\\d+)"`, 'g')

/** JSON.stringify that writes bigints as plain integers, the way Solana's node writes u64. */
export function stringifyRpc(value: unknown): string {
  return JSON.stringify(value, (_, item) =>
    typeof item === 'bigint' ? `${BIGINT_MARK}${item}` : item,
  ).replace(BIGINT_PATTERN, '$1')
}
