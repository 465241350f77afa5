import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { getDevAccount } from '../../devnet/wallet/devAccounts.ts'
import { identityCacheRecord } from '../../src/walletRecords.ts'
import type { Core } from '../core.ts'
import { dataApiConfig, startTestDataApi, withClockRunning } from '../testing/dataApi.ts'
import {
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { createManualClock } from '../testing/manualClock.ts'
import { connect } from './connect.ts'
import { fetchIdentity } from './fetchIdentity.ts'
import { registerAccountName } from './registerAccountName.ts'
import { request } from './request.ts'

let chains: TestChains
let api: DataApi
// The dev account without a seeded name.
const CAROL = getDevAccount(2).address

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains)
})

afterEach(async () => {
  await api.reset()
})

afterAll(async () => {
  await api.stop()
  await chains.stop()
})

// The service checks the signed timestamp against its own clock: the core's starts now.
async function connected({ account = 2, mode = undefined as 'reject' | undefined, zone = 'devnet.id' } = {}) {
  const t = await createTestCore({
    chains,
    clock: createManualClock(Date.now()),
    config: dataApiConfig(chains, api.url, { nameZone: zone }),
  })
  const wallet = createTestWallet({ chains })
  wallet.wallet.selectAccount(account)
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  if (mode) wallet.wallet.setMode(mode)
  return { t, tab, wallet }
}

// The gate as the intent table binds it for the tab that asked: an external wallet is asked directly (the
// message is not risky), so its own prompt is the one confirmation.
const gateOf = (core: Core, tabId: string) => (method: string, params?: unknown) =>
  request(core, { tabId, namespace: 'eip155', method, params })

async function reverse(address: string): Promise<unknown> {
  const reply = await fetch(`${api.url}/v1/profile/reverse/${address}?projectId=test&apiVersion=2`)
  return ((await reply.json()) as { name: string }[]).map((p) => p.name)
}

test('default: the wallet signs, the service stores the name, and it is the account’s name at once and cached', async () => {
  const { t, tab, wallet } = await connected()
  expect(t.core.store.getState().connections.eip155).toMatchObject({ address: CAROL })
  await expect(
    registerAccountName(t.core, { gate: gateOf(t.core, tab.info.tabId), label: 'Carol-2' }),
  ).resolves.toEqual({
    name: 'carol-2.devnet.id',
  })
  expect(t.core.store.getState().identity).toEqual({
    caipAddress: `eip155:31337:${CAROL}`,
    name: 'carol-2.devnet.id',
    avatar: null,
  })
  expect(await t.core.records.read(identityCacheRecord, `:eip155:${CAROL.toLowerCase()}`)).toMatchObject({
    name: 'carol-2.devnet.id',
  })
  // The service answers reverse lookups and the identity read from it.
  expect(await reverse(CAROL)).toEqual(['carol-2.devnet.id'])
  t.clock.advance(10 * 60_000)
  await fetchIdentity(t.core)
  expect(t.core.store.getState().identity?.name).toBe('carol-2.devnet.id')
  expect(wallet.prompts.map((p) => p.method)).toContain('personal_sign')
})

test('behavior: a declined signature is a user rejection (4001), and nothing is registered', async () => {
  const { t, tab } = await connected({ mode: 'reject' })
  await expect(
    registerAccountName(t.core, { gate: gateOf(t.core, tab.info.tabId), label: 'carol' }),
  ).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
  })
  expect(t.core.store.getState().identity?.name ?? null).toBeNull()
  expect(await reverse(CAROL)).toEqual([])
})

test('behavior: a refusal carries the service’s first reason; without one, Error registering name {name}', async () => {
  const { t, tab } = await connected()
  await expect(
    registerAccountName(t.core, { gate: gateOf(t.core, tab.info.tabId), label: 'alice' }),
  ).rejects.toMatchObject({
    name: 'NameRegistrationError',
    shortMessage: 'Name is already registered',
    reason: 'Name is already registered',
    label: 'alice.devnet.id',
  })
  await api.stop()
  try {
    // The client retries an unreachable service on the core's clock (the outcome is caught at once).
    const failed = registerAccountName(t.core, {
      gate: gateOf(t.core, tab.info.tabId),
      label: 'carol',
    }).catch((e) => e)
    expect(await withClockRunning(t.clock, failed)).toMatchObject({
      name: 'NameRegistrationError',
      shortMessage: 'Error registering name carol.devnet.id',
    })
  } finally {
    await api.start()
  }
  expect(await reverse(CAROL)).toEqual([])
})

test('behavior: a bad name, and no connected address, fail before the wallet is asked', async () => {
  const { t, tab, wallet } = await connected()
  const before = wallet.prompts.length
  await expect(
    registerAccountName(t.core, { gate: gateOf(t.core, tab.info.tabId), label: 'abc' }),
  ).rejects.toMatchObject({
    name: 'InvalidNameError',
  })
  await expect(
    registerAccountName(t.core, { gate: gateOf(t.core, tab.info.tabId), label: 'bad.name' }),
  ).rejects.toMatchObject({ name: 'InvalidNameError' })
  expect(wallet.prompts.length).toBe(before)
  const fresh = await createTestCore({
    chains,
    config: dataApiConfig(chains, api.url, { nameZone: 'devnet.id' }),
  })
  await expect(
    registerAccountName(fresh.core, { gate: gateOf(fresh.core, 'nobody'), label: 'carol' }),
  ).rejects.toMatchObject({
    shortMessage: 'Address or auth connector not found',
  })
})
