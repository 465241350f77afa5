import { afterAll, beforeAll, expect, test } from 'vitest'
import { startEmbeddedWallet } from '../../../overlay/bridge/embeddedWallet.ts'
import { connectionStatusRecord, emailLoginRecord } from '../../../src/records.ts'
import type { PageBridge, TabInfo } from '../../../src/types.ts'
import { announceProviders } from '../../actions/announceProviders.ts'
import { attachTab } from '../../actions/attachTab.ts'
import { connectEmail } from '../../actions/connectEmail.ts'
import { connectOtp } from '../../actions/connectOtp.ts'
import { decideRequest } from '../../actions/decideRequest.ts'
import { detachTab } from '../../actions/detachTab.ts'
import { request } from '../../actions/request.ts'
import {
  createTestCore,
  eventually,
  evmConnection,
  readRecord,
  startTestChains,
  type TestChains,
  type TestCore,
  testConfig,
} from '../../testing/harness.ts'
import { createTestSecureSite, type TestSecureSite } from '../../testing/testSecureSite.ts'

// The embedded wallet when its frame cannot answer: the secure site down, or the tab running the frame closed
// mid-request. Nothing stored is lost, and nothing waits for a tab that is gone.

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

const EMAIL = 'ada@example.com'
let tabs = 0

function emailCore(core?: Partial<Parameters<typeof createTestCore>[0]>): Promise<TestCore> {
  return createTestCore({
    config: testConfig(chains, { serviceUrls: { secureSite: 'http://127.0.0.1:1' } }),
    ...core,
  })
}

/**
 * A tab running the embedded wallet over the test site's frame, as overlay/ui/watchEmailLogin.ts starts it: a
 * frame back after a failure announces the tab's wallets again. `hold` keeps the frame from answering a method.
 */
async function openEmbeddedTab(
  t: TestCore,
  site: TestSecureSite,
  { hold }: { hold?: string } = {},
): Promise<TabInfo> {
  tabs += 1
  const info: TabInfo = { tabId: `tab-${tabs}`, lockName: `tab-${tabs}`, isMobile: false, online: true }
  await new Promise<void>((granted) => {
    void t.locks.request(info.lockName, () => {
      granted()
      return new Promise<void>(() => undefined)
    })
  })
  const announce = () => announceProviders(t.core, { tabId: info.tabId, providers: [wallet.info] })
  const wallet = startEmbeddedWallet({
    config: t.core.config,
    onStatus: () => undefined,
    onBack: () => void announce(),
    createFrame: () => site.frame(),
    retryMs: 20,
  })
  const bridge: PageBridge = {
    providerRequest: (job) =>
      job.method === hold ? new Promise<never>(() => undefined) : wallet.request(job),
  }
  await attachTab(t.core, { info, onSnapshot: () => undefined, bridge })
  void announce()
  return info
}

async function logIn(t: TestCore, site: TestSecureSite): Promise<TabInfo> {
  const tab = await openEmbeddedTab(t, site)
  await eventually(() => expect(t.core.store.getState().connectors.some((c) => c.type === 'AUTH')).toBe(true))
  expect(await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })).toEqual({ action: 'VERIFY_OTP' })
  await connectOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
  return tab
}

test('behavior: the secure site down keeps the stored login and session; the frame back confirms them', async () => {
  const t = await emailCore()
  const site = createTestSecureSite()
  await logIn(t, site)

  site.down = true
  const restarted = await emailCore({ storage: t.storage })
  await openEmbeddedTab(restarted, site)
  // The check could not be made: the namespace shows disconnected, and nothing stored goes.
  await eventually(() => expect(evmConnection(restarted.core)).toEqual({ status: 'disconnected' }))
  expect(restarted.core.store.getState().emailLogin?.email).toBe(EMAIL)
  expect(await readRecord(t.storage, emailLoginRecord)).toMatchObject({ email: EMAIL, loginUsed: true })
  expect(await readRecord(t.storage, connectionStatusRecord)).toMatchObject({ eip155: 'connected' })
  expect(site.received).not.toContain('SIGN_OUT')

  site.down = false
  await eventually(() =>
    expect(evmConnection(restarted.core)).toMatchObject({ status: 'connected', address: site.address }),
  )
  expect(restarted.core.store.getState().emailLogin?.email).toBe(EMAIL)
})

test('behavior: the tab whose frame is signing closes: the request ends at once with TabGoneError, the login stays', async () => {
  const t = await emailCore()
  const site = createTestSecureSite()
  await logIn(t, site)
  const holding = await openEmbeddedTab(t, site, { hold: 'personal_sign' })
  const signing = request(t.core, {
    tabId: holding.tabId,
    namespace: 'eip155',
    method: 'personal_sign',
    params: ['0x68656c6c6f', site.address],
  })
  signing.catch(() => undefined)
  await eventually(() => expect(t.core.store.getState().pendingRequests?.[0]?.status).toBe('awaiting'))
  const [pending] = t.core.store.getState().pendingRequests ?? []
  // The deciding tab's call lasts until the wallet answered.
  const decided = decideRequest(t.core, { tabId: holding.tabId, id: pending?.id ?? '', approve: true })
  decided.catch(() => undefined)
  await eventually(() => expect(t.core.store.getState().pendingRequests?.[0]?.status).toBe('sending'))

  // Well within any of the request's time limits (the manual clock does not move here).
  detachTab(t.core, { tabId: holding.tabId })
  await expect(signing).rejects.toMatchObject({
    name: 'TabGoneError',
    shortMessage: 'The tab that started this request is gone',
  })
  expect(t.core.store.getState().pendingRequests).toEqual([])
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
  expect(await readRecord(t.storage, emailLoginRecord)).toMatchObject({ email: EMAIL })
})

test('behavior: the tab confirming a restored login closes mid-check: another tab’s frame confirms it', async () => {
  const t = await emailCore()
  const site = createTestSecureSite()
  await logIn(t, site)

  const restarted = await emailCore({ storage: t.storage })
  const first = await openEmbeddedTab(restarted, site, { hold: 'eth_accounts' })
  // The first tab to announce the wallet is asked; it holds the check until it closes.
  await eventually(() => expect(restarted.core.pendingSync.size).toBe(0))
  const other = await openEmbeddedTab(restarted, site)
  expect(evmConnection(restarted.core)?.status).toBe('connecting')
  detachTab(restarted.core, { tabId: first.tabId })
  await eventually(() =>
    expect(evmConnection(restarted.core)).toMatchObject({ status: 'connected', address: site.address }),
  )
  expect([...restarted.core.tabs.keys()]).toEqual([other.tabId])
})
