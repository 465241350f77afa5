import { afterAll, beforeAll, expect, test } from 'vitest'
import { startEmbeddedWallet } from '../../overlay/bridge/embeddedWallet.ts'
import type { TabInfo } from '../../src/types.ts'
import { createTestCore, startTestChains, type TestChains, testConfig } from '../testing/harness.ts'
import { createTestSecureSite } from '../testing/testSecureSite.ts'
import { announceProviders } from './announceProviders.ts'
import { attachTab } from './attachTab.ts'
import { getSocialRedirectUri } from './getSocialRedirectUri.ts'

let chains: TestChains
beforeAll(async () => {
  chains = await startTestChains()
})
afterAll(async () => {
  await chains.stop()
})

test('default: the provider’s URL comes from the frame of the tab that asked; basic mode asks nothing', async () => {
  for (const basic of [false, true]) {
    const t = await createTestCore({
      config: testConfig(chains, { serviceUrls: { secureSite: 'http://127.0.0.1:1' }, basic }),
    })
    const tab: TabInfo = {
      tabId: `redirect-${basic}`,
      lockName: `redirect-${basic}`,
      isMobile: false,
      online: true,
    }
    await new Promise<void>((granted) => {
      void t.locks.request(tab.lockName, () => {
        granted()
        return new Promise<void>(() => undefined)
      })
    })
    const site = createTestSecureSite()
    const wallet = startEmbeddedWallet({
      config: t.core.config,
      onStatus: () => undefined,
      createFrame: () => site.frame(),
    })
    await attachTab(t.core, {
      info: tab,
      onSnapshot: () => undefined,
      bridge: { providerRequest: (job) => wallet.request(job) },
    })
    await announceProviders(t.core, { tabId: tab.tabId, providers: [wallet.info] })
    const asked = getSocialRedirectUri(t.core, { tabId: tab.tabId, provider: 'discord' })
    if (basic) {
      await expect(asked).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
      expect(site.received).not.toContain('GET_SOCIAL_REDIRECT_URI')
    } else {
      await expect(asked).resolves.toEqual({ uri: 'https://provider.test/discord/authorize?state=state-1' })
      expect(site.received).toContain('GET_SOCIAL_REDIRECT_URI')
    }
  }
})
