import { z } from 'zod'

// Clients send JSON-RPC ids as long decimal numbers or strings. Numbers beyond 2^53 would lose digits
// in JSON.parse, so they are read as marked strings and written back as the same digits.
const BIG_NUMBER = /([:[,]\s*)(-?\d{16,})(\s*[,}\]])/g
const MARK = '__relay_big_id__:'

/** A JSON-RPC id exactly as the client wrote it (a number's digits, or a string). */
export type RawId = { raw: string }

/** A message from a client: a request (method) or a response to one of our deliveries (result/error). */
export type IncomingMessage =
  | { kind: 'request'; id: RawId; method: string; params: unknown }
  | { kind: 'response'; id: RawId; ok: boolean }
  | { kind: 'invalid'; id: RawId | null; reason: string }

const idSchema = z.union([z.string(), z.number()])
const requestSchema = z.object({ id: idSchema, method: z.string().min(1), params: z.unknown().optional() })
const responseSchema = z.object({
  id: idSchema,
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

/** Parses one WebSocket text frame from a client. Never throws. */
export function parseIncoming(text: string): IncomingMessage {
  let value: unknown
  try {
    value = JSON.parse(
      text.replace(BIG_NUMBER, (_, before, digits, after) => `${before}"${MARK}${digits}"${after}`),
    )
  } catch {
    return { kind: 'invalid', id: null, reason: 'Parse error' }
  }
  const request = requestSchema.safeParse(value)
  if (request.success) {
    return {
      kind: 'request',
      id: toRawId(request.data.id),
      method: request.data.method,
      params: request.data.params,
    }
  }
  const response = responseSchema.safeParse(value)
  if (response.success && ('result' in (value as object) || 'error' in (value as object))) {
    return { kind: 'response', id: toRawId(response.data.id), ok: response.data.error === undefined }
  }
  const id = idSchema.safeParse((value as { id?: unknown } | null)?.id)
  return { kind: 'invalid', id: id.success ? toRawId(id.data) : null, reason: 'Invalid request' }
}

function toRawId(id: string | number): RawId {
  if (typeof id === 'number') return { raw: String(id) }
  if (id.startsWith(MARK)) return { raw: id.slice(MARK.length) }
  return { raw: JSON.stringify(id) }
}

/** The key an id is remembered by (a delivery waiting for its ack). */
export function idKey(id: RawId): string {
  return id.raw.startsWith('"') ? (JSON.parse(id.raw) as string) : id.raw
}

/** A result reply echoing the client's id unchanged. */
export function formatResult(id: RawId, result: unknown): string {
  return `{"id":${id.raw},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/** An error reply (JSON-RPC error codes: -32700 parse, -32600 invalid request, -32601 method, -32602 params). */
export function formatError(id: RawId | null, code: number, message: string): string {
  return `{"id":${id ? id.raw : 'null'},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

/** A request the relay sends (deliveries); its id is a safe integer so the client's ack parses back exactly. */
export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}
