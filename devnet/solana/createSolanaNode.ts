import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { WebSocketServer } from 'ws'
import { assertPortFree } from '../ports.ts'
import { SOLANA_DEVNET_GENESIS_HASH, SOLANA_RPC_PORT, SOLANA_WS_PORT } from './cluster.ts'
import { answerBody, dispatchFrom, errorReply, type RpcDispatch, stringifyRpc } from './jsonRpc.ts'
import { createSolanaLedger, type SolanaLedger } from './ledger.ts'
import { parseError } from './rpcErrors.ts'
import { RPC_METHODS, type RpcContext } from './rpcMethods.ts'
import { seedSolanaLedger } from './seedLedger.ts'
import { createSignatureSubscriptions, type PubSubClient } from './signatureSubscriptions.ts'

/** Origins whose pages (and workers) may call the node from a browser: the demo (also under the strict CSP, 5175) and the phone wallet app. */
export const SOLANA_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:5175',
  'http://127.0.0.1:5174',
  'http://localhost:5174',
]

export type CreateSolanaNodeParameters = {
  /** The cluster to serve; default: a fresh ledger seeded with the devnet's mints and funded accounts. */
  ledger?: SolanaLedger | undefined
  port?: number | undefined
  wsPort?: number | undefined
  host?: string | undefined
  allowedOrigins?: readonly string[] | undefined
  /** A new (empty) block every so many ms while the node runs, like a cluster's slot time; 0 stops the clock. */
  slotMs?: number | undefined
}

/** A local Solana node: JSON-RPC over HTTP and PubSub over WebSocket. Stopping it keeps its ledger. */
export type SolanaNode = {
  /** http:// URL of the JSON-RPC. */
  readonly url: string
  /** ws:// URL of the PubSub socket. */
  readonly wsUrl: string
  readonly port: number
  readonly wsPort: number
  readonly running: boolean
  readonly ledger: SolanaLedger
  start(): Promise<void>
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 256 * 1024

/**
 * Serves a LiteSVM ledger in Solana's JSON-RPC wire format, so `@solana/web3.js` `Connection` (and the
 * product's Solana code) work against it unchanged, offline and on loopback. It is a controlled service:
 * the devnet control server can stop and start it to simulate an unreachable RPC.
 */
export function createSolanaNode({
  ledger = createSeededLedger(),
  port = SOLANA_RPC_PORT,
  wsPort = SOLANA_WS_PORT,
  host = '127.0.0.1',
  allowedOrigins = SOLANA_ALLOWED_ORIGINS,
  slotMs = 400,
}: CreateSolanaNodeParameters = {}): SolanaNode {
  const allowed = new Set(allowedOrigins)
  const context: RpcContext = { ledger, genesisHash: SOLANA_DEVNET_GENESIS_HASH }
  const dispatch = dispatchFrom(
    Object.fromEntries(
      Object.entries(RPC_METHODS).map(([name, handler]) => [name, (params) => handler(context, params)]),
    ),
  )
  let http: Server | undefined
  let pubsub: { server: Server; sockets: WebSocketServer; close(): void } | undefined
  let clock: ReturnType<typeof setInterval> | undefined

  const handleHttp = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin
    const cors: Record<string, string> =
      origin && allowed.has(origin)
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-methods': 'GET, POST, OPTIONS',
            'access-control-allow-headers': 'content-type, solana-client',
            'access-control-max-age': '600',
            vary: 'origin',
          }
        : {}
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    if (request.method === 'GET' && new URL(request.url ?? '/', 'http://node').pathname === '/health') {
      return void response.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('ok')
    }
    if (request.method !== 'POST') {
      return void response
        .writeHead(405, { ...cors, allow: 'POST, OPTIONS' })
        .end('Used HTTP Method is not allowed. POST or OPTIONS is required')
    }
    const body = await readBody(request)
    if (body === TOO_LARGE) return void response.writeHead(413, cors).end()
    const reply = body === INVALID ? errorReply(null, parseError()) : answerBody(dispatch, body)
    response.writeHead(200, { ...cors, 'content-type': 'application/json' })
    response.end(reply === undefined ? '' : stringifyRpc(reply))
  }

  return {
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    port,
    wsPort,
    ledger,
    get running() {
      return http?.listening ?? false
    },
    async start() {
      if (http?.listening) return
      await assertPortFree(port, host, 'the Solana JSON-RPC')
      await assertPortFree(wsPort, host, 'the Solana PubSub WebSocket')
      const server = createServer((request, response) => {
        handleHttp(request, response).catch((error: Error) => {
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
          response.end(stringifyRpc(errorReply(null, error)))
        })
      })
      await listen(server, port, host)
      try {
        pubsub = await startPubSub(ledger, wsPort, host)
      } catch (error) {
        await close(server)
        throw error
      }
      http = server
      if (slotMs > 0) {
        clock = setInterval(() => ledger.advanceSlots(1), slotMs)
        clock.unref()
      }
    },
    async stop() {
      clearInterval(clock)
      clock = undefined
      const [server, socket] = [http, pubsub]
      http = undefined
      pubsub = undefined
      socket?.close()
      await Promise.all([server && close(server), socket && close(socket.server)])
    },
  }
}

/** The default ledger: empty, then the devnet's start state. */
function createSeededLedger(): SolanaLedger {
  const ledger = createSolanaLedger()
  seedSolanaLedger(ledger)
  return ledger
}

async function startPubSub(ledger: SolanaLedger, port: number, host: string) {
  const subscriptions = createSignatureSubscriptions(ledger)
  const server = createServer((_, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('Solana PubSub: connect with a WebSocket')
  })
  const sockets = new WebSocketServer({ server, maxPayload: MAX_BODY_BYTES })
  sockets.on('connection', (socket) => {
    const client: PubSubClient = { send: (text) => socket.send(text) }
    const dispatch: RpcDispatch = subscriptions.dispatchFor(client)
    socket.on('message', (data, isBinary) => {
      let body: unknown
      try {
        body = JSON.parse(isBinary ? '' : data.toString())
      } catch {
        return client.send(stringifyRpc(errorReply(null, parseError())))
      }
      const reply = answerBody(dispatch, body)
      if (reply !== undefined) client.send(stringifyRpc(reply))
    })
    socket.on('close', () => subscriptions.forget(client))
    socket.on('error', () => socket.terminate())
  })
  await listen(server, port, host)
  return {
    server,
    sockets,
    close() {
      subscriptions.close()
      for (const socket of sockets.clients) socket.terminate()
      sockets.close()
    },
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) return resolve()
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}

const INVALID = Symbol('invalid')
const TOO_LARGE = Symbol('too large')

async function readBody(request: IncomingMessage): Promise<unknown> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return TOO_LARGE
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return INVALID
  }
}
