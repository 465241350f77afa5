import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { parseConfig } from '../../src/config.ts'
import { createTestCore, eventually } from '../testing/harness.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { trackEvent } from './trackEvent.ts'

let analytics: ScriptedServer

beforeAll(async () => {
  analytics = await startScriptedServer()
})

afterAll(async () => {
  await analytics.close()
})

beforeEach(() => {
  analytics.requests.length = 0
  analytics.answer(() => ({ status: 200, body: '{}' }))
})

function core(extra: Record<string, unknown> = {}) {
  const config = parseConfig({
    projectId: 'track-test',
    networks: ['eip155:31337'],
    serviceUrls: { analytics: analytics.url },
    ...extra,
  })
  return createTestCore({ config })
}

test('default: the event is kept by the core and posted to POST /e with the project and SDK on the call', async () => {
  const t = await core()
  const returned = trackEvent(t.core, { event: 'SEND_SUCCESS', properties: { token: 'ETH', amount: '1' } })
  expect(returned).toBeUndefined()
  expect(t.core.wallet.events.at(-1)).toEqual({
    event: 'SEND_SUCCESS',
    properties: { token: 'ETH', amount: '1' },
    at: t.clock.now(),
  })
  await eventually(() => expect(analytics.requests).toHaveLength(1))
  const [post] = analytics.requests
  expect(post?.method).toBe('POST')
  expect(post?.url.pathname).toBe('/e')
  expect(post?.url.searchParams.get('projectId')).toBe('track-test')
  expect(post?.url.searchParams.get('st')).toBe(t.core.config.sdkType)
  expect(post?.url.searchParams.get('sv')).toBe(t.core.config.sdkVersion)
  expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
    eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    timestamp: t.clock.now(),
    props: { event: 'SEND_SUCCESS', token: 'ETH', amount: '1' },
  })
})

test('behavior: the core keeps only the last 50 events', async () => {
  const t = await core({ serviceUrls: {} })
  for (let i = 0; i < 60; i += 1) trackEvent(t.core, { event: `E${i}` })
  expect(t.core.wallet.events).toHaveLength(50)
  expect(t.core.wallet.events[0]?.event).toBe('E10')
  expect(t.core.wallet.events.at(-1)?.event).toBe('E59')
})

test('behavior: nothing is posted with analytics off, in basic mode or without an analytics URL', async () => {
  for (const extra of [
    { features: { analytics: false } },
    { basic: true },
    { serviceUrls: {} },
  ] satisfies Record<string, unknown>[]) {
    const t = await core(extra)
    trackEvent(t.core, { event: 'CONNECT_SUCCESS' })
    expect(t.core.wallet.events.map((e) => e.event)).toEqual(['CONNECT_SUCCESS'])
  }
  // A control event that is posted: the ones above would have arrived before it.
  const on = await core()
  trackEvent(on.core, { event: 'CONTROL' })
  await eventually(() => expect(analytics.requests).toHaveLength(1))
  expect(JSON.parse(analytics.requests[0]?.body ?? '{}').props.event).toBe('CONTROL')
})

test('behavior: a failing analytics service never reaches the caller', async () => {
  analytics.answer(() => ({ status: 500, body: '{"error":"down"}' }))
  const t = await core()
  expect(() => trackEvent(t.core, { event: 'ERROR_FETCH_TRANSACTIONS' })).not.toThrow()
  await eventually(() => expect(analytics.requests).toHaveLength(1))
  expect(t.core.wallet.events.map((e) => e.event)).toEqual(['ERROR_FETCH_TRANSACTIONS'])
})
