import { expect } from 'vitest'
import { startEmbeddedWallet } from '../../overlay/bridge/embeddedWallet.ts'
import type { TabInfo } from '../../src/types.ts'
import { announceProviders } from '../actions/announceProviders.ts'
import { attachTab } from '../actions/attachTab.ts'
import { connectEmail } from '../actions/connectEmail.ts'
import { connectOtp } from '../actions/connectOtp.ts'
import type { Core } from '../core.ts'
import { createTestCore, type TestChains, type TestCore, testConfig } from './harness.ts'
import type { TestSecureSite } from './testSecureSite.ts'

// Test support for the e-mail login actions: a core with e-mail login on, and a tab whose page bridge runs the
// embedded wallet over the in-process secure site's frame (one device per tab).

/** A core over `chains` with e-mail login on (a secure site configured). */
export function emailCore(
  chains: TestChains,
  core?: Partial<Parameters<typeof createTestCore>[0]>,
): Promise<TestCore> {
  return createTestCore({
    config: testConfig(chains, { serviceUrls: { secureSite: 'http://127.0.0.1:1' } }),
    ...core,
  })
}

let tabs = 0

/** Opens a tab that holds its lock, runs the embedded wallet over `site`'s frame and announces it. */
export async function openEmbeddedTab(
  t: TestCore,
  site: TestSecureSite,
  device = 'device-1',
): Promise<TabInfo> {
  tabs += 1
  const info: TabInfo = {
    tabId: `embedded-tab-${tabs}`,
    lockName: `embedded-tab-${tabs}`,
    isMobile: false,
    online: true,
  }
  await new Promise<void>((granted) => {
    void t.locks.request(info.lockName, () => {
      granted()
      return new Promise<void>(() => undefined)
    })
  })
  const wallet = startEmbeddedWallet({
    config: t.core.config,
    onStatus: () => undefined,
    createFrame: () => site.frame(device),
  })
  await attachTab(t.core, {
    info,
    onSnapshot: () => undefined,
    bridge: { providerRequest: (job) => wallet.request(job) },
  })
  await announceProviders(t.core, { tabId: info.tabId, providers: [wallet.info] })
  return info
}

/** Logs `email` in with the code the site sent. */
export async function logInByEmail(
  core: Core,
  site: TestSecureSite,
  tabId: string,
  email: string,
): Promise<void> {
  expect(await connectEmail(core, { tabId, email })).toEqual({ action: 'VERIFY_OTP' })
  await connectOtp(core, { tabId, otp: site.codeFor(email) ?? '' })
}
