import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { NAME_CACHE_MS, RETRY_GUARD_MS } from '../../src/constants.ts'
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
import { resolveName } from './resolveName.ts'
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

test('behavior: a failed name is not asked again within 1 s; offline, a name resolved before resolves without asking', async () => {
  const { t, wallet, tab } = await connected(scripted.url)
  const notFound = JSON.stringify({ reasons: [{ description: 'Name not found' }] })
  scripted.answer((r) =>
    r.url.pathname.endsWith('/alice.devnet.id')
      ? {
          body: JSON.stringify({ name: 'alice.devnet.id', addresses: { '60': { address: wallet.address } } }),
        }
      : { status: 404, body: notFound },
  )
  const profileRequests = () =>
    scripted.requests.filter((r) => r.url.pathname.startsWith('/v1/profile/account/')).length
  const nobody = { name: 'NameResolutionError', shortMessage: 'Name not found' }

  await expect(resolveName(t.core, { name: 'nobody.devnet.id' })).rejects.toMatchObject(nobody)
  const asked = profileRequests()
  t.clock.advance(RETRY_GUARD_MS - 1)
  await expect(resolveName(t.core, { name: 'nobody.devnet.id' })).rejects.toMatchObject(nobody)
  expect(profileRequests()).toBe(asked)
  t.clock.advance(1)
  await expect(resolveName(t.core, { name: 'nobody.devnet.id' })).rejects.toMatchObject(nobody)
  expect(profileRequests()).toBe(asked + 1)

  const resolved = { name: 'alice.devnet.id', address: wallet.address, avatar: null }
  expect(await resolveName(t.core, { name: 'alice.devnet.id' })).toEqual(resolved)
  await setOnline(t.core, { tabId: tab.info.tabId, online: false })
  t.clock.advance(2 * NAME_CACHE_MS)
  const before = profileRequests()
  expect(await resolveName(t.core, { name: 'alice.devnet.id' })).toEqual(resolved)
  await expect(resolveName(t.core, { name: 'carol.devnet.id' })).rejects.toMatchObject({
    name: 'NameResolutionError',
  })
  expect(profileRequests()).toBe(before)
})
