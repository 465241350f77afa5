import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

/** One file the server sent: what was asked, how big it was and when (epoch ms, same clock as the page). */
export type Served = { path: string; bytes: number; at: number; dest: string; referer: string }

export type StaticServer = {
  url: string
  /** Every response so far; `mark()` gives the index to slice from. */
  served: Served[]
  mark(): number
  close(): Promise<void>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
}

/**
 * Serves a production build on loopback, uncompressed (the harness compresses bodies itself, so
 * gzip and brotli figures do not depend on a server's settings) and logs each file it sends.
 */
export async function startStaticServer(
  root: string,
  port: number,
  /** Sent with every file (the examples serve a CDN's copy with `access-control-allow-origin`). */
  headers: Record<string, string> = {},
): Promise<StaticServer> {
  const served: Served[] = []
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '')
    let file = join(root, safe)
    const isFile = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    )
    // Unknown paths get the page, as a static host with an SPA fallback would.
    if (!isFile) file = join(root, 'index.html')
    try {
      const body = await readFile(file)
      served.push({
        path: isFile ? safe : '/index.html',
        bytes: body.length,
        at: Date.now(),
        dest: String(request.headers['sec-fetch-dest'] ?? ''),
        referer: String(request.headers.referer ?? ''),
      })
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'content-length': body.length,
        ...headers,
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    served,
    mark: () => served.length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
