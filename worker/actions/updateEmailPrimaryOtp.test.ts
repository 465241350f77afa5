import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailLoginRecord } from '../../src/records.ts'
import { emailCore, logInByEmail, openEmbeddedTab } from '../testing/embeddedTab.ts'
import { evmConnection, readRecord, startTestChains, type TestChains } from '../testing/harness.ts'
import { createTestSecureSite } from '../testing/testSecureSite.ts'
import { updateEmail } from './updateEmail.ts'
import { updateEmailPrimaryOtp } from './updateEmailPrimaryOtp.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

const EMAIL = 'ada@example.com'
const NEXT = 'grace@example.com'

test('default: the current address’s code checks and the new address gets its own code', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logInByEmail(t.core, site, tab.tabId, EMAIL)
  await updateEmail(t.core, { tabId: tab.tabId, email: NEXT })
  expect(site.codeFor(NEXT)).toBeUndefined()
  expect(
    await updateEmailPrimaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' }),
  ).toBeUndefined()
  expect(site.codeFor(NEXT)).toMatch(/^\d{6}$/)
  // The address changes only with the new address's code.
  expect((await readRecord(t.storage, emailLoginRecord))?.email).toBe(EMAIL)
})

test('behavior: a wrong code is FrameRequestError "Invalid code", may be retried, and changes nothing stored', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logInByEmail(t.core, site, tab.tabId, EMAIL)
  await updateEmail(t.core, { tabId: tab.tabId, email: NEXT })
  await expect(updateEmailPrimaryOtp(t.core, { tabId: tab.tabId, otp: '000000' })).rejects.toMatchObject({
    name: 'FrameRequestError',
    shortMessage: 'Invalid code',
  })
  expect(site.codeFor(NEXT)).toBeUndefined()
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
  expect(await readRecord(t.storage, emailLoginRecord)).toMatchObject({ email: EMAIL, loginUsed: true })
  await updateEmailPrimaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
  expect(site.codeFor(NEXT)).toMatch(/^\d{6}$/)
})

test('behavior: not connected by e-mail is NotConnectedError before anything reaches the frame', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  const asked = site.received.length
  await expect(updateEmailPrimaryOtp(t.core, { tabId: tab.tabId, otp: '123456' })).rejects.toMatchObject({
    name: 'NotConnectedError',
  })
  expect(site.received).toHaveLength(asked)
})
