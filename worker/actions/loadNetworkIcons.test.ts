import { afterAll, beforeAll, expect, test } from 'vitest'
import { invokeIntent } from '../invokeIntent.ts'
import { createTestCore, openTab, startTestChains, type TestChains, testConfig } from '../testing/harness.ts'
import { loadNetworkIcons } from './loadNetworkIcons.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

const config = () => testConfig(chains, { networks: ['eip155:31337', 'eip155:31338', 'eip155:1'] })

test('default: a started core has no icons until a tab asks; then well-known networks get theirs and the tab sees them', async () => {
  const t = await createTestCore({ chains, config: config() })
  const tab = await openTab(t, [])
  const imageOf = (id: string) => t.core.store.getState().networks.find((n) => n.caipNetworkId === id)?.assets
  expect(imageOf('eip155:1')).toEqual({})

  await invokeIntent(t.core, { name: 'loadNetworkIcons', params: {}, context: { tabId: tab.info.tabId } })

  expect(imageOf('eip155:1')?.imageUrl).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
  // The devnet chains have no known icon: they keep their letter.
  expect(imageOf('eip155:31337')).toEqual({})
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(tab.snapshots.at(-1)?.networks.find((n) => n.caipNetworkId === 'eip155:1')?.assets.imageUrl).toBe(
    imageOf('eip155:1')?.imageUrl,
  )
})

test('behavior: asked again (every view that shows networks asks), the icons are added once and the state is not rewritten', async () => {
  const t = await createTestCore({ chains, config: config() })
  await loadNetworkIcons(t.core)
  const networks = t.core.store.getState().networks
  await Promise.all([loadNetworkIcons(t.core), loadNetworkIcons(t.core)])
  expect(t.core.store.getState().networks).toBe(networks)
})
