import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailCore, openEmbeddedTab } from '../testing/embeddedTab.ts'
import { evmConnection, settle, startTestChains, type TestChains } from '../testing/harness.ts'
import { createTestSecureSite } from '../testing/testSecureSite.ts'
import { connectDevice } from './connectDevice.ts'
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

test('default: a new device waits for the link; once approved the code is sent and the cooldown counts from then', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site, 'new-device')
  expect(await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })).toEqual({ action: 'VERIFY_DEVICE' })
  let done = false
  const waiting = connectDevice(t.core, { tabId: tab.tabId }).then((value) => {
    done = true
    return value
  })
  await settle()
  // Not approved yet: no code went out and the call still waits.
  expect(done).toBe(false)
  expect(site.codeFor(EMAIL)).toBeUndefined()
  expect(t.core.store.getState().emailLogin?.lastEmailLoginAt ?? null).toBeNull()
  t.clock.advance(5_000)
  site.approveDevice('new-device')
  expect(await waiting).toBeUndefined()
  expect(site.codeFor(EMAIL)).toMatch(/^\d{6}$/)
  expect(t.core.store.getState().emailLogin?.lastEmailLoginAt).toBe(t.clock.now())
  await connectOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
})

test('behavior: the secure site down is FrameLoadError; no code goes out and no cooldown starts', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  site.down = true
  const tab = await openEmbeddedTab(t, site, 'new-device')
  await expect(connectDevice(t.core, { tabId: tab.tabId })).rejects.toMatchObject({ name: 'FrameLoadError' })
  expect(site.codeFor(EMAIL)).toBeUndefined()
  expect(t.core.store.getState().emailLogin?.lastEmailLoginAt ?? null).toBeNull()
})
