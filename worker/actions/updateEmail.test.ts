import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailLoginRecord } from '../../src/records.ts'
import { emailCore, logInByEmail, openEmbeddedTab } from '../testing/embeddedTab.ts'
import { evmConnection, readRecord, startTestChains, type TestChains } from '../testing/harness.ts'
import { createTestSecureSite } from '../testing/testSecureSite.ts'
import { connectEmail } from './connectEmail.ts'
import { updateEmail } from './updateEmail.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

const EMAIL = 'ada@example.com'
const NEXT = 'grace@example.com'

test('default: logged in by e-mail, the current address gets a code first (VERIFY_PRIMARY_OTP) and the cooldown starts', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logInByEmail(t.core, site, tab.tabId, EMAIL)
  const before = site.codeFor(EMAIL)
  expect(await updateEmail(t.core, { tabId: tab.tabId, email: NEXT })).toEqual({
    action: 'VERIFY_PRIMARY_OTP',
  })
  expect(site.codeFor(EMAIL)).toBeDefined()
  expect(site.codeFor(EMAIL)).not.toBe(before)
  expect(t.core.store.getState().emailLogin).toEqual({ email: EMAIL, lastEmailLoginAt: t.clock.now() })
  // Nothing changes until the codes check: the stored address is still the current one.
  expect((await readRecord(t.storage, emailLoginRecord))?.email).toBe(EMAIL)
})

test('behavior: not connected is NotConnectedError before anything reaches the frame', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  const asked = site.received.length
  await expect(updateEmail(t.core, { tabId: tab.tabId, email: NEXT })).rejects.toMatchObject({
    name: 'NotConnectedError',
  })
  expect(site.received).toHaveLength(asked)
})

test('behavior: a resend within the cooldown is EmailCooldownError; the stored login and connection stay', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logInByEmail(t.core, site, tab.tabId, EMAIL)
  await updateEmail(t.core, { tabId: tab.tabId, email: NEXT })
  const asked = site.received.length
  await expect(updateEmail(t.core, { tabId: tab.tabId, email: NEXT })).rejects.toMatchObject({
    name: 'EmailCooldownError',
  })
  expect(site.received).toHaveLength(asked)
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
  expect((await readRecord(t.storage, emailLoginRecord))?.email).toBe(EMAIL)
  t.clock.advance(30_000)
  expect(await updateEmail(t.core, { tabId: tab.tabId, email: NEXT })).toEqual({
    action: 'VERIFY_PRIMARY_OTP',
  })
})

test('behavior: the frame refusing (its session gone) is FrameRequestError and the stored login stays', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logInByEmail(t.core, site, tab.tabId, EMAIL)
  site.expireSession()
  await expect(updateEmail(t.core, { tabId: tab.tabId, email: NEXT })).rejects.toMatchObject({
    name: 'FrameRequestError',
    shortMessage: 'Not logged in',
  })
  expect((await readRecord(t.storage, emailLoginRecord))?.email).toBe(EMAIL)
  expect(t.core.store.getState().emailLogin?.email).toBe(EMAIL)
})

test('behavior: mid-login (code sent, not yet checked) is not connected: NotConnectedError', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })
  await expect(updateEmail(t.core, { tabId: tab.tabId, email: NEXT })).rejects.toMatchObject({
    name: 'NotConnectedError',
  })
})
