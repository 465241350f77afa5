import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { ANALYTICS_BATCH_DELAY_MS, ANALYTICS_QUEUE_MAX } from '../../src/analyticsLimits.ts'
import { parseConfig } from '../../src/config.ts'
import { createTestCore, eventually, openTab, settle, type TestCore } from '../testing/harness.ts'
import { type ReceivedRequest, type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { setOnline } from './setOnline.ts'
import { trackEvent } from './trackEvent.ts'

let service: ScriptedServer
let enabled: { status: number; body: string }
let collect: { status: number; body: string }

beforeAll(async () => {
  service = await startScriptedServer()
})

afterAll(async () => {
  await service.close()
})

beforeEach(() => {
  service.requests.length = 0
  enabled = { status: 200, body: '{"isAnalyticsEnabled":true}' }
  collect = { status: 200, body: '{}' }
  // One server plays the directory (its analytics answer) and the analytics service.
  service.answer((r) => {
    if (r.url.pathname === '/getAnalyticsConfig') return enabled
    if (r.url.pathname === '/e') return collect
    return { status: 404, body: '{}' }
  })
})

function core(extra: Record<string, unknown> = {}) {
  const config = parseConfig({
    projectId: 'track-test',
    networks: ['eip155:31337'],
    serviceUrls: { analytics: service.url, walletDirectory: service.url },
    ...extra,
  })
  return createTestCore({ config })
}

const posts = () => service.requests.filter((r) => r.url.pathname === '/e')
const asks = () => service.requests.filter((r) => r.url.pathname === '/getAnalyticsConfig')
const bodyOf = (r: ReceivedRequest | undefined) => JSON.parse(r?.body ?? '{}')

// Time passes on the core's clock while the posts travel on real sockets.
function passing(t: TestCore, assertion: () => void): Promise<void> {
  return eventually(() => {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    assertion()
  })
}

test('default: the event is kept by the core and posted to POST /e with the project, SDK and wire fields', async () => {
  const t = await core()
  const at = t.clock.now()
  const returned = trackEvent(t.core, { event: 'SEND_SUCCESS', properties: { token: 'ETH', amount: '1' } })
  expect(returned).toBeUndefined()
  expect(t.core.wallet.events.at(-1)).toEqual({
    event: 'SEND_SUCCESS',
    properties: { token: 'ETH', amount: '1' },
    at,
  })
  await passing(t, () => expect(posts()).toHaveLength(1))
  expect(asks()).toHaveLength(1)
  const [post] = posts()
  expect(post?.method).toBe('POST')
  expect(post?.url.searchParams.get('projectId')).toBe('track-test')
  expect(post?.url.searchParams.get('st')).toBe(t.core.config.sdkType)
  expect(post?.url.searchParams.get('sv')).toBe(t.core.config.sdkVersion)
  expect(asks()[0]?.url.searchParams.get('projectId')).toBe('track-test')
  expect(bodyOf(post)).toEqual({
    eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    url: expect.any(String),
    domain: expect.any(String),
    timestamp: at,
    props: { type: 'track', event: 'SEND_SUCCESS', properties: { token: 'ETH', amount: '1' } },
  })
})

test('behavior: events wait for the batch delay and go out together, in order, asking the service once', async () => {
  const t = await core()
  for (const event of ['A', 'B', 'C']) trackEvent(t.core, { event })
  await settle()
  await settle()
  expect([...asks(), ...posts()]).toHaveLength(0)
  await passing(t, () => expect(posts()).toHaveLength(3))
  expect(posts().map((r) => bodyOf(r).props.event)).toEqual(['A', 'B', 'C'])
  trackEvent(t.core, { event: 'D' })
  await passing(t, () => expect(posts()).toHaveLength(4))
  expect(asks()).toHaveLength(1)
})

test('behavior: the core keeps only the last 50 events', async () => {
  const t = await core({ serviceUrls: {} })
  for (let i = 0; i < 60; i += 1) trackEvent(t.core, { event: `E${i}` })
  expect(t.core.wallet.events).toHaveLength(50)
  expect(t.core.wallet.events[0]?.event).toBe('E10')
  expect(t.core.wallet.events.at(-1)?.event).toBe('E59')
})

test('behavior: nothing is sent with analytics off, in basic mode, without an analytics URL, or for MODAL_CREATED', async () => {
  for (const extra of [
    { features: { analytics: false } },
    { basic: true },
    { serviceUrls: { walletDirectory: service.url } },
  ] satisfies Record<string, unknown>[]) {
    const t = await core(extra)
    trackEvent(t.core, { event: 'CONNECT_SUCCESS' })
    expect(t.core.wallet.events.map((e) => e.event)).toEqual(['CONNECT_SUCCESS'])
    expect(t.core.analytics.sender).toBeUndefined()
  }
  const on = await core()
  trackEvent(on.core, { event: 'MODAL_CREATED' })
  trackEvent(on.core, { event: 'CONTROL' })
  await passing(on, () => expect(posts()).toHaveLength(1))
  expect(bodyOf(posts()[0]).props.event).toBe('CONTROL')
  // Basic mode and analytics off ask the directory nothing either.
  expect(asks()).toHaveLength(1)
})

test('behavior: the service saying no, an error reply or an invalid one turns analytics off', async () => {
  for (const answer of [
    { status: 200, body: '{"isAnalyticsEnabled":false}' },
    { status: 500, body: '{}' },
    { status: 200, body: '{"isAnalyticsEnabled":"yes"}' },
  ]) {
    enabled = answer
    const t = await core()
    trackEvent(t.core, { event: 'FIRST' })
    await passing(t, () => expect(asks()).toHaveLength(1))
    trackEvent(t.core, { event: 'SECOND' })
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
      await settle()
    }
    expect(posts()).toHaveLength(0)
    service.requests.length = 0
  }
})

test('behavior: while every tab is offline nothing is tried; online again, what waited goes (the oldest beyond the bound dropped)', async () => {
  const t = await core()
  const tab = await openTab(t, [], { online: false })
  for (let i = 0; i < ANALYTICS_QUEUE_MAX + 5; i += 1) trackEvent(t.core, { event: `E${i}` })
  for (let i = 0; i < 5; i += 1) {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  expect([...asks(), ...posts()]).toHaveLength(0)
  // Not even the sender's code is fetched offline (the fetch would only fail).
  expect(t.core.analytics.sender).toBeUndefined()
  await setOnline(t.core, { tabId: tab.info.tabId, online: true })
  await passing(t, () => expect(posts()).toHaveLength(ANALYTICS_QUEUE_MAX))
  expect(bodyOf(posts()[0]).props.event).toBe('E5')
  expect(bodyOf(posts().at(-1)).props.event).toBe(`E${ANALYTICS_QUEUE_MAX + 4}`)
})

test('behavior: a 403 shows the Invalid App Configuration snackbar once and stops posting', async () => {
  collect = { status: 403, body: '{"error":"origin not allowed"}' }
  const t = await core()
  trackEvent(t.core, { event: 'ONE' })
  trackEvent(t.core, { event: 'TWO' })
  await passing(t, () =>
    expect(t.core.store.getState().notice?.message).toEqual({ key: 'invalidAppConfiguration' }),
  )
  const notice = t.core.store.getState().notice
  expect(notice?.variant).toBe('error')
  trackEvent(t.core, { event: 'THREE' })
  for (let i = 0; i < 5; i += 1) {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  expect(posts()).toHaveLength(1)
  expect(t.core.store.getState().notice?.id).toBe(notice?.id)
})

test('behavior: a failing analytics service never reaches the caller', async () => {
  collect = { status: 500, body: '{"error":"down"}' }
  const t = await core()
  expect(() => trackEvent(t.core, { event: 'ERROR_FETCH_TRANSACTIONS' })).not.toThrow()
  await passing(t, () => expect(posts()).toHaveLength(1))
  expect(t.core.wallet.events.map((e) => e.event)).toEqual(['ERROR_FETCH_TRANSACTIONS'])
})

test('behavior: a service that cannot be reached keeps the events and tries again later, in order', async () => {
  const t = await core()
  let down = true
  // Closing the socket without an answer is what an unreachable service looks like to fetch.
  service.answer((r) => {
    if (r.url.pathname === '/getAnalyticsConfig') return enabled
    if (r.url.pathname === '/e') return down ? { hang: true } : collect
    return { status: 404, body: '{}' }
  })
  trackEvent(t.core, { event: 'FIRST' })
  trackEvent(t.core, { event: 'SECOND' })
  // The first post times out (10 s on the core's clock): both events stay queued.
  await passing(t, () => expect(posts().length).toBeGreaterThan(0))
  for (let i = 0; i < 12; i += 1) {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  down = false
  await passing(t, () => expect(posts().filter((r) => bodyOf(r).props.event === 'SECOND')).toHaveLength(1))
  const events = posts().map((r) => bodyOf(r).props.event)
  expect(events.at(-2)).toBe('FIRST')
  expect(events.at(-1)).toBe('SECOND')
})
