import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getFreePort } from '../../devnet/ports.ts'

/** A request the scripted server received. */
export type ReceivedRequest = { method: string; url: URL; body: string }

/**
 * What to answer: raw text, so tests can send truncated or malformed JSON; `hang` never answers; `endless` streams
 * JSON-looking bytes without a declared length until the client gives up (at most 64 MB).
 */
export type ScriptedReply = {
  status?: number
  body?: string
  hang?: boolean
  endless?: boolean
  /** application/json unless set. */
  contentType?: string
}

/** A real HTTP server on a free loopback port whose answers the test decides, for replies no real service sends. */
export type ScriptedServer = {
  url: string
  requests: ReceivedRequest[]
  /** Answers every following request with `script` (called per request). */
  answer(script: (request: ReceivedRequest) => ScriptedReply): void
  close(): Promise<void>
}

/** Starts a scripted server; by default it answers 404. */
export async function startScriptedServer(): Promise<ScriptedServer> {
  const port = await getFreePort()
  const requests: ReceivedRequest[] = []
  let script: (request: ReceivedRequest) => ScriptedReply = () => ({ status: 404, body: '{}' })
  const hanging = new Set<ServerResponse>()
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const received = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', `http://127.0.0.1:${port}`),
      body: Buffer.concat(chunks).toString('utf8'),
    }
    requests.push(received)
    const reply = script(received)
    if (reply.hang) {
      hanging.add(res)
      return
    }
    if (reply.endless) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
      const chunk = Buffer.from(`[${'0,'.repeat(32 * 1024)}`)
      let sent = 0
      const pump = () => {
        while (!res.destroyed && sent < 64 * 1024 * 1024) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        res.end()
      }
      hanging.add(res)
      return pump()
    }
    res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' })
    res.end(reply.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      script = next
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
