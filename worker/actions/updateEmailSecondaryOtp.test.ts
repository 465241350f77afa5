import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailLoginRecord } from '../../src/records.ts'
import { emailCore, logInByEmail, openEmbeddedTab } from '../testing/embeddedTab.ts'
import { evmConnection, readRecord, startTestChains, type TestChains } from '../testing/harness.ts'
import { createTestSecureSite } from '../testing/testSecureSite.ts'
import { updateEmail } from './updateEmail.ts'
import { updateEmailPrimaryOtp } from './updateEmailPrimaryOtp.ts'
import { updateEmailSecondaryOtp } from './updateEmailSecondaryOtp.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

const EMAIL = 'ada@example.com'
const NEXT = 'grace@example.com'

test('default: the new address’s code returns newEmail, and the new address is what tabs see and what is stored', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logInByEmail(t.core, site, tab.tabId, EMAIL)
  await updateEmail(t.core, { tabId: tab.tabId, email: NEXT })
  await updateEmailPrimaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
  expect(await updateEmailSecondaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(NEXT) ?? '' })).toEqual({
    newEmail: NEXT,
  })
  expect(t.core.store.getState().emailLogin?.email).toBe(NEXT)
  expect(await readRecord(t.storage, emailLoginRecord)).toMatchObject({ email: NEXT, loginUsed: true })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
})

test('behavior: a wrong code is FrameRequestError; the old address stays stored and shown; the right one then works', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logInByEmail(t.core, site, tab.tabId, EMAIL)
  await updateEmail(t.core, { tabId: tab.tabId, email: NEXT })
  await updateEmailPrimaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
  await expect(updateEmailSecondaryOtp(t.core, { tabId: tab.tabId, otp: '000000' })).rejects.toMatchObject({
    name: 'FrameRequestError',
    shortMessage: 'Invalid code',
  })
  expect(t.core.store.getState().emailLogin?.email).toBe(EMAIL)
  expect((await readRecord(t.storage, emailLoginRecord))?.email).toBe(EMAIL)
  expect(await updateEmailSecondaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(NEXT) ?? '' })).toEqual({
    newEmail: NEXT,
  })
})

test('behavior: the new address’s code before the current one’s checked is refused and nothing changes', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logInByEmail(t.core, site, tab.tabId, EMAIL)
  await updateEmail(t.core, { tabId: tab.tabId, email: NEXT })
  await expect(
    updateEmailSecondaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' }),
  ).rejects.toMatchObject({
    name: 'FrameRequestError',
  })
  expect((await readRecord(t.storage, emailLoginRecord))?.email).toBe(EMAIL)
})

test('behavior: not connected by e-mail is NotConnectedError before anything reaches the frame', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  const asked = site.received.length
  await expect(updateEmailSecondaryOtp(t.core, { tabId: tab.tabId, otp: '123456' })).rejects.toMatchObject({
    name: 'NotConnectedError',
  })
  expect(site.received).toHaveLength(asked)
})
