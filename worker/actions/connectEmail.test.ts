import { verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailLoginRecord } from '../../src/records.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import type { Core } from '../core.ts'
import { invokeIntent } from '../invokeIntent.ts'
import { emailCore, logInByEmail, openEmbeddedTab } from '../testing/embeddedTab.ts'
import {
  createTestCore,
  eventually,
  evmConnection,
  openTab,
  readRecord,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { createTestSecureSite, type TestSecureSite } from '../testing/testSecureSite.ts'
import { announceProviders } from './announceProviders.ts'
import { connectDevice } from './connectDevice.ts'
import { connectEmail } from './connectEmail.ts'
import { connectOtp } from './connectOtp.ts'
import { decideRequest } from './decideRequest.ts'
import { disconnect } from './disconnect.ts'
import { request } from './request.ts'
import { setDisconnected } from './setDisconnected.ts'
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
// The e-mail login's test support (worker/testing/embeddedTab.ts) with this file's address.
const logIn = (core: Core, site: TestSecureSite, tabId: string) => logInByEmail(core, site, tabId, EMAIL)

test('default: the e-mail field is listed only when a secure site is configured', async () => {
  const without = await createTestCore({ chains })
  const plain = await openTab(without, [])
  await announceProviders(without.core, { tabId: plain.info.tabId, providers: [] })
  expect(without.core.store.getState().connectors.some((c) => c.type === 'AUTH')).toBe(false)
  const t = await emailCore(chains)
  await openEmbeddedTab(t, createTestSecureSite())
  expect(t.core.store.getState().connectors.filter((c) => c.id === EMBEDDED_CONNECTOR_ID)).toEqual([
    { id: EMBEDDED_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'eip155' },
  ])
})

test('behavior: a wrong code says so, the right one connects and stores the login; the cooldown holds', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)

  expect(await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })).toEqual({ action: 'VERIFY_OTP' })
  const sentAt = t.clock.now()
  expect(t.core.store.getState().emailLogin).toEqual({ email: null, lastEmailLoginAt: sentAt })
  // Resend within 30 s: refused before anything reaches the frame.
  const asked = site.received.length
  await expect(connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })).rejects.toMatchObject({
    name: 'EmailCooldownError',
  })
  expect(site.received).toHaveLength(asked)

  await expect(connectOtp(t.core, { tabId: tab.tabId, otp: '000000' })).rejects.toMatchObject({
    name: 'FrameRequestError',
    shortMessage: 'Invalid code',
  })
  expect(evmConnection(t.core)?.status ?? 'disconnected').toBe('disconnected')

  await connectOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
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

test('behavior: CONNECT (the site still holds a session for the address) connects at once, without a code', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logIn(t.core, site, tab.tabId)
  // The core let go of the connection, but the frame's session lives on.
  await setDisconnected(t.core, { namespace: 'eip155', keepStored: true })
  const asked = site.received.length

  expect(await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })).toEqual({ action: 'CONNECT' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
  expect(site.received.slice(asked)).not.toContain('CONNECT_OTP')
  expect(t.core.store.getState().emailLogin).toEqual({ email: EMAIL, lastEmailLoginAt: null })
})

test('behavior: an invalid e-mail or code is refused by the intent before any message', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  const before = site.received.length
  const context = { tabId: tab.tabId }
  await expect(
    invokeIntent(t.core, { name: 'connectEmail', params: { email: 'nope' }, context }),
  ).rejects.toMatchObject({ name: 'InvalidIntentParametersError' })
  await expect(
    invokeIntent(t.core, { name: 'connectOtp', params: { otp: '12' }, context }),
  ).rejects.toMatchObject({ name: 'InvalidIntentParametersError' })
  expect(site.received).toHaveLength(before)
})

test('behavior: personal_sign waits for ApproveTransaction, then the frame signs (the signature verifies)', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logIn(t.core, site, tab.tabId)
  const message = '0x68656c6c6f'
  const signing = request(t.core, {
    tabId: tab.tabId,
    namespace: 'eip155',
    method: 'personal_sign',
    params: [message, site.address],
  })
  await eventually(() => expect(t.core.store.getState().pendingRequests?.[0]?.status).toBe('awaiting'))
  // Nothing was signed before the person decided.
  expect(site.received).not.toContain('RPC_REQUEST')
  const [pending] = t.core.store.getState().pendingRequests ?? []
  await decideRequest(t.core, { tabId: tab.tabId, id: pending?.id ?? '', approve: true })
  const signature = (await signing) as `0x${string}`
  expect(await verifyMessage({ address: site.address, message: { raw: message }, signature })).toBe(true)
})

test('behavior: another tab, or a restart, is connected without a code; a failed check clears the login', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const first = await openEmbeddedTab(t, site)
  await logIn(t.core, site, first.tabId)

  const restarted = await emailCore(chains, { storage: t.storage })
  expect(evmConnection(restarted.core)?.status).toBe('connecting')
  await openEmbeddedTab(restarted, site)
  expect(evmConnection(restarted.core)).toMatchObject({ status: 'connected', address: site.address })
  expect(restarted.core.store.getState().emailLogin?.email).toBe(EMAIL)

  site.expireSession()
  const again = await emailCore(chains, { storage: t.storage })
  await openEmbeddedTab(again, site)
  expect(evmConnection(again.core)?.status).toBe('disconnected')
  expect(again.core.store.getState().emailLogin).toBeNull()
  expect(await readRecord(again.storage, emailLoginRecord)).toBeUndefined()
})

test('behavior: disconnect clears the login cache and signs out of the frame', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logIn(t.core, site, tab.tabId)
  await disconnect(t.core, {})
  await eventually(() => expect(site.received.at(-1)).toBe('SIGN_OUT'))
  expect(await readRecord(t.storage, emailLoginRecord)).toBeUndefined()
  expect(t.core.store.getState().emailLogin).toBeNull()
})

test('behavior: a new device waits for the e-mail link, then the code is sent and checks', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site, 'new-device')
  expect(await connectEmail(t.core, { tabId: tab.tabId, email: EMAIL })).toEqual({ action: 'VERIFY_DEVICE' })
  // No code went out, so no cooldown starts.
  expect(t.core.store.getState().emailLogin?.lastEmailLoginAt ?? null).toBeNull()
  const waiting = connectDevice(t.core, { tabId: tab.tabId })
  site.approveDevice('new-device')
  await waiting
  // The code went out on approval: the resend cooldown counts from it.
  expect(t.core.store.getState().emailLogin?.lastEmailLoginAt).toBe(t.clock.now())
  await connectOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: site.address })
})

test('behavior: update e-mail takes the current then the new address’s code; a wrong one can be retried', async () => {
  const t = await emailCore(chains)
  const site = createTestSecureSite()
  const tab = await openEmbeddedTab(t, site)
  await logIn(t.core, site, tab.tabId)
  const next = 'grace@example.com'
  expect(await updateEmail(t.core, { tabId: tab.tabId, email: next })).toEqual({
    action: 'VERIFY_PRIMARY_OTP',
  })
  await expect(updateEmailPrimaryOtp(t.core, { tabId: tab.tabId, otp: '000000' })).rejects.toMatchObject({
    shortMessage: 'Invalid code',
  })
  await updateEmailPrimaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(EMAIL) ?? '' })
  expect(await updateEmailSecondaryOtp(t.core, { tabId: tab.tabId, otp: site.codeFor(next) ?? '' })).toEqual({
    newEmail: next,
  })
  expect(t.core.store.getState().emailLogin?.email).toBe(next)
  expect((await readRecord(t.storage, emailLoginRecord))?.email).toBe(next)
})
