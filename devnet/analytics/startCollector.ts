import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { isOriginAllowed } from '../../src/allowedOrigins.ts'
import { analyticsBodySchema } from '../../src/analyticsSchemas.ts'
import { DEVNET_PROJECTS } from '../directory/projects.ts'
import { assertPortFree } from '../ports.ts'
import { renderCollectorPage } from './collectorPage.ts'
import {
  type CollectorStore,
  collect,
  countByLabel,
  createCollectorStore,
  selectEvents,
} from './collectorStore.ts'

/** The devnet analytics collector's fixed port. */
export const ANALYTICS_COLLECTOR_PORT = 8558

export type AnalyticsCollector = {
  readonly url: string
  readonly store: CollectorStore
  close(): Promise<void>
}

export type StartCollectorParameters = {
  port?: number | undefined
  host?: string | undefined
  now?: (() => number) | undefined
}

const MAX_BODY_BYTES = 64 * 1024

/**
 * The analytics service of the devnet: `POST /e` in the production wire format (spec part 7; a project id on
 * the query, the body checked with the product's own schema), answering 403 when a project that checks origins
 * (devnet/directory/projects.ts) is posted to from an origin it does not allow. For people, `GET /` draws the
 * received events by type over time; for tests, `GET /events.json` (`?projectId=`, `?since=` ms) and
 * `POST /_reset`.
 */
export async function startCollector({
  port = ANALYTICS_COLLECTOR_PORT,
  host = '127.0.0.1',
  now = Date.now,
}: StartCollectorParameters = {}): Promise<AnalyticsCollector> {
  await assertPortFree(port, host, 'the analytics collector')
  const store = createCollectorStore()

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://collector')
    const projectId = url.searchParams.get('projectId') ?? undefined
    if (request.method === 'OPTIONS') return send(response, 204)
    if (request.method === 'POST' && url.pathname === '/e') return receive(request, response, projectId)
    if (request.method === 'POST' && url.pathname === '/_reset') {
      Object.assign(store, createCollectorStore())
      return send(response, 200, {})
    }
    if (request.method !== 'GET') return send(response, 404, { error: 'Not found' })
    if (url.pathname === '/events.json') {
      const events = selectEvents(store, projectId, Number(url.searchParams.get('since') ?? 0) || 0)
      const refused = projectId ? (store.refused[projectId] ?? 0) : sum(Object.values(store.refused))
      return send(response, 200, { total: events.length, counts: countByLabel(events), refused, events })
    }
    if (url.pathname === '/') {
      const projects = [...new Set(store.events.map((e) => e.projectId))].sort()
      const page = renderCollectorPage({
        events: selectEvents(store, projectId),
        refused: store.refused,
        projects,
        projectId,
        now: now(),
      })
      return send(response, 200, page, 'text/html; charset=utf-8')
    }
    send(response, 404, { error: 'Not found' })
  })

  async function receive(request: IncomingMessage, response: ServerResponse, projectId: string | undefined) {
    const text = await readBody(request)
    if (!projectId || text === undefined) {
      store.invalid += 1
      return send(response, 400, { error: projectId ? 'Body too large' : 'projectId is required' })
    }
    const origin = request.headers.origin ?? ''
    const project = Object.hasOwn(DEVNET_PROJECTS, projectId) ? DEVNET_PROJECTS[projectId] : undefined
    if (project?.analytics === 'originChecked' && !isOriginAllowed(origin, project.allowedOrigins ?? [])) {
      store.refused[projectId] = (store.refused[projectId] ?? 0) + 1
      return send(response, 403, { error: `Origin ${origin} is not allowed for project ${projectId}` })
    }
    const parsed = analyticsBodySchema.safeParse(safeJson(text))
    if (!parsed.success) {
      store.invalid += 1
      return send(response, 400, { error: parsed.error.issues[0]?.message ?? 'Invalid body' })
    }
    collect(store, { receivedAt: now(), projectId, origin, body: parsed.data })
    send(response, 200, {})
  }

  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  return {
    url: `http://${host}:${port}`,
    store,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function sum(values: number[]): number {
  return values.reduce((a, n) => a + n, 0)
}

// Replies declare their length, as production's do: Chromium logs a chunked no-store reply that a dedicated
// worker reads through a stream as cancelled, although every byte arrived (worker/services/readLimited.ts).
function send(response: ServerResponse, status: number, body?: unknown, type = 'application/json'): void {
  const data = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'cache-control': 'no-store',
    ...(data === undefined ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(data) }),
  })
  response.end(data)
}
