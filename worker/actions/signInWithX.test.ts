import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { getFreePort } from '../../devnet/ports.ts'
import { type SiwxAuthServer, startSiwxAuth } from '../../devnet/siwxAuth/startSiwxAuth.ts'
import { siwxSessionRecord } from '../../src/siwxRecords.ts'
import type { PageBridge } from '../../src/types.ts'
import type { Core } from '../core.ts'
import {
  createTestCore,
  createTestWallet,
  eventually,
  freshIdbStore,
  openTab,
  readRecord,
  startTestChains,
  type TestChains,
  testConfig,
} from '../testing/harness.ts'
import { createManualClock } from '../testing/manualClock.ts'
import { connect } from './connect.ts'
import { decideRequest } from './decideRequest.ts'
import { disconnect } from './disconnect.ts'
import { request } from './request.ts'
import { signInWithX } from './signInWithX.ts'
import { switchNetwork } from './switchNetwork.ts'

const ORIGIN = 'http://127.0.0.1:5173'
let chains: TestChains
let auth: SiwxAuthServer

beforeAll(async () => {
  chains = await startTestChains()
  auth = await startSiwxAuth({
    port: await getFreePort(),
    allowedOrigins: [ORIGIN],
    rpcUrls: new Map([
      [31337, chains.a.rpcUrl],
      [31338, chains.b.rpcUrl],
    ]),
  })
})

afterAll(async () => {
  await auth.close()
  await chains.stop()
})

let verifyAnswer: boolean | undefined
beforeEach(() => {
  verifyAnswer = undefined
})

// The host's callbacks as the demo writes them: its sign-in server hands out nonces and checks signatures.
const hostCallbacks: NonNullable<PageBridge['siwx']> = async ({ method, params }) => {
  const path = { getNonce: '/siwx/nonce', verify: '/siwx/verify', revoke: '/siwx/revoke' }[method]
  const reply = await fetch(`${auth.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  })
  const body = (await reply.json()) as { nonce?: string }
  if (method === 'getNonce') return body.nonce
  if (method === 'verify') return verifyAnswer ?? reply.ok
  return undefined
}

/** The RPC gate for `tabId`'s requests, as the intent table binds it. */
const gateOf = (core: Core, tabId: string) => (method: string, params?: unknown) =>
  request(core, { tabId, namespace: core.store.getState().activeNamespace, method, params })

async function connected({
  required = true,
  storage = freshIdbStore(),
  confirmRequests,
}: {
  required?: boolean
  storage?: ReturnType<typeof freshIdbStore>
  confirmRequests?: 'all'
} = {}) {
  const t = await createTestCore({
    chains,
    storage,
    origin: ORIGIN,
    clock: createManualClock(Date.now()),
    config: testConfig(chains, {
      siwx: { statement: 'Sign in to the test site.', required },
      ...(confirmRequests ? { confirmRequests } : {}),
    }),
  })
  const wallet = createTestWallet({ chains, knows: ['a', 'b'] })
  const tab = await openTab(t, [wallet], { siwx: hostCallbacks })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  return { t, tab, wallet, storage }
}

test('default: after a connect the account must sign in; the wallet signs EIP-4361 text the server accepts', async () => {
  const { t, tab, wallet } = await connected()
  expect(t.core.store.getState().siwxRequest).toEqual({
    caipNetworkId: 'eip155:31337',
    address: wallet.address,
    ownPrompt: true,
  })
  const session = await signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) })
  expect(session).toMatchObject({ caipNetworkId: 'eip155:31337', address: wallet.address })
  expect(t.core.store.getState().siwxRequest).toBeNull()
  expect(t.core.store.getState().siwxSessions).toEqual([session])
  // The wallet's own prompt was the one confirmation, and it showed the sign-in text.
  const prompts = wallet.prompts.filter((p) => p.method === 'personal_sign')
  expect(prompts).toHaveLength(1)
  const stored = await t.core.records.read(siwxSessionRecord, 'eip155:31337')
  const fields = parseSiweMessage(stored?.message ?? '')
  expect(fields).toMatchObject({
    domain: '127.0.0.1:5173',
    uri: ORIGIN,
    address: wallet.address,
    chainId: 31337,
    version: '1',
    statement: 'Sign in to the test site.',
  })
  expect(fields.expirationTime?.getTime()).toBe(session.expiresAt)
  expect(session.expiresAt - (fields.issuedAt?.getTime() ?? 0)).toBe(86_400_000)
  expect(auth.sessions()).toContainEqual(
    expect.objectContaining({ caipNetworkId: 'eip155:31337', address: wallet.address, nonce: fields.nonce }),
  )
})

test('behavior: a restored core shows the session without a new signature; another chain asks again', async () => {
  const first = await connected()
  await signInWithX(first.t.core, {
    tabId: first.tab.info.tabId,
    gate: gateOf(first.t.core, first.tab.info.tabId),
  })
  first.tab.close()
  const t = await createTestCore({
    chains,
    storage: first.storage,
    origin: ORIGIN,
    clock: createManualClock(Date.now()),
    config: testConfig(chains, { siwx: {} }),
  })
  expect(t.core.store.getState().siwxSessions).toEqual([
    expect.objectContaining({ caipNetworkId: 'eip155:31337', address: first.wallet.address }),
  ])
  const wallet = first.wallet.inAnotherTab()
  const tab = await openTab(t, [wallet], { siwx: hostCallbacks })
  await expect.poll(() => t.core.store.getState().connections.eip155?.status).toBe('connected')
  expect(t.core.store.getState().siwxRequest).toBeNull()
  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' })
  expect(t.core.store.getState().siwxRequest).toMatchObject({ caipNetworkId: 'eip155:31338' })
  await signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) })
  expect(
    t.core.store
      .getState()
      .siwxSessions?.map((s) => s.caipNetworkId)
      .sort(),
  ).toEqual(['eip155:31337', 'eip155:31338'])
  expect(wallet.prompts.filter((p) => p.method === 'personal_sign')).toHaveLength(1)
})

test('behavior: disconnecting ends the sessions here, in storage and at the host’s server', async () => {
  const { t, tab, wallet, storage } = await connected()
  await signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) })
  await disconnect(t.core, {})
  expect(t.core.store.getState().siwxSessions).toEqual([])
  expect(await readRecord(storage, siwxSessionRecord, 'eip155:31337')).toBeUndefined()
  await expect
    .poll(() =>
      auth.sessions().some((s) => s.address === wallet.address && s.caipNetworkId === 'eip155:31337'),
    )
    .toBe(false)
})

test('behavior: refusing to sign disconnects where a session is required, with the signature-declined notice', async () => {
  const { t, tab, wallet } = await connected()
  wallet.wallet.setMode('reject')
  await expect(
    signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) }),
  ).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
  })
  expect(t.core.store.getState().connections.eip155?.status).toBe('disconnected')
  expect(t.core.store.getState().notice?.message).toEqual({ key: 'signatureDeclined' })
  expect(t.core.store.getState().siwxRequest).toBeNull()
})

test('behavior: refusing where signing in is optional keeps the connection, unsigned, and asks no more', async () => {
  const { t, tab, wallet } = await connected({ required: false })
  wallet.wallet.setMode('reject')
  await expect(
    signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) }),
  ).rejects.toMatchObject({ code: 4001 })
  expect(t.core.store.getState().connections.eip155?.status).toBe('connected')
  expect(t.core.store.getState().siwxRequest).toBeNull()
  expect(t.core.store.getState().siwxSessions).toEqual([])
})

test('bad input: a server that refuses the signature leaves no session; the account may try again', async () => {
  const { t, tab } = await connected()
  verifyAnswer = false
  await expect(
    signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) }),
  ).rejects.toMatchObject({
    name: 'SiwxVerificationError',
    shortMessage: 'The sign-in could not be verified',
  })
  expect(t.core.store.getState().siwxSessions).toEqual([])
  expect(t.core.store.getState().siwxRequest).not.toBeNull()
  verifyAnswer = undefined
  await expect(
    signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) }),
  ).resolves.toMatchObject({
    caipNetworkId: 'eip155:31337',
  })
})

test('bad input: a host nonce that is not 8+ letters or digits stops the sign-in before the wallet is asked', async () => {
  const t = await createTestCore({
    chains,
    origin: ORIGIN,
    config: testConfig(chains, { siwx: {} }),
  })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet], {
    siwx: async ({ method }) => (method === 'getNonce' ? 'short' : true),
  })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await expect(
    signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) }),
  ).rejects.toMatchObject({
    name: 'SiwxHostError',
    details: 'The nonce must be 8 to 128 letters or digits',
  })
  expect(wallet.prompts.some((p) => p.method === 'personal_sign')).toBe(false)
})

test('bad input: a corrupt stored session of one chain is skipped and left in place; the other chain’s is kept', async () => {
  const first = await connected()
  await signInWithX(first.t.core, {
    tabId: first.tab.info.tabId,
    gate: gateOf(first.t.core, first.tab.info.tabId),
  })
  await first.storage.set(`${siwxSessionRecord.key}eip155:31338`, { version: 1, value: { address: 42 } })
  const t = await createTestCore({
    chains,
    storage: first.storage,
    origin: ORIGIN,
    config: testConfig(chains, { siwx: {} }),
  })
  expect(t.core.store.getState().siwxSessions?.map((s) => s.caipNetworkId)).toEqual(['eip155:31337'])
  expect(await first.storage.get(`${siwxSessionRecord.key}eip155:31338`)).toEqual({
    version: 1,
    value: { address: 42 },
  })
})

test('behavior: two tabs asking at once share one signature', async () => {
  const { t, tab, wallet } = await connected()
  const other = await openTab(t, [wallet.inAnotherTab()], { siwx: hostCallbacks })
  const [a, b] = await Promise.all([
    signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) }),
    signInWithX(t.core, { tabId: other.info.tabId, gate: gateOf(t.core, other.info.tabId) }),
  ])
  expect(a).toEqual(b)
  expect(wallet.prompts.filter((p) => p.method === 'personal_sign')).toHaveLength(1)
})

test('behavior: the signature passes the gate: where Walletdock confirms (the embedded wallet, or confirmRequests all), ApproveTransaction decides it first', async () => {
  const { t, tab, wallet } = await connected({ confirmRequests: 'all' })
  const signing = signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) })
  let waiting: { id: string; method: string } | undefined
  await eventually(() => {
    waiting = t.core.store
      .getState()
      .pendingRequests?.find((r) => r.tabId === tab.info.tabId && r.status === 'awaiting')
    expect(waiting).toBeDefined()
  })
  expect(waiting?.method).toBe('personal_sign')
  // Nothing reached the wallet before the decision.
  expect(wallet.prompts.filter((p) => p.method === 'personal_sign')).toHaveLength(0)
  await decideRequest(t.core, { tabId: tab.info.tabId, id: waiting?.id ?? '', approve: true })
  await expect(signing).resolves.toMatchObject({ caipNetworkId: 'eip155:31337', address: wallet.address })
  expect(wallet.prompts.filter((p) => p.method === 'personal_sign')).toHaveLength(1)

  // Refused there: nothing is signed, and the required sign-in disconnects as a refusal in the wallet does.
  await disconnect(t.core, { namespace: 'eip155' })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const refused = signInWithX(t.core, { tabId: tab.info.tabId, gate: gateOf(t.core, tab.info.tabId) })
  await eventually(() => {
    waiting = t.core.store
      .getState()
      .pendingRequests?.find((r) => r.tabId === tab.info.tabId && r.status === 'awaiting')
    expect(waiting).toBeDefined()
  })
  await decideRequest(t.core, { tabId: tab.info.tabId, id: waiting?.id ?? '', approve: false })
  await expect(refused).rejects.toMatchObject({ code: 4001 })
  expect(wallet.prompts.filter((p) => p.method === 'personal_sign')).toHaveLength(1)
  expect(t.core.store.getState().connections.eip155?.status).toBe('disconnected')
})
