import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import type { Address, Hex } from 'viem'
import { SOCIAL_PROVIDERS } from '../../src/secureFrame/socialProviders.ts'
import { SOCIAL_RESULT_TYPE } from '../../src/secureFrame/socialResult.ts'
import { DEVNET_CHAINS, type DevnetChain } from '../chains.ts'
import { assertPortFree } from '../ports.ts'
import { z } from '../zod.ts'
import { DEFAULT_ALLOWED_ORIGINS } from './allowedOrigins.ts'
import { createAccountStore } from './auth/accountStore.ts'
import { AuthError } from './auth/authErrors.ts'
import { type AuthOptions, type AuthService, createAuthService } from './auth/createAuthService.ts'
import { createSealer } from './auth/sealing.ts'
import { buildFrameScript } from './buildFrameScript.ts'
import { renderFramePage, type SecureFrameConfig } from './frame/framePage.ts'
import { fundWallet } from './fundWallet.ts'
import { SECURE_SITE_PORT, SMTP_PORT } from './secureSiteUrls.ts'

export type SecureSite = {
  readonly url: string
  readonly port: number
  readonly auth: AuthService
  /** False while stopped: the devnet control server stops and starts it as `secure-site` (the site down). */
  readonly running: boolean
  start(): Promise<void>
  stop(): Promise<void>
  /** Moves the site's clock (code expiry, cooldowns, sessions) forward; devnet and tests only. */
  advanceClock(ms: number): void
  close(): Promise<void>
}

export type StartSecureSiteParameters = {
  port?: number
  host?: string
  /** Where the accounts file and the master key live; none keeps everything in memory. */
  stateDir?: string | undefined
  smtpPort?: number
  chains?: readonly DevnetChain[]
  allowedOrigins?: readonly string[]
  /** Bundle the frame's script (off in tests of the API alone). */
  buildFrame?: boolean
  authOptions?: Partial<AuthOptions>
  /** The social login provider (devnet/socialProvider) and this site's client there; none: social login off. */
  social?: { providerUrl: string; clientId: string; clientSecret: string } | undefined
}

/** The path of the page the social login provider sends the person back to (registered with the provider). */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

const MAX_BODY = 64 * 1024
const VERSION = '1'

const email = z.string().email().max(254)
const deviceId = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[\w-]+$/)
const otp = z.string().regex(/^\d{6}$/)
const appName = z.optional(z.string().max(128))
const bodies = {
  connectEmail: z.object({ email, deviceId, appName }),
  connectDevice: z.object({ email, deviceId, appName }),
  connectOtp: z.object({ email, otp, deviceId }),
  registerWallet: z.object({
    address: z.custom<Address>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)),
    wrappedKey: z.string().max(1024),
    iv: z.string().max(64),
    signature: z.custom<Hex>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{130}$/.test(value)),
  }),
  updateEmail: z.object({ email }),
  otp: z.object({ otp }),
  socialRedirect: z.object({
    provider: z.enum(SOCIAL_PROVIDERS),
    appOrigin: z.string().max(256),
  }),
  socialConnect: z.object({
    state: z.string().min(8).max(256),
    code: z.optional(z.string().max(512)),
    error: z.optional(z.string().max(256)),
    deviceId,
  }),
  clock: z.object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(365 * 24 * 3_600_000),
  }),
}

/**
 * The devnet's secure site on its own origin: the frame page (`/frame`, its script `/frame.js`), the device
 * links (`/device/approve?token=`) and the auth API under `/api/` that only the frame calls (same origin; a
 * request with another Origin header is refused). Mail goes by SMTP to the devnet mail server.
 *
 * Key custody: each account has a random 256-bit unwrap secret, stored only sealed (AES-256-GCM) with the
 * site's master key. At first login the frame makes the wallet's key, wraps it with AES-GCM under that secret
 * (WebCrypto) and uploads the wrapped key with a signature proving it holds the key; the site stores the
 * wrapped key and never sees the plain one. After a login the site opens the secret for that session only
 * and the frame unwraps the key in memory. The master key lives in its own file beside the accounts file,
 * so neither file alone gives a key.
 */
export async function startSecureSite({
  port = SECURE_SITE_PORT,
  host = '127.0.0.1',
  stateDir,
  smtpPort = SMTP_PORT,
  chains = DEVNET_CHAINS,
  allowedOrigins = DEFAULT_ALLOWED_ORIGINS,
  buildFrame = true,
  authOptions,
  social,
}: StartSecureSiteParameters = {}): Promise<SecureSite> {
  await assertPortFree(port, host, 'the secure site')
  const origin = `http://${host}:${port}`
  const frameScript = buildFrame ? await buildFrameScript() : undefined
  const store = createAccountStore(stateDir ? join(stateDir, 'secure-site-accounts.json') : undefined)
  const sealer = createSealer(loadMasterKey(stateDir))
  const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
  let clockOffset = 0
  const auth = createAuthService({
    store,
    sealer,
    now: () => Date.now() + clockOffset,
    sendMail: async (mail) => {
      await transport.sendMail({ from: 'Walletdock Secure Site <no-reply@secure.walletdock.test>', ...mail })
    },
    fundWallet: (address) =>
      fundWallet(
        chains.map((chain) => chain.rpcUrl),
        address,
      ),
    deviceLink: (token) => `${origin}/device/approve?token=${encodeURIComponent(token)}`,
    options: authOptions,
    social: social && {
      ...social,
      redirectUri: `${origin}${SOCIAL_CALLBACK_PATH}`,
      allowedOrigins: [...allowedOrigins],
    },
  })
  const frameConfig: SecureFrameConfig = {
    version: VERSION,
    allowedOrigins: [...allowedOrigins],
    chains: chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
      chainId,
      name,
      rpcUrl,
      nativeCurrency,
    })),
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin)
    const method = request.method ?? 'GET'
    if (method === 'GET' && url.pathname === '/frame') {
      return sendPage(response, renderFramePage(frameConfig), {
        'content-security-policy': [
          "default-src 'none'",
          "script-src 'self'",
          `connect-src 'self' ${chains.map((c) => c.rpcUrl).join(' ')}`,
          `frame-ancestors ${allowedOrigins.join(' ') || "'none'"}`,
          "base-uri 'none'",
          "form-action 'none'",
        ].join('; '),
      })
    }
    if (method === 'GET' && url.pathname === '/frame.js') {
      if (!frameScript) return sendJson(response, 503, { error: 'The frame script was not built' })
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      })
      return void response.end(frameScript)
    }
    if (method === 'GET' && url.pathname === '/device/approve') {
      const approved = auth.approveDevice(url.searchParams.get('token') ?? '')
      return sendPage(
        response,
        approved
          ? devicePage('Device approved', 'You can go back to the app: the login continues there by itself.')
          : devicePage('Link not valid', 'This link is invalid, expired or already used. Ask for a new one.'),
        {},
        approved ? 200 : 400,
      )
    }
    if (method === 'GET' && url.pathname === SOCIAL_CALLBACK_PATH) {
      // The provider sent the person back here, in the popup the app opened: the page hands the result URI to
      // that app (its origin is known from the login's state) and closes; the app's frame completes the login.
      const appOrigin = auth.socialAppOrigin(url.searchParams.get('state') ?? '') ?? null
      return sendPage(response, socialCallbackPage(appOrigin), {
        'content-security-policy':
          "default-src 'none'; script-src 'self'; base-uri 'none'; frame-ancestors 'none'",
      })
    }
    if (method === 'GET' && url.pathname === '/social-callback.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      })
      return void response.end(SOCIAL_CALLBACK_SCRIPT)
    }
    if (method === 'GET' && url.pathname === '/health') return sendJson(response, 200, { ok: true })
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/_devnet/'))
      return sendJson(response, 404, { error: 'Not found' })
    // Only the frame (this origin) may call the API; browsers always send Origin on cross-origin requests.
    const requestOrigin = request.headers.origin
    if (requestOrigin !== undefined && requestOrigin !== origin)
      return sendJson(response, 403, { error: 'Cross-origin requests are not allowed' })
    const token = /^Bearer ([\w-]{16,128})$/.exec(request.headers.authorization ?? '')?.[1]

    if (method === 'GET' && url.pathname === '/api/session') {
      const session = auth.getSession(token)
      return session ? sendJson(response, 200, session) : sendJson(response, 401, { error: 'Not signed in' })
    }
    if (method !== 'POST') return sendJson(response, 405, { error: 'Use POST' })
    const body = await readJson(request)
    switch (url.pathname) {
      case '/api/connect-email':
        return sendJson(response, 200, await auth.connectEmail({ ...bodies.connectEmail.parse(body), token }))
      case '/api/connect-device':
        // Below the app's 30 s limit for CONNECT_DEVICE, so the frame can still answer it with an error.
        await auth.connectDevice({ ...bodies.connectDevice.parse(body), waitMs: 25_000 })
        return sendJson(response, 200, {})
      case '/api/connect-otp':
        return sendJson(response, 200, auth.connectOtp(bodies.connectOtp.parse(body)))
      case '/api/sign-out':
        auth.signOut(token)
        return sendJson(response, 200, {})
      case '/api/wallet/key':
        return sendJson(response, 200, auth.walletKey(token))
      case '/api/wallet/register': {
        return sendJson(response, 200, await auth.registerWallet(token, bodies.registerWallet.parse(body)))
      }
      case '/api/social/redirect':
        return sendJson(response, 200, auth.socialRedirect(bodies.socialRedirect.parse(body)))
      case '/api/social/connect':
        return sendJson(response, 200, await auth.connectSocial(bodies.socialConnect.parse(body)))
      case '/api/update-email':
        return sendJson(response, 200, await auth.updateEmail(token, bodies.updateEmail.parse(body).email))
      case '/api/update-email/primary':
        await auth.updateEmailPrimary(token, bodies.otp.parse(body).otp)
        return sendJson(response, 200, {})
      case '/api/update-email/secondary':
        return sendJson(response, 200, auth.updateEmailSecondary(token, bodies.otp.parse(body).otp))
      case '/_devnet/wallet': {
        // Devnet only: the key a test looks for where it must never be (see AuthService.revealWallet).
        const wallet = auth.revealWallet(bodies.updateEmail.parse(body).email)
        return wallet ? sendJson(response, 200, wallet) : sendJson(response, 404, { error: 'No wallet' })
      }
      case '/_devnet/clock':
        clockOffset += bodies.clock.parse(body).advanceMs
        return sendJson(response, 200, { offsetMs: clockOffset })
      default:
        return sendJson(response, 404, { error: 'Not found' })
    }
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.end()
      if (error instanceof AuthError) return sendJson(response, error.status, { error: error.message })
      if (error instanceof z.ZodError)
        return sendJson(response, 400, {
          error: `Invalid request: ${error.issues[0]?.message ?? 'bad body'}`,
        })
      if (error instanceof BodyError) return sendJson(response, 400, { error: error.message })
      sendJson(response, 500, { error: error instanceof Error ? error.message : 'An error occurred' })
    })
  })
  let running = false
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ port, host, exclusive: true }, () => {
        server.off('error', reject)
        running = true
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!running) return resolve()
      running = false
      server.close(() => resolve())
      server.closeAllConnections()
    })
  await listen()
  return {
    url: origin,
    port,
    auth,
    get running() {
      return running
    },
    start: async () => {
      if (!running) await listen()
    },
    stop,
    advanceClock: (ms) => {
      clockOffset += ms
    },
    close: async () => {
      transport.close()
      await stop()
    },
  }
}

class BodyError extends Error {}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY) throw new BodyError('Request body too large')
    chunks.push(buffer)
  }
  if (size === 0) return {}
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new BodyError('Request body is not JSON')
  }
}

// The master key is the other half of the custody scheme: a file of its own in the state directory (made on
// first start), or a fresh key per run without one.
function loadMasterKey(stateDir: string | undefined): Buffer {
  if (!stateDir) return randomBytes(32)
  const file = join(stateDir, 'secure-site-master.key')
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`)
    return key
  }
  mkdirSync(stateDir, { recursive: true })
  const key = randomBytes(32)
  writeFileSync(file, key.toString('base64'), { mode: 0o600 })
  return key
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

function sendPage(
  response: ServerResponse,
  html: string,
  headers: Record<string, string>,
  status = 200,
): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  })
  response.end(html)
}

function devicePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`
}

// The social callback page's script (no build step: a few lines). It posts the page's own URL, which carries the
// provider's code or error and the state, to the app that opened the popup, at that app's exact origin.
const SOCIAL_CALLBACK_SCRIPT = `const config = JSON.parse(document.getElementById('social-callback-config').textContent)
if (window.opener && config.appOrigin) {
  window.opener.postMessage({ type: ${JSON.stringify(SOCIAL_RESULT_TYPE)}, resultUri: location.href }, config.appOrigin)
  window.close()
} else {
  document.getElementById('status').textContent = 'This login is not valid any more. Go back to the app and start it again.'
}
`

function socialCallbackPage(appOrigin: string | null): string {
  const json = JSON.stringify({ appOrigin }).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title>
<script type="application/json" id="social-callback-config">${json}</script>
<script type="module" src="/social-callback.js"></script></head>
<body><p id="status">Signing in… This window closes by itself.</p></body></html>`
}
