import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { assertPortFree } from '../ports.ts'
import { createMailbox, type MailboxMessage } from './mailbox.ts'
import { RelayAuthError, verifyRelayToken } from './relayAuth.ts'
import { formatError, formatRequest, formatResult, idKey, parseIncoming } from './relayMessage.ts'
import {
  isRelayMethod,
  parseRelayCall,
  type RelayCall,
  SESSION_MESSAGE_TTL_SECONDS,
  SESSION_TAGS,
} from './relayParams.ts'

/** The devnet relay's fixed port (ws://127.0.0.1:8551). */
export const DEVNET_RELAY_PORT = 8551

export type StartRelayParameters = {
  port?: number | undefined
  host?: string | undefined
  /** WebSocket ping interval; Node clients drop a socket after 35 s without one. */
  pingIntervalMs?: number | undefined
  now?: (() => number) | undefined
}

/** One open client socket, as `GET /connections` reports it. */
export type RelayConnectionInfo = {
  id: number
  /** The client's did:key (from its auth token). */
  clientId: string
  projectId: string
  /** The Origin header of the upgrade request: a browser page's origin, null for Node clients. */
  origin: string | null
  /** The `ua` query parameter the client sent. */
  userAgent: string | null
  openedAt: number
  topics: string[]
  /** How many requests of each method this socket sent. */
  methods: Record<string, number>
}

export type RelayServer = {
  /** ws:// URL clients connect to. */
  readonly url: string
  /** http:// URL of the same port (`/health`, `/connections`, `/pause`, `/resume`). */
  readonly httpUrl: string
  readonly port: number
  connections(): RelayConnectionInfo[]
  /** Closes every socket and refuses new ones (503) until resume(): an unreachable relay. */
  pause(): void
  resume(): void
  /** False while paused; with start/stop this is what the devnet control server drives (`relay`). */
  readonly running: boolean
  start(): Promise<void>
  stop(): Promise<void>
  close(): Promise<void>
}

type Client = {
  info: RelayConnectionInfo
  socket: WebSocket
  topics: Set<string>
  /** Deliveries sent and not acknowledged yet, by delivery id. */
  inflight: Map<string, MailboxMessage>
  alive: boolean
}

/**
 * A WalletConnect relay for the devnet: JSON-RPC over WebSocket with irn_subscribe,
 * irn_batchSubscribe, irn_publish, irn_unsubscribe, wc_proposeSession and wc_approveSession,
 * a per-topic mailbox with TTL, delivery acks and pings. Deliveries carry `attestation: ""`
 * so wallets skip their Verify lookup (there is no Verify server here).
 */
export async function startRelay({
  port = DEVNET_RELAY_PORT,
  host = '127.0.0.1',
  pingIntervalMs = 20_000,
  now = Date.now,
}: StartRelayParameters = {}): Promise<RelayServer> {
  await assertPortFree(port, host, 'the WalletConnect relay')
  const mailbox = createMailbox(now)
  const clients = new Set<Client>()
  const subscribers = new Map<string, Set<Client>>()
  let nextConnectionId = 1
  let nextDeliveryId = now()
  let paused = false

  const wss = new WebSocketServer({ noServer: true })
  const server = createServer((request, response) => route(request, response))
  server.on('upgrade', (request, socket, head) => upgrade(request, socket, head))

  function route(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://relay')
    const method = request.method ?? 'GET'
    const reply = (status: number, body?: unknown) => {
      response.writeHead(status, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      })
      response.end(body === undefined ? undefined : JSON.stringify(body))
    }
    if (method === 'OPTIONS') return reply(204)
    if (pathname === '/health' && method === 'GET') return reply(200, { ok: true, paused })
    if (pathname === '/connections' && method === 'GET') return reply(200, { connections: list() })
    if (pathname === '/pause' && method === 'POST') {
      pause()
      return reply(200, { paused })
    }
    if (pathname === '/resume' && method === 'POST') {
      resume()
      return reply(200, { paused })
    }
    reply(404, { error: `No route ${method} ${pathname}` })
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const refuse = (status: string, message: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\n${message}`)
    }
    if (paused) return refuse('503 Service Unavailable', 'The relay is paused')
    const query = new URL(request.url ?? '/', 'http://relay').searchParams
    const projectId = query.get('projectId')
    if (!projectId) return refuse('400 Bad Request', 'projectId is required')
    let clientId: string
    try {
      clientId = verifyRelayToken(query.get('auth') ?? '', Math.floor(now() / 1000)).iss
    } catch (error) {
      return refuse('401 Unauthorized', error instanceof RelayAuthError ? error.message : 'invalid auth')
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const client: Client = {
        info: {
          id: nextConnectionId++,
          clientId,
          projectId,
          origin: request.headers.origin ?? null,
          userAgent: query.get('ua'),
          openedAt: now(),
          topics: [],
          methods: {},
        },
        socket: ws,
        topics: new Set(),
        inflight: new Map(),
        alive: true,
      }
      clients.add(client)
      ws.on('pong', () => {
        client.alive = true
      })
      ws.on('message', (data, isBinary) => {
        if (!isBinary) onMessage(client, data.toString())
      })
      ws.on('close', () => drop(client))
      ws.on('error', () => drop(client))
    })
  }

  function onMessage(client: Client, text: string): void {
    client.alive = true
    const incoming = parseIncoming(text)
    if (incoming.kind === 'invalid') {
      send(client, formatError(incoming.id, incoming.id ? -32600 : -32700, incoming.reason))
      return
    }
    if (incoming.kind === 'response') {
      const key = idKey(incoming.id)
      const delivered = client.inflight.get(key)
      client.inflight.delete(key)
      if (delivered && incoming.ok) mailbox.acknowledge(delivered, client.info.clientId)
      return
    }
    const { id, method, params } = incoming
    client.info.methods[method] = (client.info.methods[method] ?? 0) + 1
    if (!isRelayMethod(method)) {
      send(client, formatError(id, -32601, `Method not found: ${method}`))
      return
    }
    const parsed = parseRelayCall(method, params)
    if (!parsed.ok) {
      send(client, formatError(id, -32602, `Invalid params: ${parsed.issue}`))
      return
    }
    send(client, formatResult(id, handle(client, parsed.call)))
  }

  /** Runs a request and returns its JSON-RPC result. */
  function handle(client: Client, call: RelayCall): unknown {
    const sender = client.info.clientId
    switch (call.method) {
      case 'irn_subscribe':
        return subscribe(client, call.params.topic)
      case 'irn_batchSubscribe':
        return call.params.topics.map((topic) => subscribe(client, topic))
      case 'irn_unsubscribe':
        unsubscribe(client, call.params.topic)
        return true
      case 'irn_batchUnsubscribe':
        for (const s of call.params.subscriptions) unsubscribe(client, s.topic)
        return true
      case 'irn_publish': {
        const { topic, message, tag, ttl } = call.params
        publish({ topic, message, tag, ttlSeconds: ttl, sender })
        return true
      }
      case 'irn_batchFetchMessages':
        return { messages: fetchWaiting(client, call.params.topics), hasMore: false }
      case 'wc_proposeSession': {
        const p = call.params
        // The relay subscribes the dapp to its pairing topic and keeps the proposal there for the wallet.
        subscribe(client, p.pairingTopic)
        const ttlSeconds = p.ttl ?? SESSION_MESSAGE_TTL_SECONDS
        publish({
          topic: p.pairingTopic,
          message: p.sessionProposal,
          tag: SESSION_TAGS.proposal,
          ttlSeconds,
          sender,
        })
        return true
      }
      case 'wc_approveSession': {
        const p = call.params
        // The wallet is subscribed to the session topic; the dapp finds the settle request there once it subscribes.
        subscribe(client, p.sessionTopic)
        const ttlSeconds = p.ttl ?? SESSION_MESSAGE_TTL_SECONDS
        publish({
          topic: p.pairingTopic,
          message: p.sessionProposalResponse,
          tag: SESSION_TAGS.proposalResponse,
          ttlSeconds,
          sender,
        })
        publish({
          topic: p.sessionTopic,
          message: p.sessionSettlementRequest,
          tag: SESSION_TAGS.settleRequest,
          ttlSeconds,
          sender,
        })
        return true
      }
    }
  }

  function subscribe(client: Client, topic: string): string {
    client.topics.add(topic)
    client.info.topics = [...client.topics]
    const set = subscribers.get(topic) ?? new Set()
    set.add(client)
    subscribers.set(topic, set)
    for (const message of mailbox.waitingFor(topic, client.info.clientId)) deliver(client, message)
    return subscriptionId(topic, client.info.clientId)
  }

  function unsubscribe(client: Client, topic: string): void {
    client.topics.delete(topic)
    client.info.topics = [...client.topics]
    subscribers.get(topic)?.delete(client)
  }

  function publish(params: Parameters<typeof mailbox.put>[0]): void {
    const message = mailbox.put(params)
    for (const subscriber of subscribers.get(params.topic) ?? []) {
      if (subscriber.info.clientId !== params.sender && !message.ackedBy.has(subscriber.info.clientId))
        deliver(subscriber, message)
    }
  }

  function deliver(client: Client, message: MailboxMessage): void {
    if ([...client.inflight.values()].includes(message)) return
    const id = nextDeliveryId++
    client.inflight.set(String(id), message)
    send(
      client,
      formatRequest(id, 'irn_subscription', {
        id: subscriptionId(message.topic, client.info.clientId),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          attestation: '',
        },
      }),
    )
  }

  function fetchWaiting(client: Client, topics: string[]) {
    return topics.flatMap((topic) =>
      mailbox.waitingFor(topic, client.info.clientId).map((message) => {
        // A fetched message counts as delivered: fetching has no ack of its own.
        mailbox.acknowledge(message, client.info.clientId)
        const { message: text, publishedAt, tag } = message
        return { topic, message: text, publishedAt, tag, attestation: '' }
      }),
    )
  }

  function send(client: Client, text: string): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(text)
  }

  function drop(client: Client): void {
    if (!clients.delete(client)) return
    for (const topic of client.topics) subscribers.get(topic)?.delete(client)
  }

  function list(): RelayConnectionInfo[] {
    return [...clients].map((c) => structuredClone(c.info))
  }

  function pause(): void {
    paused = true
    for (const client of [...clients]) {
      client.socket.terminate()
      drop(client)
    }
  }

  function resume(): void {
    paused = false
  }

  const pinger = setInterval(() => {
    for (const client of [...clients]) {
      // No pong (and no message) since the last ping: the peer is gone without closing.
      if (!client.alive) {
        client.socket.terminate()
        drop(client)
        continue
      }
      client.alive = false
      client.socket.ping()
    }
  }, pingIntervalMs)
  const sweeper = setInterval(() => mailbox.sweep(), 1_000)
  pinger.unref()
  sweeper.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, resolve)
  })

  return {
    url: `ws://${host}:${port}`,
    httpUrl: `http://${host}:${port}`,
    port,
    connections: list,
    pause,
    resume,
    get running() {
      return !paused
    },
    start: async () => resume(),
    stop: async () => pause(),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pinger)
        clearInterval(sweeper)
        for (const client of clients) client.socket.terminate()
        clients.clear()
        wss.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
