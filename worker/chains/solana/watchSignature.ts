/** A WebSocket class as browsers and workers have it (tests pass the `ws` package's). */
export type WebSocketClass = new (url: string) => WebSocket

/** A subscription to one signature; `landed` resolves with the chain's error (null on success). */
export type SignatureWatch = { landed: Promise<unknown>; close(): void }

/**
 * The node's PubSub address for an RPC URL, as web3.js derives it: ws(s) on the same host, and on the port + 1
 * when the URL names a port (a validator's RPC and PubSub ports); without one, a proxy upgrades on the same port.
 */
export function pubsubUrlOf(rpcUrl: string): string {
  const url = new URL(rpcUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  if (url.port) url.port = String(Number(url.port) + 1)
  return url.toString()
}

/**
 * Subscribes to a signature on the node's WebSocket (`signatureSubscribe` at 'confirmed'). Written here rather
 * than through web3.js: its socket client opens `window.WebSocket`, which a worker does not have. A socket that
 * cannot open or closes early just never resolves; the caller polls over HTTP as well.
 */
export function watchSignature(
  rpcUrl: string,
  signature: string,
  Socket: WebSocketClass | undefined = globalThis.WebSocket,
): SignatureWatch {
  if (!Socket) return { landed: new Promise(() => {}), close: () => {} }
  let socket: WebSocket | undefined
  const landed = new Promise<unknown>((resolve) => {
    try {
      socket = new Socket(pubsubUrlOf(rpcUrl))
    } catch {
      return
    }
    socket.onopen = () =>
      socket?.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'signatureSubscribe',
          params: [signature, { commitment: 'confirmed' }],
        }),
      )
    socket.onmessage = (event) => {
      const found = notificationOf(event.data)
      if (found) resolve(found.err)
    }
    // Errors and early closes leave the answer to the HTTP polling.
    socket.onerror = () => {}
  })
  return {
    landed,
    close: () => {
      try {
        socket?.close()
      } catch {
        // Already closed.
      }
    },
  }
}

// `{ method: 'signatureNotification', params: { result: { value: { err } } } }`; anything else is ignored.
function notificationOf(data: unknown): { err: unknown } | undefined {
  let message: unknown
  try {
    message = JSON.parse(String(data))
  } catch {
    return undefined
  }
  if (typeof message !== 'object' || message === null) return undefined
  const { method, params } = message as { method?: unknown; params?: { result?: { value?: unknown } } }
  const value = params?.result?.value
  if (method !== 'signatureNotification' || typeof value !== 'object' || value === null) return undefined
  return { err: 'err' in value ? (value.err ?? null) : null }
}
