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
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { connect } from './connect.ts'
import { fetchNameSuggestions } from './fetchNameSuggestions.ts'

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

async function connected(url = api.url, zone: string | null = 'devnet.id') {
  const t = await createTestCore({
    chains,
    config: dataApiConfig(chains, url, zone ? { nameZone: zone } : {}),
  })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return t
}

test('default: a free name and the free names near it, in the host’s zone', async () => {
  const t = await connected()
  await expect(fetchNameSuggestions(t.core, { label: 'Zelda' })).resolves.toEqual({
    name: 'zelda.devnet.id',
    available: true,
    suggestions: ['zelda-wallet.devnet.id', 'zelda-dev.devnet.id', 'my-zelda.devnet.id', 'zelda1.devnet.id'],
  })
})

test('behavior: a taken name is not available', async () => {
  const t = await connected()
  expect(await fetchNameSuggestions(t.core, { label: 'alice' })).toMatchObject({
    name: 'alice.devnet.id',
    available: false,
  })
})

test('behavior: a bad name fails at once; a failing service gives its reason, else the spec text', async () => {
  const t = await connected()
  await expect(fetchNameSuggestions(t.core, { label: 'ab' })).rejects.toMatchObject({
    name: 'InvalidNameError',
  })
  // The name is free (404); the suggestions are refused with a reason (400 is not retried).
  scripted.answer(({ url }) =>
    url.pathname.startsWith('/v1/profile/suggestions/')
      ? { status: 400, body: JSON.stringify({ reasons: [{ description: 'Zone not served' }] }) }
      : { status: 404, body: '{}' },
  )
  const failing = await connected(scripted.url)
  await expect(fetchNameSuggestions(failing.core, { label: 'zelda' })).rejects.toMatchObject({
    name: 'NameSuggestionsError',
    shortMessage: 'Zone not served',
  })
  const noZone = await connected(api.url, null)
  await expect(fetchNameSuggestions(noZone.core, { label: 'zelda' })).rejects.toMatchObject({
    shortMessage: 'Error fetching name suggestions',
  })
})
