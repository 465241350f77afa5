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
import { connect } from './connect.ts'
import { fetchIdentity } from './fetchIdentity.ts'

let chains: TestChains
let api: DataApi

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains)
})

afterAll(async () => {
  await api.stop()
  await chains.stop()
})

async function connected() {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, api.url) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, wallet }
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
