import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../../src/secureFrame/socialProviders.ts'
import { assertPortFree } from '../ports.ts'
import { SOCIAL_PROVIDER_PORT } from '../secureSite/secureSiteUrls.ts'
import { z } from '../zod.ts'

/** An OAuth client the provider knows: the secure site, with the callback URLs it may be sent back to. */
export type SocialClient = { clientId: string; clientSecret: string; redirectUris: readonly string[] }

/** The person a login is for, as userinfo reports them. */
export type SocialUser = { sub: string; name: string; preferred_username: string; email?: string }

export type SocialProviderServer = {
  readonly url: string
  close(): Promise<void>
}

export type StartSocialProviderParameters = {
  port?: number
  host?: string
  clients: readonly SocialClient[]
  now?: () => number
}

/** The test users the authorize page offers (a person may also type another username). */
export const SOCIAL_TEST_USERS = ['ada', 'grace', 'alan'] as const

const CODE_TTL_MS = 60_000
const TOKEN_TTL_MS = 60 * 60_000
const MAX_BODY = 16 * 1024

const username = z
  .string()
  .min(2)
  .max(32)
  .regex(/^[a-z0-9][a-z0-9._-]*$/i)
const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(128),
  redirect_uri: z.string().min(1).max(2048),
  state: z.string().min(8).max(256),
  scope: z.optional(z.string().max(256)),
  code_challenge: z
    .string()
    .min(43)
    .max(128)
    .regex(/^[\w-]+$/),
  code_challenge_method: z.literal('S256'),
})
const decision = z.object({ decision: z.enum(['approve', 'deny']), username: z.optional(z.string()) })
const tokenRequest = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(256),
  redirect_uri: z.string().min(1).max(2048),
  client_id: z.string().min(1).max(128),
  client_secret: z.string().min(1).max(256),
  code_verifier: z.string().min(43).max(128),
})

type PendingCode = {
  provider: SocialProvider
  clientId: string
  redirectUri: string
  codeChallenge: string
  user: SocialUser
  expiresAt: number
}

const sha256url = (value: string) => createHash('sha256').update(value).digest('base64url')
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The devnet's social login provider: an OAuth 2.0 authorization-code server with PKCE (RFC 6749, RFC 7636)
 * standing in for Google, X, Discord, GitHub, Apple and Facebook, a path each (`/google/authorize`, …). Its
 * authorize page lets a person pick or type a test user and allow or deny; the token endpoint trades a code
 * (once, with the client's secret and the PKCE verifier) for an access token, and `userinfo` answers with the
 * user as an OpenID Connect userinfo reply.
 */
export async function startSocialProvider({
  port = SOCIAL_PROVIDER_PORT,
  host = '127.0.0.1',
  clients,
  now = Date.now,
}: StartSocialProviderParameters): Promise<SocialProviderServer> {
  await assertPortFree(port, host, 'the social login provider')
  const origin = `http://${host}:${port}`
  const codes = new Map<string, PendingCode>()
  const tokens = new Map<string, { user: SocialUser; expiresAt: number }>()

  const clientOf = (id: string) => clients.find((c) => c.clientId === id)

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin)
    const method = request.method ?? 'GET'
    const [, providerPart, action] = url.pathname.split('/')
    if (url.pathname === '/' && method === 'GET') return sendPage(response, 200, indexPage())
    const provider = SOCIAL_PROVIDERS.find((p) => p === providerPart)
    if (!provider) return sendJson(response, 404, { error: 'not_found' })

    if (action === 'authorize') {
      const fields = method === 'POST' ? await readForm(request) : Object.fromEntries(url.searchParams)
      const query = authorizeQuery.safeParse(fields)
      // A bad client or callback is never redirected to (RFC 6749 4.1.2.1): the page says what is wrong.
      const client = query.success ? clientOf(query.data.client_id) : undefined
      if (!query.success || !client?.redirectUris.includes(query.data.redirect_uri))
        return sendPage(
          response,
          400,
          page('Invalid login request', `<p>The app's login request is not valid for this provider.</p>`),
        )
      const back = new URL(query.data.redirect_uri)
      back.searchParams.set('state', query.data.state)
      if (method === 'GET') return sendPage(response, 200, authorizePage(provider, query.data))
      if (method !== 'POST') return sendJson(response, 405, { error: 'invalid_request' })
      const chosen = decision.safeParse(fields)
      if (!chosen.success) return sendPage(response, 400, page('Invalid answer', '<p>Allow or deny.</p>'))
      if (chosen.data.decision === 'deny') {
        back.searchParams.set('error', 'access_denied')
        back.searchParams.set('error_description', 'The user denied the request')
        return redirect(response, back)
      }
      const name = username.safeParse(chosen.data.username?.trim())
      if (!name.success)
        return sendPage(
          response,
          400,
          authorizePage(
            provider,
            query.data,
            'A username is 2 to 32 letters, digits, dots, dashes or underscores.',
          ),
        )
      const handle = name.data.toLowerCase()
      const code = randomBytes(32).toString('base64url')
      codes.set(code, {
        provider,
        clientId: client.clientId,
        redirectUri: query.data.redirect_uri,
        codeChallenge: query.data.code_challenge,
        user: {
          sub: `${provider}|${handle}`,
          name: handle.charAt(0).toUpperCase() + handle.slice(1),
          preferred_username: handle,
          ...(provider === 'x' ? {} : { email: `${handle}@${provider}.devnet.test` }),
        },
        expiresAt: now() + CODE_TTL_MS,
      })
      back.searchParams.set('code', code)
      return redirect(response, back)
    }

    if (action === 'token' && method === 'POST') {
      const body = tokenRequest.safeParse(await readForm(request))
      if (!body.success) return sendJson(response, 400, { error: 'invalid_request' })
      const client = clientOf(body.data.client_id)
      if (!client || !sameText(client.clientSecret, body.data.client_secret))
        return sendJson(response, 401, { error: 'invalid_client' })
      const pending = codes.get(body.data.code)
      // A code is good once, for its provider, client, callback and PKCE verifier, within its minute.
      codes.delete(body.data.code)
      if (
        !pending ||
        pending.expiresAt < now() ||
        pending.provider !== provider ||
        pending.clientId !== client.clientId ||
        pending.redirectUri !== body.data.redirect_uri ||
        !sameText(sha256url(body.data.code_verifier), pending.codeChallenge)
      )
        return sendJson(response, 400, { error: 'invalid_grant' })
      const accessToken = randomBytes(32).toString('base64url')
      tokens.set(accessToken, { user: pending.user, expiresAt: now() + TOKEN_TTL_MS })
      return sendJson(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_TTL_MS / 1000,
        scope: 'openid profile email',
      })
    }

    if (action === 'userinfo' && method === 'GET') {
      const token = /^Bearer ([\w-]{16,256})$/.exec(request.headers.authorization ?? '')?.[1]
      const live = token ? tokens.get(token) : undefined
      if (!live || live.expiresAt < now() || !live.user.sub.startsWith(`${provider}|`))
        return sendJson(response, 401, { error: 'invalid_token' })
      return sendJson(response, 200, live.user)
    }
    return sendJson(response, 404, { error: 'not_found' })
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.end()
      sendJson(response, 400, { error: 'invalid_request', error_description: String(error) })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => resolve())
  })
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY) throw new Error('Request body too large')
    chunks.push(buffer)
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>
body{font:16px system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#111}
fieldset{border:1px solid #ccc;border-radius:8px;padding:1rem}label{display:block;margin:.4rem 0}
input[type=text]{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}.row{display:flex;gap:.5rem;margin-top:1rem}
button{flex:1;padding:.6rem;font:inherit;border-radius:8px;border:1px solid #888}.error{color:#b00020}
</style></head><body><p><small>Devnet stand-in: no real account is used.</small></p><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

function indexPage(): string {
  const links = SOCIAL_PROVIDERS.map(
    (p) => `<li>${SOCIAL_PROVIDER_NAMES[p]}: <code>/${p}/authorize</code></li>`,
  ).join('')
  return page('Devnet social login provider', `<p>OAuth 2.0 with PKCE for:</p><ul>${links}</ul>`)
}

function authorizePage(
  provider: SocialProvider,
  query: z.infer<typeof authorizeQuery>,
  problem?: string,
): string {
  const name = SOCIAL_PROVIDER_NAMES[provider]
  const hidden = Object.entries(query)
    .map(
      ([key, value]) =>
        `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(String(value ?? ''))}">`,
    )
    .join('')
  const users = SOCIAL_TEST_USERS.map((u) => `<option value="${u}"></option>`).join('')
  return page(
    `Sign in with ${name}`,
    `<p>An app asks to sign you in with your ${escapeHtml(name)} account and to see your name${provider === 'x' ? '' : ' and e-mail address'}.</p>
<form method="post" action="/${provider}/authorize">${hidden}
<fieldset><legend>Test user</legend>
<label for="username">Username</label>
<input type="text" id="username" name="username" list="test-users" value="ada" autocomplete="off">
<datalist id="test-users">${users}</datalist>
<p><small>Pick ${SOCIAL_TEST_USERS.join(', ')} or type any other name: each is an account of its own.</small></p>
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
</fieldset>
<div class="row"><button type="submit" name="decision" value="approve">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div></form>`,
  )
}

function redirect(response: ServerResponse, to: URL): void {
  response.writeHead(302, { location: to.href, 'cache-control': 'no-store' })
  response.end()
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No script at all; the form posts here and is redirected to the client's registered callback.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  })
  response.end(html)
}
