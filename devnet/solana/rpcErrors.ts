/** A JSON-RPC error as Solana's RPC sends it; `code` and `message` are what clients branch on and show. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** -32700: the body is not JSON. */
export const parseError = () => new SolanaRpcError(-32700, 'Parse error')
/** -32600: JSON, but not a JSON-RPC 2.0 request. */
export const invalidRequest = (message = 'Invalid request') => new SolanaRpcError(-32600, message)
/** -32601: no such method. */
export const methodNotFound = () => new SolanaRpcError(-32601, 'Method not found')
/** -32602: the method exists but its parameters are wrong. */
export const invalidParams = (message: string) => new SolanaRpcError(-32602, message)
/** -32002: preflight simulation failed; `data` is the simulation result (err, logs, …). */
export const preflightFailure = (message: string, data: unknown) =>
  new SolanaRpcError(-32002, `Transaction simulation failed: ${message}`, data)
/** -32003: a signature does not verify. */
export const signatureVerificationFailure = () =>
  new SolanaRpcError(-32003, 'Transaction signature verification failure')
/** -32016: the node has not reached the slot the client asked for. */
export const minContextSlotNotReached = (contextSlot: number) =>
  new SolanaRpcError(-32016, 'Minimum context slot has not been reached', { contextSlot })
