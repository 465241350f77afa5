import * as Comlink from 'comlink'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { CoreApi } from '../src/coreApi.ts'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { PageBridge, TabInfo } from '../src/types.ts'
import { createCoreApi } from './api.ts'
import {
  createTestWallet,
  freshIdbStore,
  startTestChains,
  type TestChains,
  type TestWallet,
} from './testing/harness.ts'
import { createManualClock } from './testing/manualClock.ts'
import { createMemoryLocks, type MemoryLocks } from './testing/memoryLocks.ts'

let chains: TestChains
const cleanups: (() => void)[] = []

beforeAll(async () => {
  chains = await startTestChains()
})

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

afterAll(async () => {
  await chains.stop()
})

const hostConfig = (extra: Record<string, unknown> = {}) => ({
  projectId: 'test',
  networks: ['eip155:31337', 'eip155:31338'],
  customRpcUrls: { 'eip155:31337': [chains.a.rpcUrl], 'eip155:31338': [chains.b.rpcUrl] },
  ...extra,
})

function createApi(locks: MemoryLocks) {
  return createCoreApi({ clock: createManualClock(), storage: freshIdbStore(), fetch, locks })
}

/** Takes the tab's lifetime lock, as the tab's core client does before attaching. */
async function holdTabLock(locks: MemoryLocks, tab: TabInfo): Promise<void> {
  await new Promise<void>((granted) => {
    void locks.request(tab.lockName, () => {
      granted()
      return new Promise<void>((release) => cleanups.push(release))
    })
  })
}

const tabInfo = (tabId: string): TabInfo => ({
  tabId,
  lockName: `walletdock-tab-${tabId}`,
  isMobile: false,
  online: true,
})

const bridgeFor = (wallet: TestWallet): PageBridge => ({
  providerRequest: ({ method, params }) => wallet.wallet.provider.request({ method, params }),
})

test('default: a wallet rejection reaches the tab across comlink with its name, code and shortMessage', async () => {
  // Tab and core share one comlink module in this process, so one registration serves both sides.
  registerErrorTransfer(Comlink.transferHandlers as Map<string, unknown>)
  const locks = createMemoryLocks()
  const { port1, port2 } = new MessageChannel()
  cleanups.push(() => {
    port1.close()
    port2.close()
  })
  Comlink.expose(createApi(locks), port1)
  const remote = Comlink.wrap<CoreApi>(port2)
  const wallet = createTestWallet({ chains, mode: 'reject' })
  const tab = tabInfo('comlink-tab')
  await holdTabLock(locks, tab)

  const snapshot = await remote.attach(
    tab,
    hostConfig(),
    Comlink.proxy((_: Snapshot) => undefined),
    Comlink.proxy(bridgeFor(wallet)),
  )
  await remote.announceProviders(tab.tabId, [wallet.info])
  const error: unknown = await remote
    .connect({ tabId: tab.tabId, connectorId: wallet.info.connectorId })
    .catch((e) => e)

  expect(snapshot.activeCaipNetworkId).toBe('eip155:31337')
  expect(error).toBeInstanceOf(Error)
  expect(error).toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
    shortMessage: 'User rejected the request.',
  })
})

test('behavior: attach with an invalid configuration rejects with ConfigError naming the first issue', async () => {
  const locks = createMemoryLocks()
  const api = createApi(locks)
  const wallet = createTestWallet({ chains })
  const tab = tabInfo('config-tab')
  await holdTabLock(locks, tab)

  await expect(
    api.attach(tab, hostConfig({ projectId: ' ' }), () => undefined, bridgeFor(wallet)),
  ).rejects.toMatchObject({
    name: 'ConfigError',
    shortMessage: 'Invalid configuration',
    details: 'A project id is required',
  })
  await expect(
    api.attach(tab, hostConfig({ networks: ['eip155:999999'] }), () => undefined, bridgeFor(wallet)),
  ).rejects.toMatchObject({
    name: 'ConfigError',
    details: 'Unknown network eip155:999999: add customRpcUrls for it',
  })
  expect(api.getCore()).toBeUndefined()

  // A later valid configuration still starts the core.
  const snapshot = await api.attach(tab, hostConfig(), () => undefined, bridgeFor(wallet))
  expect(snapshot.requestedNetworks).toEqual(['eip155:31337', 'eip155:31338'])
})
