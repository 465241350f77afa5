import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AnalyticsBody } from '../../src/analyticsSchemas.ts'
import { getFreePort } from '../ports.ts'
import { type AnalyticsCollector, startCollector } from './startCollector.ts'

let collector: AnalyticsCollector
let now = Date.UTC(2026, 0, 1, 12)

beforeAll(async () => {
  collector = await startCollector({ port: await getFreePort(), now: () => now })
})

afterAll(async () => {
  await collector.close()
})

beforeEach(async () => {
  await fetch(`${collector.url}/_reset`, { method: 'POST' })
})

const body = (event: string, extra: Partial<AnalyticsBody['props']> = {}): AnalyticsBody => ({
  eventId: crypto.randomUUID(),
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1:5173',
  timestamp: now,
  props: { type: 'track', event, properties: { connected: false }, ...extra },
})

const post = (projectId: string | null, payload: unknown, origin = 'http://127.0.0.1:5173') =>
  fetch(`${collector.url}/e${projectId ? `?projectId=${projectId}&st=html-wagmi&sv=4.2.2` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(payload),
  })

const summary = async (query = '') => (await fetch(`${collector.url}/events.json${query}`)).json()

test('default: accepted posts are counted by type, per project, and listed with where they came from', async () => {
  expect((await post('walletdock-demo', body('MODAL_OPEN'))).status).toBe(200)
  expect((await post('walletdock-demo', body('MODAL_OPEN'))).status).toBe(200)
  now += 30_000
  const report = body('INTERNAL_SDK_ERROR', {
    type: 'error',
    errorType: 'E',
    errorMessage: 'm',
    stackTrace: 's',
  })
  expect((await post('walletdock-demo', report)).status).toBe(200)
  expect((await post('walletdock-example', body('MODAL_CLOSE'))).status).toBe(200)
  const all = await summary()
  expect(all.total).toBe(4)
  expect(all.counts).toEqual({ MODAL_OPEN: 2, 'error:INTERNAL_SDK_ERROR': 1, MODAL_CLOSE: 1 })
  expect((await summary('?projectId=walletdock-example')).counts).toEqual({ MODAL_CLOSE: 1 })
  expect((await summary(`?since=${now}`)).total).toBe(2)
  expect(all.events[0]).toMatchObject({ projectId: 'walletdock-demo', origin: 'http://127.0.0.1:5173' })
})

test('behavior: no project id or a body off the wire format is refused with 400 and not counted', async () => {
  expect((await post(null, body('MODAL_OPEN'))).status).toBe(400)
  expect((await post('walletdock-demo', { eventId: 'x', props: {} })).status).toBe(400)
  expect((await summary()).total).toBe(0)
  expect(collector.store.invalid).toBe(2)
})

test('behavior: a project that checks origins refuses others with 403 and counts the refusal', async () => {
  expect((await post('walletdock-demo-analytics-refused', body('MODAL_OPEN'))).status).toBe(403)
  const allowed = await post(
    'walletdock-demo-analytics-refused',
    body('MODAL_OPEN'),
    'https://app.walletdock.example',
  )
  expect(allowed.status).toBe(200)
  const refused = await summary('?projectId=walletdock-demo-analytics-refused')
  expect(refused).toMatchObject({ total: 1, refused: 1 })
})

test('behavior: the page charts the events by type over time, with the counts as its legend', async () => {
  for (const event of ['MODAL_OPEN', 'MODAL_OPEN', 'CONNECT_SUCCESS'])
    await post('walletdock-demo', body(event))
  now += 60_000
  await post('walletdock-demo', body('MODAL_CLOSE'))
  const page = await (await fetch(`${collector.url}/`)).text()
  expect(page).toContain('<svg class="chart"')
  // One bar segment per type and time bucket: two buckets, three types in the first.
  expect(page.match(/<rect [^>]*data-label="MODAL_OPEN" data-count="2"/g)).toHaveLength(1)
  expect(page.match(/<rect [^>]*data-label="CONNECT_SUCCESS" data-count="1"/g)).toHaveLength(1)
  expect(page.match(/<rect [^>]*data-label="MODAL_CLOSE" data-count="1"/g)).toHaveLength(1)
  expect(page).toMatch(/<li data-label="MODAL_OPEN">.*?<span class="count">2<\/span><\/li>/)
  expect(page).toContain('data-testid="total-events"><b>4</b>')
})
