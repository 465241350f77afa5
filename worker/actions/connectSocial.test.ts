import { afterAll, beforeAll, expect, test } from 'vitest'
import { startEmbeddedWallet } from '../../overlay/bridge/embeddedWallet.ts'
import { emailLoginRecord } from '../../src/records.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import type { TabInfo } from '../../src/types.ts'
import {
  createTestCore,
  evmConnection,
  readRecord,
  startTestChains,
  type TestChains,
  type TestCore,
  testConfig,
} from '../testing/harness.ts'
import { createTestSecureSite, type TestSecureSite } from '../testing/testSecureSite.ts'
import { announceProviders } from './announceProviders.ts'
import { attachTab } from './attachTab.ts'
import { connectEmail } from './connectEmail.ts'
import { connectSocial } from './connectSocial.ts'
import { disconnect } from './disconnect.ts'
import { getSocialRedirectUri } from './getSocialRedirectUri.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

let tabs = 0

/** A core whose tab runs the embedded wallet over the test site's frame; `features` as the host sets them. */
async function socialCore(features: Record<string, unknown> = {}): Promise<{ t: TestCore; tab: TabInfo }> {
  const t = await createTestCore({
    config: testConfig(chains, { serviceUrls: { secureSite: 'http://127.0.0.1:1' }, features }),
  })
  tabs += 1
  const tab: TabInfo = {
    tabId: `social-tab-${tabs}`,
    lockName: `social-tab-${tabs}`,
    isMobile: false,
    online: true,
  }
  await new Promise<void>((granted) => {
    void t.locks.request(tab.lockName, () => {
      granted()
      return new Promise<void>(() => undefined)
    })
  })
  return { t, tab }
}

async function attachSite(t: TestCore, tab: TabInfo, site: TestSecureSite): Promise<void> {
  const wallet = startEmbeddedWallet({
    config: t.core.config,
    onStatus: () => undefined,
    createFrame: () => site.frame(),
  })
  await attachTab(t.core, {
    info: tab,
    onSnapshot: () => undefined,
    bridge: { providerRequest: (job) => wallet.request(job) },
  })
  await announceProviders(t.core, { tabId: tab.tabId, providers: [wallet.info] })
}

const RESULT = 'https://secure.test/social/callback?state=state-1&code=abc&user=grace'

test('default: the frame gives the provider’s URL; its result connects the embedded wallet and keeps the username', async () => {
  const { t, tab } = await socialCore()
  const site = createTestSecureSite()
  await attachSite(t, tab, site)

  expect(await getSocialRedirectUri(t.core, { tabId: tab.tabId, provider: 'github' })).toEqual({
    uri: 'https://provider.test/github/authorize?state=state-1',
  })
  await connectSocial(t.core, { tabId: tab.tabId, provider: 'github', uri: RESULT })
  expect(evmConnection(t.core)).toMatchObject({
    status: 'connected',
    connectorId: EMBEDDED_CONNECTOR_ID,
    address: site.address,
  })
  expect(t.core.store.getState().emailLogin).toEqual({
    email: null,
    lastEmailLoginAt: null,
    socialProvider: 'github',
    socialUsername: 'grace',
  })
  expect(await readRecord(t.storage, emailLoginRecord)).toEqual({
    email: null,
    loginUsed: true,
    lastEmailLoginAt: null,
    socialProvider: 'github',
    socialUsername: 'grace',
  })
  expect(site.received).toEqual(expect.arrayContaining(['GET_SOCIAL_REDIRECT_URI', 'CONNECT_SOCIAL']))

  // Disconnecting signs out of the frame and clears the login cache, as for an e-mail login.
  await disconnect(t.core, {})
  expect(t.core.store.getState().emailLogin).toBeNull()
  expect(await readRecord(t.storage, emailLoginRecord)).toBeUndefined()
})

test('behavior: a denial at the provider fails with the spec’s text and connects nothing', async () => {
  const { t, tab } = await socialCore()
  await attachSite(t, tab, createTestSecureSite())
  await expect(
    connectSocial(t.core, {
      tabId: tab.tabId,
      provider: 'x',
      uri: 'https://secure.test/social/callback?state=state-1&error=access_denied',
    }),
  ).rejects.toMatchObject({ name: 'FrameRequestError', shortMessage: 'An error occurred' })
  expect(evmConnection(t.core)?.status ?? 'disconnected').toBe('disconnected')
  expect(await readRecord(t.storage, emailLoginRecord)).toBeUndefined()
})

test('behavior: socials off keeps e-mail login; e-mail off keeps the social logins (the AUTH connector stays)', async () => {
  const socialsOff = await socialCore({ socials: false })
  const site = createTestSecureSite()
  await attachSite(socialsOff.t, socialsOff.tab, site)
  await expect(
    getSocialRedirectUri(socialsOff.t.core, { tabId: socialsOff.tab.tabId, provider: 'google' }),
  ).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
  expect(site.received).not.toContain('GET_SOCIAL_REDIRECT_URI')

  const emailOff = await socialCore({ email: false, socials: ['google'] })
  await attachSite(emailOff.t, emailOff.tab, createTestSecureSite())
  expect(emailOff.t.core.store.getState().connectors.some((c) => c.id === EMBEDDED_CONNECTOR_ID)).toBe(true)
  await expect(
    connectEmail(emailOff.t.core, { tabId: emailOff.tab.tabId, email: 'ada@example.com' }),
  ).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
  await connectSocial(emailOff.t.core, { tabId: emailOff.tab.tabId, provider: 'google', uri: RESULT })
  expect(evmConnection(emailOff.t.core)?.status).toBe('connected')
})
