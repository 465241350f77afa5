import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { createOnrampSite, type OnrampSite } from '../../devnet/onramp/createOnrampSite.ts'
import { getFreePort } from '../../devnet/ports.ts'
import { connect } from '../actions/connect.ts'
import { dataApiConfig, startTestDataApi } from './dataApi.ts'
import {
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
  type TestCore,
} from './harness.ts'

/** Two test chains, the devnet's on-ramp provider over them and the data API answering from it. */
export type OnrampWorld = { chains: TestChains; site: OnrampSite; api: DataApi; stop(): Promise<void> }

/** Starts an OnrampWorld on free ports (the provider settles payments after `settleMs`). */
export async function startOnrampWorld({ settleMs = 50 } = {}): Promise<OnrampWorld> {
  const chains = await startTestChains()
  const site = createOnrampSite({
    chains: [
      { chainId: 31337, rpcUrl: chains.a.rpcUrl },
      { chainId: 31338, rpcUrl: chains.b.rpcUrl },
    ],
    port: await getFreePort(),
    settleMs,
  })
  await site.start()
  const api = await startTestDataApi(chains, { onramp: site })
  return {
    chains,
    site,
    api,
    stop: async () => {
      await Promise.all([api.stop(), site.stop()])
      await chains.stop()
    },
  }
}

/** A core on the world's data API with dev account `account` connected (extra options merged into the config). */
export async function connectedOnrampCore(
  world: OnrampWorld,
  { account = 0, extra = {} }: { account?: number; extra?: Record<string, unknown> } = {},
): Promise<TestCore> {
  const t = await createTestCore({
    chains: world.chains,
    config: dataApiConfig(world.chains, world.api.url, extra),
  })
  const wallet = createTestWallet({ chains: world.chains })
  wallet.wallet.selectAccount(account)
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return t
}
