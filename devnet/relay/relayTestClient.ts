import { generateKeyPairSync, sign } from 'node:crypto'
import { WebSocket } from 'ws'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function encodeBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/** An Ed25519 client identity and a relay token signed with it, as WalletConnect clients make them. */
export function createClientIdentity(audience: string, { expiresIn = 3600 } = {}) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from((publicKey.export({ format: 'jwk' }) as { x: string }).x, 'base64url')
  const did = `did:key:z${encodeBase58(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`
  const now = Math.floor(Date.now() / 1000)
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: did, sub: 'test', aud: audience, iat: now, exp: now + expiresIn })}`
  const token = `${unsigned}.${sign(null, Buffer.from(unsigned), privateKey).toString('base64url')}`
  return { did, token }
}

/** A bare JSON-RPC WebSocket client for relay tests: sends text, collects what arrives. */
export type RawRelayClient = {
  did: string
  socket: WebSocket
  received: unknown[]
  pings: number
  send(text: string): void
  /** Sends a request and waits for the reply with the same id. */
  call(
    method: string,
    params: unknown,
    id?: number | string,
  ): Promise<{ result?: unknown; error?: { code: number } }>
  /** Waits for the next irn_subscription delivery; acks it unless `ack` is false. */
  nextDelivery(options?: {
    ack?: boolean
  }): Promise<{ id: number; params: { data: Record<string, unknown> } }>
  close(): Promise<void>
}

let nextId = 1

/** Opens a raw client on the relay with a freshly signed token. */
export async function openRawClient(
  url: string,
  { headers = {}, query = '' }: { headers?: Record<string, string>; query?: string } = {},
): Promise<RawRelayClient> {
  const { did, token } = createClientIdentity(url)
  const socket = new WebSocket(`${url}/?auth=${token}&projectId=test&ua=raw-test${query}`, { headers })
  const received: unknown[] = []
  const waiters: ((message: unknown) => void)[] = []
  const client: RawRelayClient = {
    did,
    socket,
    received,
    pings: 0,
    send: (text) => socket.send(text),
    call: (method, params, id = nextId++) =>
      new Promise((resolve) => {
        const key = JSON.stringify(id)
        waiters.push(function check(message) {
          const m = message as { id?: unknown }
          if (JSON.stringify(m.id) === key && !('method' in (m as object))) resolve(m as never)
          else waiters.push(check)
        })
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      }),
    nextDelivery: ({ ack = true } = {}) =>
      new Promise((resolve) => {
        const pending = received.find(
          (m) => (m as { method?: string }).method === 'irn_subscription' && !taken.has(m),
        )
        const take = (m: unknown) => {
          taken.add(m)
          const delivery = m as { id: number; params: { data: Record<string, unknown> } }
          if (ack) socket.send(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }))
          resolve(delivery)
        }
        if (pending) return take(pending)
        waiters.push(function check(message) {
          if ((message as { method?: string }).method === 'irn_subscription' && !taken.has(message))
            take(message)
          else waiters.push(check)
        })
      }),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
  const taken = new Set<unknown>()
  socket.on('ping', () => {
    client.pings += 1
  })
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as unknown
    received.push(message)
    for (const waiter of waiters.splice(0)) waiter(message)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
  })
  return client
}
