import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Address } from 'viem'
import { UNISWAP_V2 } from '../contracts/uniswapV2.ts'
import { assertPortFree } from '../ports.ts'
import {
  DEVNET_ICONS,
  DEVNET_NAME_ZONE,
  DEVNET_PRICES,
  type DevnetName,
  getDevnetNames,
  KNOWN_TOKENS,
  SWAP_TOKENS,
} from './catalog.ts'
import { createChainIndex } from './chainIndex.ts'
import type { ConvertRouter } from './convertRoutes.ts'
import { explorerPage } from './explorerPage.ts'
import { createNameRegistry } from './nameRegistry.ts'
import { type DataApiContext, handleDataApiRequest } from './routes.ts'
import { type CreateSolanaSourceParameters, createSolanaSource } from './solanaBalances.ts'

/** The devnet's blockchain data API port. */
export const DATA_API_PORT = 8550

/** Origins whose pages (and workers) may call the API from a browser: the demo, also under the strict CSP (5175). */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:5175',
]

export type CreateDataApiParameters = {
  chains: readonly { chainId: number; rpcUrl: string }[]
  port?: number | undefined
  host?: string | undefined
  allowedOrigins?: readonly string[] | undefined
  /** History page size. */
  pageSize?: number | undefined
  prices?: Readonly<Record<string, number>> | undefined
  names?: readonly DevnetName[] | undefined
  knownTokens?: readonly Address[] | undefined
  /** A Solana node to answer that cluster's balances from (SOL and the known SPL tokens, read live). */
  solana?: CreateSolanaSourceParameters | undefined
  /** The Uniswap V2 deployment `/v1/convert/*` answers from (default: the devnet's; chains without it are unsupported). */
  uniswap?: ConvertRouter | undefined
  /**
   * The CAIP-2 chains `/v1/convert/gas-price` quotes (default: every chain with the router). Production's gas
   * prices cover a list of their own, so a network can list swap tokens yet answer 'Unsupported chain' here.
   */
  gasPriceChains?: readonly string[] | undefined
}

/** The data API server; it can be stopped and started again (tests take it offline this way). */
export type DataApi = {
  readonly url: string
  readonly port: number
  readonly running: boolean
  start(): Promise<void>
  stop(): Promise<void>
  /** Forgets the names registered since start-up (tests register afresh); the seeded names stay. */
  reset(): Promise<void>
}

const MAX_BODY_BYTES = 64 * 1024

/** A blockchain data API over local chains, loopback only, speaking the production reply shapes. */
export function createDataApi(p: CreateDataApiParameters): DataApi {
  const host = p.host ?? '127.0.0.1'
  const port = p.port ?? DATA_API_PORT
  const allowed = new Set(p.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS)
  // The index outlives stop/start: like a real service, it keeps what it learned while offline.
  // Registrations go into this list, so forward, reverse and identity lookups answer from them at once.
  const names = [...(p.names ?? getDevnetNames())]
  const registry = createNameRegistry({
    names,
    zones: [DEVNET_NAME_ZONE],
    coinTypes: () => p.chains.map((c) => (c.chainId | 0x80000000) >>> 0),
    now: () => Math.floor(Date.now() / 1000),
  })
  const ctx: DataApiContext = {
    indexes: new Map(p.chains.map((c) => [`eip155:${c.chainId}`, createChainIndex(c)])),
    prices: p.prices ?? DEVNET_PRICES,
    icons: DEVNET_ICONS,
    names,
    registry,
    knownTokens: p.knownTokens ?? KNOWN_TOKENS,
    pageSize: p.pageSize ?? 10,
    solana: p.solana && createSolanaSource(p.solana),
    swapTokens: SWAP_TOKENS,
    uniswap: p.uniswap ?? UNISWAP_V2,
    gasPriceChains: p.gasPriceChains && new Set(p.gasPriceChains),
  }
  let server: Server | undefined
  // Every call by method and path, for e2e tests that count what reached the service (`GET /_requests`).
  const log: { method: string; path: string }[] = []

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
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    if (request.method === 'GET' && request.url === '/_requests') {
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(log))
      return
    }
    log.push({
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', `http://${host}`).pathname,
    })
    // A devnet left running for days keeps only the recent calls.
    if (log.length > 20_000) log.splice(0, log.length - 10_000)
    // The devnet's block explorer pages (HTML, for people): the chains' explorer URLs point here.
    if (request.method === 'GET' && request.url?.startsWith('/explorer/')) {
      const explorer = await explorerPage(p.chains, new URL(request.url, `http://${host}:${port}`).pathname)
      response.writeHead(explorer.status, { 'content-type': 'text/html; charset=utf-8' }).end(explorer.html)
      return
    }
    const body = request.method === 'POST' ? await readJson(request) : undefined
    const reply =
      body === INVALID
        ? { status: 400, body: { reasons: [{ description: 'Invalid JSON body' }] } }
        : await handleDataApiRequest(ctx, {
            method: request.method ?? 'GET',
            url: new URL(request.url ?? '/', `http://${host}:${port}`),
            body,
          })
    response.writeHead(reply.status, { ...cors, 'content-type': 'application/json' })
    response.end(JSON.stringify(reply.body))
  }

  return {
    url: `http://${host}:${port}`,
    port,
    get running() {
      return server?.listening ?? false
    },
    async start() {
      if (server?.listening) return
      await assertPortFree(port, host, 'the blockchain data API')
      const next = createServer((request, response) => {
        handle(request, response).catch((error: Error) => {
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ reasons: [{ description: error.message }] }))
        })
      })
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject)
        next.listen({ port, host, exclusive: true }, resolve)
      })
      server = next
    },
    async reset() {
      registry.reset()
    },
    async stop() {
      const current = server
      server = undefined
      if (!current?.listening) return
      await new Promise<void>((resolve, reject) => {
        current.close((error) => (error ? reject(error) : resolve()))
        current.closeAllConnections()
      })
    },
  }
}

const INVALID = Symbol('invalid')

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return INVALID
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return INVALID
  }
}
