import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { ANALYTICS_BATCH_DELAY_MS, ERROR_REPORT_WINDOW_MS } from '../../src/analyticsLimits.ts'
import { parseConfig } from '../../src/config.ts'
import { createIdbStore } from '../idbStore.ts'
import { invokeIntent } from '../invokeIntent.ts'
import { createLeaderSync } from '../leaderSync.ts'
import {
  createTestCore,
  eventually,
  freshIdbStore,
  openTab,
  settle,
  type TestCore,
} from '../testing/harness.ts'
import { createManualClock, type ManualClock } from '../testing/manualClock.ts'
import { createMemoryLocks } from '../testing/memoryLocks.ts'
import { type ReceivedRequest, type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { createTestSyncKey } from '../testing/testSyncKey.ts'
import { reportError } from './reportError.ts'

let service: ScriptedServer
const channels: BroadcastChannel[] = []

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

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

function configFor() {
  return parseConfig({
    projectId: 'report-test',
    networks: ['eip155:31337'],
    serviceUrls: { analytics: service.url, walletDirectory: service.url },
  })
}

const reports = () =>
  service.requests
    .filter((r) => r.url.pathname === '/e')
    .map((r: ReceivedRequest) => JSON.parse(r.body).props)
    .filter((props) => props.type === 'error')

async function drain(clock: ManualClock, assertion: () => void): Promise<void> {
  await eventually(() => {
    clock.advance(ANALYTICS_BATCH_DELAY_MS)
    assertion()
  })
}

const report = {
  category: 'INTERNAL_SDK_ERROR',
  errorType: 'TestError',
  errorMessage: 'broke',
  stackTrace: 'TestError: broke\n    at test',
} as const

test('default: 12 reports in a burst send 5 (spec part 8); a minute later the next one goes', async () => {
  const t = await createTestCore({ config: configFor() })
  const sent = await Promise.all(Array.from({ length: 12 }, () => reportError(t.core, report)))
  expect(sent.filter(Boolean)).toHaveLength(5)
  await drain(t.clock, () => expect(reports()).toHaveLength(5))
  expect(reports()[0]).toEqual({ type: 'error', event: 'INTERNAL_SDK_ERROR', ...withoutCategory(report) })
  for (let i = 0; i < 5; i += 1) {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  expect(reports()).toHaveLength(5)
  t.clock.advance(ERROR_REPORT_WINDOW_MS)
  expect(await reportError(t.core, report)).toBe(true)
  await drain(t.clock, () => expect(reports()).toHaveLength(6))
})

test('behavior: an intent that fails is reported (INTERNAL_SDK_ERROR) and its error still reaches the caller', async () => {
  const t = await createTestCore({ config: configFor() })
  const tab = await openTab(t, [])
  const refused = invokeIntent(t.core, {
    name: 'request',
    params: { namespace: 'eip155', method: 'anvil_setBalance', params: [] },
    context: { tabId: tab.info.tabId },
  })
  await expect(refused).rejects.toMatchObject({ name: 'RpcNotAllowedError' })
  await drain(t.clock, () => expect(reports()).toHaveLength(1))
  expect(reports()[0]).toMatchObject({
    type: 'error',
    event: 'INTERNAL_SDK_ERROR',
    errorType: 'RpcNotAllowedError',
    errorMessage: 'Requested RPC call is not allowed',
    stackTrace: expect.stringContaining('RpcNotAllowedError'),
  })
})

test('behavior: with analytics off nothing is reported and no sender is loaded', async () => {
  const t = await createTestCore({ config: { ...configFor(), basic: true } })
  expect(await reportError(t.core, report)).toBe(false)
  expect(t.core.analytics.sender).toBeUndefined()
})

test('behavior: in the dedicated-worker fallback both tabs’ failures pass the leader’s limiter: 12 failures, 5 reports', async () => {
  const name = `walletdock-sync-${randomUUID()}`
  const locks = createMemoryLocks()
  const clock = createManualClock()
  const key = createTestSyncKey()
  const sync = () => {
    const channel = new BroadcastChannel(name)
    channels.push(channel)
    return createLeaderSync({ locks, channel, key })
  }
  const cores: TestCore[] = []
  cores.push(
    await createTestCore({ config: configFor(), clock, locks, storage: freshIdbStore(), sync: sync() }),
  )
  cores.push(
    await createTestCore({ config: configFor(), clock, locks, storage: createIdbStore(), sync: sync() }),
  )
  await eventually(() => expect(cores.map((c) => c.core.deps.sync?.isLeader())).toEqual([true, false]))
  const failures = cores.flatMap((t) => {
    const tabId = `tab-of-${cores.indexOf(t)}`
    return Array.from({ length: 6 }, () =>
      invokeIntent(t.core, {
        name: 'request',
        params: { namespace: 'eip155', method: 'anvil_setBalance', params: [] },
        context: { tabId },
      }).catch((error: unknown) => error),
    )
  })
  expect(await Promise.all(failures)).toHaveLength(12)
  await drain(clock, () => expect(reports()).toHaveLength(5))
  for (let i = 0; i < 5; i += 1) {
    clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  expect(reports()).toHaveLength(5)
  // The follower's core never loaded a sender for the reports: the leader sent them all.
  expect(cores[1]?.core.analytics.errorLimiter).toBeUndefined()
})

function withoutCategory({ category: _, ...rest }: typeof report) {
  return rest
}

test('behavior: failures while every tab is offline are not reported', async () => {
  const t = await createTestCore({ config: configFor() })
  const tab = await openTab(t, [], { online: false })
  const refused = invokeIntent(t.core, {
    name: 'request',
    params: { namespace: 'eip155', method: 'anvil_setBalance', params: [] },
    context: { tabId: tab.info.tabId },
  })
  await expect(refused).rejects.toMatchObject({ name: 'RpcNotAllowedError' })
  for (let i = 0; i < 5; i += 1) {
    t.clock.advance(ANALYTICS_BATCH_DELAY_MS)
    await settle()
  }
  expect(t.core.analytics.errorLimiter).toBeUndefined()
  expect(reports()).toHaveLength(0)
})
