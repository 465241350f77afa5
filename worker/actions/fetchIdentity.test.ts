import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { NAME_CACHE_MS } from '../../src/constants.ts'
import { dataApiConfig, startTestDataApi } from '../testing/dataApi.ts'
import {
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { connect } from './connect.ts'
import { fetchIdentity } from './fetchIdentity.ts'
import { setOnline } from './setOnline.ts'

let chains: TestChains
let api: DataApi
let scripted: ScriptedServer

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains)
  scripted = await startScriptedServer()
})

afterAll(async () => {
  await scripted.close()
  await api.stop()
  await chains.stop()
})

async function connected(url = api.url) {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, url) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, wallet, tab }
}

test('default: the profile name and avatar of the connected account', async () => {
  const { t, wallet } = await connected()
  await fetchIdentity(t.core)
  expect(t.core.store.getState().identity).toEqual({
    caipAddress: `eip155:31337:${wallet.address}`,
    name: 'alice.devnet.id',
    avatar: expect.stringMatching(/^data:image\/svg\+xml/),
  })
})

test('behavior: within 5 minutes the cached identity is shown even with the service down', async () => {
  const { t } = await connected()
  await fetchIdentity(t.core)
  await api.stop()
  try {
    t.clock.advance(NAME_CACHE_MS - 1)
    await fetchIdentity(t.core)
    expect(t.core.store.getState().identity?.name).toBe('alice.devnet.id')
  } finally {
    await api.start()
  }
})

test('behavior: while every tab is offline the last-known identity shows, of any age, and the service is not asked', async () => {
  const supported = JSON.stringify({ http: ['eip155:31337'], ws: [] })
  let name = 'alice.devnet.id'
  scripted.answer((r) => ({
    body: r.url.pathname.endsWith('supported-chains') ? supported : JSON.stringify({ name, avatar: null }),
  }))
  const identityRequests = () =>
    scripted.requests.filter((r) => r.url.pathname.startsWith('/v1/identity/')).length
  const { t, tab } = await connected(scripted.url)
  await fetchIdentity(t.core)
  expect(t.core.store.getState().identity?.name).toBe('alice.devnet.id')
  const asked = identityRequests()
  name = 'bob.devnet.id'

  await setOnline(t.core, { tabId: tab.info.tabId, online: false })
  t.clock.advance(2 * NAME_CACHE_MS)
  await fetchIdentity(t.core)
  expect(t.core.store.getState().identity?.name).toBe('alice.devnet.id')
  expect(identityRequests()).toBe(asked)

  await setOnline(t.core, { tabId: tab.info.tabId, online: true })
  await fetchIdentity(t.core)
  expect(t.core.store.getState().identity?.name).toBe('bob.devnet.id')
  expect(identityRequests()).toBe(asked + 1)
})
