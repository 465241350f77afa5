import { afterAll, beforeAll, expect, test } from 'vitest'
import { HTTP_REPLY_MAX_BYTES } from '../../src/constants.ts'
import { z } from '../../src/zod.ts'
import { systemClock } from '../deps.ts'
import { createManualClock } from '../testing/manualClock.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { createHttpClient } from './createHttpClient.ts'

let server: ScriptedServer

beforeAll(async () => {
  server = await startScriptedServer()
})

afterAll(async () => {
  await server.close()
})

const schema = z.object({ ok: z.boolean() })
const client = (extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({
    baseUrl: server.url,
    fetch,
    clock: systemClock,
    commonParams: () => ({ st: 'html-wagmi', sv: '4.2.2', projectId: 'p1', clientId: undefined }),
    retryDelayMs: 1,
    ...extra,
  })

test('default: every call carries st, sv and projectId; clientId only when set', async () => {
  server.answer(() => ({ body: '{"ok":true}' }))
  expect(await client().get('/v1/x', { query: { chainId: 'eip155:1' }, schema })).toEqual({ ok: true })
  const sent = server.requests.at(-1)?.url
  expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
    st: 'html-wagmi',
    sv: '4.2.2',
    projectId: 'p1',
    chainId: 'eip155:1',
  })
  await client({ commonParams: () => ({ projectId: 'p1', clientId: 'c9' }) }).get('v1/x', { schema })
  expect(server.requests.at(-1)?.url.searchParams.get('clientId')).toBe('c9')
})

test('behavior: a POST sends its JSON body', async () => {
  server.answer(() => ({ body: '{"ok":true}' }))
  await client().post('/v1/fungible/price', { body: { currency: 'usd', addresses: [] }, schema })
  const last = server.requests.at(-1)
  expect(last?.method).toBe('POST')
  expect(JSON.parse(last?.body ?? '')).toEqual({ currency: 'usd', addresses: [] })
})

test("behavior: a non-OK reply throws 'HTTP status code: {status}'; 5xx is retried, 4xx is not", async () => {
  server.answer(() => ({ status: 503, body: '{}' }))
  const before = server.requests.length
  await expect(client().get('/v1/x', { schema })).rejects.toMatchObject({
    name: 'HttpRequestError',
    shortMessage: 'HTTP status code: 503',
    status: 503,
  })
  expect(server.requests.length - before).toBe(3)

  server.answer(() => ({ status: 404, body: '{}' }))
  const start = server.requests.length
  await expect(client().get('/v1/x', { schema })).rejects.toMatchObject({
    shortMessage: 'HTTP status code: 404',
  })
  expect(server.requests.length - start).toBe(1)
})

test('behavior: a retry that succeeds returns the reply', async () => {
  let calls = 0
  server.answer(() => (++calls === 1 ? { status: 502, body: '' } : { body: '{"ok":false}' }))
  expect(await client().get('/v1/x', { schema })).toEqual({ ok: false })
})

test('bad input remote-replies: truncated JSON and wrong types are invalid replies, not data', async () => {
  server.answer(() => ({ body: '{"ok":tr' }))
  await expect(client().get('/v1/x', { schema })).rejects.toMatchObject({
    name: 'InvalidApiReplyError',
    details: 'The reply is not JSON.',
  })
  server.answer(() => ({ body: '{"ok":"yes"}' }))
  await expect(client().get('/v1/x', { schema })).rejects.toMatchObject({
    name: 'InvalidApiReplyError',
    details: expect.stringContaining('at ok'),
  })
})

test('behavior: a service that never answers times out', async () => {
  const clock = createManualClock()
  server.answer(() => ({ hang: true }))
  const pending = client({ clock, timeoutMs: 5_000 }).get('/v1/slow', { schema })
  const settled = expect(pending).rejects.toMatchObject({
    name: 'TimeoutError',
    details: 'GET /v1/slow did not finish within 5000 ms.',
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  clock.advance(5_000)
  await settled
})

test('behavior: a refused connection is ServiceUnreachableError after the retries', async () => {
  const closed = await startScriptedServer()
  await closed.close()
  await expect(client({ baseUrl: closed.url }).get('/v1/x', { schema })).rejects.toMatchObject({
    name: 'ServiceUnreachableError',
  })
})

test('bad input remote-replies: a reply over the size limit is refused while it streams, declared or not, and not retried', async () => {
  const limited = client({ maxReplyBytes: 1024 })
  server.answer(() => ({ body: JSON.stringify({ ok: true, pad: 'x'.repeat(2000) }) }))
  const before = server.requests.length
  await expect(limited.get('/v1/x', { schema })).rejects.toMatchObject({
    name: 'ReplyTooLargeError',
    shortMessage: 'The service sent a reply that is too large.',
    details: 'More than 1024 bytes.',
  })
  expect(server.requests.length - before).toBe(1)
  // No declared length, and no end: reading stops at the limit instead of waiting for the rest.
  server.answer(() => ({ endless: true }))
  await expect(client().get('/v1/x', { schema })).rejects.toMatchObject({
    name: 'ReplyTooLargeError',
    details: `More than ${HTTP_REPLY_MAX_BYTES} bytes.`,
  })
  // Up to the limit is fine.
  server.answer(() => ({ body: JSON.stringify({ ok: true, pad: 'x'.repeat(900) }) }))
  expect(await limited.get('/v1/x', { schema })).toEqual({ ok: true })
})
