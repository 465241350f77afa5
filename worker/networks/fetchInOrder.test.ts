import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../../devnet/ports.ts'
import { fetchInOrder } from './fetchInOrder.ts'

// Real loopback servers: one that answers with its name, one that is overloaded (503), one that rate-limits (429).
const servers: Server[] = []
const hits: string[] = []
async function serve(name: string, status: number): Promise<string> {
  const server = createServer((request, response) => {
    hits.push(`${name} ${request.method}`)
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ from: name }))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

let live: string
let busy: string
let limited: string
let refused: string
let badRequest: string

beforeAll(async () => {
  live = await serve('live', 200)
  busy = await serve('busy', 503)
  limited = await serve('limited', 429)
  badRequest = await serve('bad', 400)
  // Nothing listens here: the connection is refused at once.
  refused = `http://127.0.0.1:${await getFreePort()}/`
})

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
})

const post = (send: typeof fetch) => send('http://ignored.invalid/', { method: 'POST', body: '{"id":1}' })

test('default: a refused, an overloaded and a rate-limited URL give way to the next, in order', async () => {
  hits.length = 0
  const response = await post(fetchInOrder([refused, busy, limited, live], fetch))
  expect(await response.json()).toEqual({ from: 'live' })
  expect(hits).toEqual(['busy POST', 'limited POST', 'live POST'])
})

test('behavior: the first URL that answers is the only one asked; a 400 is an answer, not a fault', async () => {
  hits.length = 0
  expect(await (await post(fetchInOrder([live, busy], fetch))).json()).toEqual({ from: 'live' })
  const answered = await post(fetchInOrder([badRequest, live], fetch))
  expect(answered.status).toBe(400)
  expect(hits).toEqual(['live POST', 'bad POST'])
})

test('error: when every URL fails, the last one’s answer or fault is what the caller gets', async () => {
  const last = await post(fetchInOrder([refused, busy], fetch))
  expect(last.status).toBe(503)
  await expect(post(fetchInOrder([busy, refused], fetch))).rejects.toThrow(TypeError)
  await expect(post(fetchInOrder([], fetch))).rejects.toThrow('No RPC URL to send to')
})
