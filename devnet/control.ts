import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AnvilHandle } from './anvil.ts'
import { DEVNET_CONTROL_PORT } from './chains.ts'
import { assertPortFree } from './ports.ts'

/** A devnet service tests can stop and start (e.g. the blockchain data API). */
export type ControlledService = {
  readonly running: boolean
  start(): Promise<void>
  stop(): Promise<void>
  /** Forgets what tests changed in it (the data API's registered names); `POST /services/{name}/reset`. */
  reset?(): Promise<void>
  /**
   * Answers one path with an HTTP error until reset or healed: `POST /services/{name}/fail?path=…&status=…` (503
   * by default), `POST /services/{name}/heal?path=…`.
   */
  fail?(path: string, status: number | null): Promise<void>
}

export type StartControlServerParameters = {
  chains: readonly AnvilHandle[]
  /** Served as `POST /services/{name}/stop|start` and listed by `GET /services`. */
  services?: Readonly<Record<string, ControlledService>> | undefined
  port?: number | undefined
  host?: string | undefined
}

/** The HTTP server tests use to take chains offline and back. */
export type ControlServer = {
  readonly url: string
  readonly port: number
  close(): Promise<void>
}

/** Status of one chain as `GET /chains` reports it. */
export type ChainStatus = { chainId: number; port: number; rpcUrl: string; running: boolean }

/**
 * Serves `GET /health`, `GET /chains`, `POST /chains/{chainId}/stop` and `POST /chains/{chainId}/start`
 * on a strict port, with CORS `*` so a test page can call it too.
 */
export async function startControlServer({
  chains,
  services = {},
  port = DEVNET_CONTROL_PORT,
  host = '127.0.0.1',
}: StartControlServerParameters): Promise<ControlServer> {
  await assertPortFree(port, host, 'the devnet control server')
  const server = createServer((request, response) => {
    route(chains, services, request).then(
      ({ status, body }) => reply(response, status, body),
      (error: Error) => reply(response, 500, { error: error.message }),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, resolve)
  })
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

type Reply = { status: number; body: unknown }

async function route(
  chains: readonly AnvilHandle[],
  services: Readonly<Record<string, ControlledService>>,
  request: IncomingMessage,
): Promise<Reply> {
  const { pathname } = new URL(request.url ?? '/', 'http://control')
  const method = request.method ?? 'GET'
  if (method === 'OPTIONS') return { status: 204, body: undefined }
  if (pathname === '/health') return method === 'GET' ? { status: 200, body: { ok: true } } : notAllowed()
  if (pathname === '/chains')
    return method === 'GET' ? { status: 200, body: chains.map(getStatus) } : notAllowed()
  if (pathname === '/services' && method === 'GET')
    return { status: 200, body: Object.entries(services).map(([name, s]) => ({ name, running: s.running })) }
  const service = /^\/services\/([\w-]+)\/(stop|start|reset|fail|heal)$/.exec(pathname)
  if (service)
    return controlService(
      services,
      method,
      service[1] ?? '',
      service[2] ?? '',
      new URL(request.url ?? '/', 'http://control').searchParams,
    )
  const match = /^\/chains\/(\d+)\/(stop|start)$/.exec(pathname)
  if (!match) return { status: 404, body: { error: `No route ${pathname}` } }
  if (method !== 'POST') return notAllowed()
  const chain = chains.find((candidate) => candidate.chainId === Number(match[1]))
  if (!chain) return { status: 404, body: { error: `Unknown chain ${match[1]}` } }
  await (match[2] === 'stop' ? chain.stop() : chain.start())
  return { status: 200, body: getStatus(chain) }
}

async function controlService(
  services: Readonly<Record<string, ControlledService>>,
  method: string,
  name: string,
  action: string,
  query: URLSearchParams,
): Promise<Reply> {
  if (method !== 'POST') return notAllowed()
  const service = Object.hasOwn(services, name) ? services[name] : undefined
  if (!service) return { status: 404, body: { error: `Unknown service ${name}` } }
  if (action === 'fail' || action === 'heal') {
    const path = query.get('path')
    const status = action === 'heal' ? null : Number(query.get('status') ?? 503)
    if (!service.fail) return { status: 404, body: { error: `${name} cannot fail a path` } }
    if (
      !path?.startsWith('/') ||
      (status !== null && (!Number.isInteger(status) || status < 400 || status > 599))
    )
      return { status: 400, body: { error: 'Expected ?path=/… and an HTTP error status' } }
    await service.fail(path, status)
    return { status: 200, body: { name, failing: status === null ? null : path, status } }
  }
  if (action === 'reset') {
    if (!service.reset) return { status: 404, body: { error: `${name} has nothing to reset` } }
    await service.reset()
    return { status: 200, body: { name, running: service.running } }
  }
  await (action === 'stop' ? service.stop() : service.start())
  return { status: 200, body: { name, running: service.running } }
}

function getStatus(chain: AnvilHandle): ChainStatus {
  return { chainId: chain.chainId, port: chain.port, rpcUrl: chain.rpcUrl, running: chain.running }
}

function notAllowed(): Reply {
  return { status: 405, body: { error: 'Method not allowed' } }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}
