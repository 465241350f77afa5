import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { DEVNET_CHAINS } from '../chains.ts'
import { CSP_DEMO_ORIGIN } from '../contentSecurityPolicy.ts'
import { assertPortFree } from '../ports.ts'
import { z } from '../zod.ts'
import { SIWX_AUTH_PORT } from './siwxAuthUrls.ts'
import { SignInRefused, type VerifiedSignIn, verifySignIn } from './verifySignIn.ts'

/** How long a nonce may wait for its signature. */
const NONCE_TTL_MS = 10 * 60_000

/** A session the service accepted. */
export type AuthSession = VerifiedSignIn & { signedInAt: number }

export type SiwxAuthServer = {
  readonly url: string
  /** Every call by method and path, oldest first (also `GET /_requests`). */
  requests(): { method: string; path: string }[]
  sessions(): AuthSession[]
  close(): Promise<void>
}

export type StartSiwxAuthParameters = {
  port?: number | undefined
  host?: string | undefined
  /** Page origins that may call it; their hosts are the domains a message may name. */
  allowedOrigins?: readonly string[] | undefined
  /** RPC URLs by EVM chain id (smart-account signatures are checked on chain). */
  rpcUrls?: ReadonlyMap<number, string> | undefined
  now?: (() => number) | undefined
}

const accountSchema = z.object({
  caipNetworkId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  address: z.string().min(1).max(200),
})
const attemptSchema = accountSchema.extend({
  message: z.string().min(1).max(5_000),
  signature: z.string().min(1).max(2_000),
})

/**
 * A host's sign-in server on loopback, as a site using Sign-In With X would run one: `POST /siwx/nonce`
 * ({ caipNetworkId, address } → { nonce }), `POST /siwx/verify` ({ caipNetworkId, address, message, signature } →
 * { ok, session } or 401 with the reason; each nonce works once), `POST /siwx/revoke`, `GET /siwx/sessions`; and
 * `GET /_requests` (devnet only) for tests that count calls.
 */
export async function startSiwxAuth({
  port = SIWX_AUTH_PORT,
  host = '127.0.0.1',
  allowedOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173', CSP_DEMO_ORIGIN],
  rpcUrls = new Map(DEVNET_CHAINS.map((c) => [c.chainId, c.rpcUrl])),
  now = Date.now,
}: StartSiwxAuthParameters = {}): Promise<SiwxAuthServer> {
  await assertPortFree(port, host, 'the sign-in service')
  const allowed = new Set(allowedOrigins)
  const domains = new Set(allowedOrigins.map((origin) => new URL(origin).host))
  const nonces = new Map<string, { account: z.infer<typeof accountSchema>; issuedAt: number }>()
  const sessions = new Map<string, AuthSession>()
  const log: { method: string; path: string }[] = []

  const routes = async (method: string, path: string, body: unknown): Promise<[number, unknown]> => {
    if (method === 'GET' && path === '/siwx/sessions') return [200, [...sessions.values()]]
    if (method !== 'POST') return [404, { error: 'Not found' }]
    if (path === '/siwx/nonce') {
      const account = accountSchema.parse(body)
      for (const [nonce, entry] of nonces) if (now() - entry.issuedAt > NONCE_TTL_MS) nonces.delete(nonce)
      const nonce = randomBytes(12).toString('hex')
      nonces.set(nonce, { account, issuedAt: now() })
      return [200, { nonce }]
    }
    if (path === '/siwx/verify') {
      const attempt = attemptSchema.parse(body)
      try {
        const verified = await verifySignIn({ domains, rpcUrls, now }, attempt)
        const issued = nonces.get(verified.nonce)
        if (!issued || issued.account.caipNetworkId !== attempt.caipNetworkId)
          throw new SignInRefused('Unknown or used nonce')
        nonces.delete(verified.nonce)
        const session: AuthSession = { ...verified, signedInAt: now() }
        sessions.set(`${session.caipNetworkId}:${session.address}`, session)
        return [200, { ok: true, session }]
      } catch (error) {
        if (error instanceof SignInRefused) return [401, { ok: false, reason: error.message }]
        throw error
      }
    }
    if (path === '/siwx/revoke') {
      const account = accountSchema.parse(body)
      for (const [key, session] of sessions)
        if (
          session.caipNetworkId === account.caipNetworkId &&
          session.address.toLowerCase() === account.address.toLowerCase()
        )
          sessions.delete(key)
      return [200, { ok: true }]
    }
    return [404, { error: 'Not found' }]
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin
    const cors: Record<string, string> =
      origin && allowed.has(origin)
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-methods': 'GET, POST, OPTIONS',
            'access-control-allow-headers': 'content-type',
            vary: 'origin',
          }
        : {}
    const method = request.method ?? 'GET'
    const path = new URL(request.url ?? '/', `http://${host}`).pathname
    if (method === 'OPTIONS') return void response.writeHead(204, cors).end()
    const reply = (status: number, body: unknown) =>
      void response
        .writeHead(status, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    if (method === 'GET' && path === '/_requests') return reply(200, log)
    log.push({ method, path })
    let body: unknown
    if (method === 'POST') {
      try {
        body = JSON.parse(await readBody(request))
      } catch {
        return reply(400, { error: 'Invalid JSON body' })
      }
    }
    try {
      const [status, out] = await routes(method, path, body)
      reply(status, out)
    } catch (error) {
      if (error instanceof z.ZodError)
        return reply(400, { error: error.issues[0]?.message ?? 'Invalid body' })
      reply(500, { error: (error as Error).message })
    }
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, resolve)
  })
  return {
    url: `http://${host}:${port}`,
    requests: () => [...log],
    sessions: () => [...sessions.values()],
    // Idempotent like the devnet's other servers: the devnet's stop may run again in a test's cleanup.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 64 * 1024) throw new Error('Body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
