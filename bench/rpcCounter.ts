import { createServer, type IncomingMessage } from 'node:http'

/** A JSON-RPC proxy in front of a chain that counts the methods reaching it. */
export type RpcCounter = {
  url: string
  /** Requests of `method` received since the start (batched calls count one by one). */
  count(method: string): number
  close(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

/** Starts the proxy on loopback: the bench configures every page's RPC URL to it. */
export async function startRpcCounter(target: string, port: number): Promise<RpcCounter> {
  const counts = new Map<string, number>()
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end()
      return
    }
    const body = await readBody(request)
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'))
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        const method = typeof call === 'object' && call && 'method' in call ? String(call.method) : '?'
        counts.set(method, (counts.get(method) ?? 0) + 1)
      }
    } catch {
      counts.set('?', (counts.get('?') ?? 0) + 1)
    }
    try {
      const reply = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body.toString('utf8'),
        signal: AbortSignal.timeout(10_000),
      })
      const text = await reply.text()
      response.writeHead(reply.status, { ...CORS, 'content-type': 'application/json' }).end(text)
    } catch {
      response.writeHead(502, CORS).end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    count: (method) => counts.get(method) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
