import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { ANALYTICS_BATCH_DELAY_MS } from '../../src/analyticsLimits.ts'
import { parseConfig } from '../../src/config.ts'
import { createTestCore, eventually, openTab, settle } from '../testing/harness.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { reportFailure } from './reportFailure.ts'
import { setOnline } from './setOnline.ts'

let service: ScriptedServer

beforeAll(async () => {
  service = await startScriptedServer()
})

afterAll(async () => {
  await service.close()
})

beforeEach(() => {
  service.requests.length = 0
  service.answer((r) => {
    if (r.url.pathname === '/getAnalyticsConfig') return { status: 200, body: '{"isAnalyticsEnabled":true}' }
    if (r.url.pathname === '/e') return { status: 200, body: '{}' }
    return { status: 404, body: '{}' }
  })
})

const config = () =>
  parseConfig({
    projectId: 'report-failure-test',
    networks: ['eip155:31337'],
    serviceUrls: { analytics: service.url, walletDirectory: service.url },
  })

// The error events the analytics service received.
const reports = () =>
  service.requests
    .filter((r) => r.url.pathname === '/e')
    .map((r) => JSON.parse(r.body).props)
    .filter((props) => props.type === 'error')

class BrokeError extends Error {
  override name = 'BrokeError'
}

test('default: a failure reaches the analytics service as INTERNAL_SDK_ERROR with its name and message', async () => {
  const t = await createTestCore({ config: config() })
  expect(reportFailure(t.core, { error: new BrokeError('the cache broke') })).toBeUndefined()
  await eventually(() => {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    expect(reports()).toHaveLength(1)
  })
  expect(reports()[0]).toMatchObject({
    type: 'error',
    event: 'INTERNAL_SDK_ERROR',
    errorType: 'BrokeError',
    errorMessage: 'the cache broke',
  })
})

test('behavior: the category given is the event sent', async () => {
  const t = await createTestCore({ config: config() })
  reportFailure(t.core, { error: new BrokeError('no quote'), category: 'API_ERROR' })
  await eventually(() => {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    expect(reports()).toHaveLength(1)
  })
  expect(reports()[0]).toMatchObject({ event: 'API_ERROR', errorType: 'BrokeError' })
})

test('behavior: a person’s decision (code 4001, UserRejectedRequestError) is not reported; a later failure is', async () => {
  const t = await createTestCore({ config: config() })
  reportFailure(t.core, { error: Object.assign(new Error('User rejected'), { code: 4001 }) })
  reportFailure(t.core, { error: Object.assign(new Error('no'), { name: 'UserRejectedRequestError' }) })
  reportFailure(t.core, { error: new BrokeError('after the decisions') })
  await eventually(() => {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    expect(reports()).toHaveLength(1)
  })
  for (let i = 0; i < 3; i += 1) {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  expect(reports().map((r) => r.errorMessage)).toEqual(['after the decisions'])
})

test('behavior: while every tab is offline nothing is reported; back online the next failure is', async () => {
  const t = await createTestCore({ config: config() })
  const tab = await openTab(t, [])
  await setOnline(t.core, { tabId: tab.info.tabId, online: false })
  reportFailure(t.core, { error: new BrokeError('offline'), tabId: tab.info.tabId })
  for (let i = 0; i < 3; i += 1) {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  expect(reports()).toEqual([])
  await setOnline(t.core, { tabId: tab.info.tabId, online: true })
  reportFailure(t.core, { error: new BrokeError('online'), tabId: tab.info.tabId })
  await eventually(() => {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    expect(reports().map((r) => r.errorMessage)).toEqual(['online'])
  })
})

test('behavior: with analytics off (basic) nothing is sent and the call never throws', async () => {
  const t = await createTestCore({ config: { ...config(), basic: true } })
  expect(() => reportFailure(t.core, { error: new BrokeError('basic') })).not.toThrow()
  for (let i = 0; i < 3; i += 1) {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  expect(reports()).toEqual([])
})
