import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { assertPortFree } from '../ports.ts'
import { DEVNET_PROJECTS } from './projects.ts'
import { createWalletCatalog, type DirectoryWallet, walletIconSvg } from './walletCatalog.ts'

/** The devnet wallet directory's fixed port. */
export const DEVNET_DIRECTORY_PORT = 8552

/**
 * How the directory answers `getWallets`: as production does, with a reply that fails validation
 * (for the client's bad-input path), or with HTTP 500.
 */
export type DirectoryMode = 'ok' | 'invalid' | 'error'

/** A request the directory served, for tests to check the query every call carries. */
export type DirectoryRequest = { path: string; query: Record<string, string> }

export type DirectoryServer = {
  readonly url: string
  readonly port: number
  readonly wallets: readonly DirectoryWallet[]
  requests(): DirectoryRequest[]
  setMode(mode: DirectoryMode): void
  /** Holds every reply to `path` back by `ms` (0: answers at once again); `POST /_delay?path=…&ms=…`. */
  setDelay(path: string, ms: number): void
  close(): Promise<void>
}

/** The longest a reply can be held back: a test's slow service, not a hung one. */
export const MAX_DIRECTORY_DELAY_MS = 10_000

export type StartDirectoryParameters = { port?: number | undefined; host?: string | undefined }

/**
 * The wallet directory in the production reply format: `GET /getWallets` (page, entries, include,
 * exclude, search, badge_type, chains → { count, data }) and `GET /getWalletImage/{image_id}`
 * (SVG), and each project's remote configuration: `GET /appkit/v1/config` (→ { features }) and
 * `GET /projects/v1/origins` (→ { allowedOrigins }) and `GET /getAnalyticsConfig` (→ { isAnalyticsEnabled })
 * from devnet/directory/projects.ts. Calls without
 * `projectId` get 400, as production does. `POST /_mode/{mode}`, `POST /_delay?path=…&ms=…` (a slow service:
 * replies to that path held back, e.g. for the Connect list's late rows) and `GET /_requests` (the log, for e2e
 * tests that count calls) are devnet-only.
 */
export async function startDirectory({
  port = DEVNET_DIRECTORY_PORT,
  host = '127.0.0.1',
}: StartDirectoryParameters = {}): Promise<DirectoryServer> {
  await assertPortFree(port, host, 'the wallet directory')
  const wallets = createWalletCatalog()
  const log: DirectoryRequest[] = []
  let mode: DirectoryMode = 'ok'
  const delays = new Map<string, number>()
  const setDelay = (path: string, ms: number) => {
    if (!path.startsWith('/') || !Number.isInteger(ms) || ms < 0 || ms > MAX_DIRECTORY_DELAY_MS)
      throw new Error(`Expected a path and 0–${MAX_DIRECTORY_DELAY_MS} ms, got ${path} and ${ms}`)
    if (ms) delays.set(path, ms)
    else delays.delete(path)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://directory')
    const held = request.method === 'GET' ? delays.get(url.pathname) : undefined
    if (held) setTimeout(() => answer(request, response), held)
    else answer(request, response)
  })

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://directory')
    const query = Object.fromEntries(url.searchParams)
    if (request.method === 'OPTIONS') return send(response, 204)
    if (request.method === 'POST') {
      if (url.pathname === '/_delay') {
        try {
          setDelay(query.path ?? '', Number(query.ms ?? 'NaN'))
        } catch (error) {
          return send(response, 400, { error: (error as Error).message })
        }
        return send(response, 200, { path: query.path, ms: Number(query.ms) }, 'application/json', 'no-store')
      }
      const modeMatch = /^\/_mode\/(ok|invalid|error)$/.exec(url.pathname)
      if (!modeMatch) return send(response, 404, { error: 'Not found' })
      mode = modeMatch[1] as DirectoryMode
      return send(response, 200, { mode })
    }
    if (url.pathname === '/_requests') return send(response, 200, log, 'application/json', 'no-store')
    log.push({ path: url.pathname, query })
    if (!query.projectId) return send(response, 400, { error: 'projectId is required' })
    if (url.pathname === '/getWallets') return getWallets(query, request, response)
    const project = Object.hasOwn(DEVNET_PROJECTS, query.projectId)
      ? DEVNET_PROJECTS[query.projectId]
      : undefined
    if (url.pathname === '/getAnalyticsConfig') {
      if (!project) return send(response, 404, { error: 'Project not found' }, 'application/json', 'no-store')
      const isAnalyticsEnabled = project.analytics !== 'off'
      return send(response, 200, { isAnalyticsEnabled }, 'application/json', 'no-store')
    }
    if (url.pathname === '/appkit/v1/config' || url.pathname === '/projects/v1/origins') {
      if (!project) return send(response, 404, { error: 'Project not found' }, 'application/json', 'no-store')
      if (url.pathname === '/appkit/v1/config')
        return send(response, 200, { features: project.features }, 'application/json', 'no-store')
      if (!project.allowedOrigins)
        return send(response, 500, { error: 'Origins unavailable' }, 'application/json', 'no-store')
      return send(response, 200, { allowedOrigins: project.allowedOrigins }, 'application/json', 'no-store')
    }
    const image = /^\/getWalletImage\/([\w-]+)$/.exec(url.pathname)
    const wallet = image && wallets.find((w) => w.image_id === image[1])
    if (wallet) return send(response, 200, walletIconSvg(wallet.name), 'image/svg+xml')
    send(response, 404, { error: 'Not found' })
  }

  function getWallets(query: Record<string, string>, _request: IncomingMessage, response: ServerResponse) {
    if (mode === 'error') return send(response, 500, { error: 'Directory unavailable' })
    const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : [])
    const include = list(query.include)
    const exclude = new Set(list(query.exclude))
    const chains = list(query.chains)
    const search = query.search?.trim().toLowerCase()
    const matches = wallets.filter(
      (w) =>
        (include.length === 0 || include.includes(w.id)) &&
        !exclude.has(w.id) &&
        (!search || w.name.toLowerCase().includes(search)) &&
        (!query.badge_type || query.badge_type === 'none' || w.badge_type === query.badge_type) &&
        (chains.length === 0 || chains.some((chain) => w.chains.includes(chain))),
    )
    const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1)
    const entries = Math.min(100, Math.max(1, Number.parseInt(query.entries ?? '40', 10) || 40))
    const data = matches.slice((page - 1) * entries, page * entries)
    if (mode === 'invalid') {
      // Looks like a reply, but the entries lack names and ids are numbers: a client must refuse it.
      return send(response, 200, { count: 'many', data: data.map((w) => ({ ...w, id: 7, name: undefined })) })
    }
    send(response, 200, { count: matches.length, data })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, resolve)
  })
  return {
    url: `http://${host}:${port}`,
    port,
    wallets,
    requests: () => [...log],
    setMode: (next) => {
      mode = next
    },
    setDelay,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  type = 'application/json',
  cache = 'public, max-age=3600',
): void {
  const data = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    ...(data === undefined
      ? {}
      : { 'content-type': type, 'cache-control': cache, 'content-length': Buffer.byteLength(data) }),
  })
  response.end(data)
}
