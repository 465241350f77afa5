import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { dataApiConfig, startTestDataApi } from '../testing/dataApi.ts'
import {
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { resolveName } from './resolveName.ts'

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

test('behavior: a name resolves to its address on the active chain; an unknown one says why', async () => {
  const { t, wallet } = await connected()
  expect(await resolveName(t.core, { name: 'Alice.Devnet.ID' })).toEqual({
    name: 'alice.devnet.id',
    address: wallet.address,
    avatar: expect.any(String),
  })
  await expect(resolveName(t.core, { name: 'nobody.devnet.id' })).rejects.toMatchObject({
    name: 'NameResolutionError',
    shortMessage: 'Name not found',
  })
})
