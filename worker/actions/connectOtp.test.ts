import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailLoginRecord } from '../../src/records.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import { emailCore, openEmbeddedTab } from '../testing/embeddedTab.ts'
import { evmConnection, readRecord, startTestChains, type TestChains } from '../testing/harness.ts'
import { createTestSecureSite } from '../testing/testSecureSite.ts'
import { connectEmail } from './connectEmail.ts'
import { connectOtp } from './connectOtp.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

const EMAIL = 'ada@example.com'

test('default: the right code connects the embedded wallet, every tab sees it, and the login is stored', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })
  expect(await connectOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })).toBeUndefined()
  expect(evmConnection(t.core)).toMatchObject({
    status: 'connected',
    connectorId: EMBEDDED_CONNECTOR_ID,
    address: site.address,
    caipNetworkId: 'eip155:31337',
  })
  expect(await readRecord(t.storage, emailLoginRecord)).toEqual({
    email: EMAIL,
    loginUsed: true,
    lastEmailLoginAt: null,
  })
  expect(t.core.store.getState().emailLogin).toEqual({ email: EMAIL, lastEmailLoginAt: null })
})

test('behavior: a wrong code is FrameRequestError "Invalid code"; nothing connects or is stored; the right one then works', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })
  const sentAt = t.clock.now()
  await expect(connectOtp(t.core, { tabId: tab.tabId, otp: '000000' })).rejects.toMatchObject({
    name: 'FrameRequestError',
    shortMessage: 'Invalid code',
  })
  expect(evmConnection(t.core)?.status ?? 'disconnected').toBe('disconnected')
  expect((await readRecord(t.storage, emailLoginRecord))?.email ?? null).toBeNull()
  // The cooldown of the code sent is kept: a wrong code does not reset it.
  expect(t.core.store.getState().emailLogin).toEqual({ email: null, lastEmailLoginAt: sentAt })
  await connectOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
})

test('behavior: a code used once is refused the second time and the connection it made stays', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })
  const code = site.codeFor(EMAIL) ?? ''
  await connectOtp(t.core, { tabId: tab.tabId, otp: code })
  await expect(connectOtp(t.core, { tabId: tab.tabId, otp: code })).rejects.toMatchObject({
    name: 'FrameRequestError',
  })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
  expect((await readRecord(t.storage, emailLoginRecord))?.email).toBe(EMAIL)
})
