import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectionStatusRecord, emailLoginRecord } from '../../src/records.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import type { InjectedProviderInfo } from '../../src/types.ts'
import { emailCore, logInByEmail, openEmbeddedTab } from '../testing/embeddedTab.ts'
import {
  eventually,
  evmConnection,
  readRecord,
  startTestChains,
  type TestChains,
  type TestCore,
} from '../testing/harness.ts'
import { createTestSecureSite, type TestSecureSite } from '../testing/testSecureSite.ts'
import { confirmKeptConnections } from './confirmKeptConnections.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

const EMAIL = 'ada@example.com'

// Logged in by e-mail, then a restart while the secure site is down: the connection is kept stored as
// connected but shows disconnected (the check could not be made).
async function keptWhileDown(): Promise<{
  t: TestCore
  site: TestSecureSite
  providers: Map<string, InjectedProviderInfo>
}> {
  const first = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(first, site)
  await logInByEmail(first.core, site, tab.tabId, EMAIL)
  site.down = true
  const t = await emailCore(chains, { storage: first.storage })
  const restartedTab = await openEmbeddedTab(t, site)
  await eventually(() => expect(evmConnection(t.core)).toEqual({ status: 'disconnected' }))
  expect(await readRecord(t.storage, connectionStatusRecord)).toMatchObject({ eip155: 'connected' })
  const providers = t.core.tabs.get(restartedTab.tabId)?.providers ?? new Map()
  expect([...providers.keys()]).toContain(EMBEDDED_CONNECTOR_ID)
  return { t, site, providers }
}

const disconnectedBefore = { eip155: { status: 'disconnected' as const } }

test('default: the site back, the kept connection is checked again and every tab sees it connected', async () => {
  const { t, site, providers } = await keptWhileDown()
  site.down = false
  expect(await confirmKeptConnections(t.core, { providers, before: disconnectedBefore })).toBeUndefined()
  expect(evmConnection(t.core)).toMatchObject({
    status: 'connected',
    connectorId: EMBEDDED_CONNECTOR_ID,
    address: site.address,
  })
  expect(t.core.store.getState().emailLogin?.email).toBe(EMAIL)
  expect(await readRecord(t.storage, connectionStatusRecord)).toMatchObject({ eip155: 'connected' })
})

test('behavior: the site still down: it stays disconnected, nothing is thrown and nothing stored goes', async () => {
  const { t, site, providers } = await keptWhileDown()
  await expect(
    confirmKeptConnections(t.core, { providers, before: disconnectedBefore }),
  ).resolves.toBeUndefined()
  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(await readRecord(t.storage, connectionStatusRecord)).toMatchObject({ eip155: 'connected' })
  expect(await readRecord(t.storage, emailLoginRecord)).toMatchObject({ email: EMAIL, loginUsed: true })
  expect(site.received).not.toContain('SIGN_OUT')
})

test('behavior: the site back but its session gone: the check fails, the namespace is disconnected and its login cleared', async () => {
  const { t, site, providers } = await keptWhileDown()
  site.down = false
  site.expireSession()
  await expect(
    confirmKeptConnections(t.core, { providers, before: disconnectedBefore }),
  ).resolves.toBeUndefined()
  expect(evmConnection(t.core)?.status).toBe('disconnected')
  await eventually(async () => expect(await readRecord(t.storage, emailLoginRecord)).toBeUndefined())
  expect((await readRecord(t.storage, connectionStatusRecord))?.eip155).not.toBe('connected')
})

test('behavior: a tab that does not announce the wallet, or a namespace not disconnected before, is left alone', async () => {
  const { t, site, providers } = await keptWhileDown()
  site.down = false
  const asked = site.received.length
  await confirmKeptConnections(t.core, { providers: new Map(), before: disconnectedBefore })
  await confirmKeptConnections(t.core, {
    providers,
    before: { eip155: { status: 'connecting', connectorId: EMBEDDED_CONNECTOR_ID } },
  })
  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(site.received).toHaveLength(asked)
  expect(await readRecord(t.storage, connectionStatusRecord)).toMatchObject({ eip155: 'connected' })
})
