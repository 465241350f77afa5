import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RelayServer } from '../../devnet/relay/startRelay.ts'
import {
  closeWalletConnect,
  createTestPhoneWallet,
  createWalletConnectCore,
  startTestRelay,
} from '../connectors/walletConnect/walletConnectTesting.ts'
import { invokeIntent } from '../invokeIntent.ts'
import { eventually, evmConnection, startTestChains, type TestChains } from '../testing/harness.ts'
import { releaseLeaderWork } from './releaseLeaderWork.ts'
import { resumeLeaderWork } from './resumeLeaderWork.ts'

let chains: TestChains
let relay: RelayServer
const cleanups: (() => Promise<unknown> | undefined)[] = []

beforeAll(async () => {
  ;[chains, relay] = await Promise.all([startTestChains(), startTestRelay()])
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.close()
  await chains?.stop()
})

test('default: a core that leads again brings its WalletConnect session up at once, without waiting for a request', async () => {
  const t = await createWalletConnectCore({ chains, relay })
  cleanups.push(() => closeWalletConnect(t.core))
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  const { uri } = (await invokeIntent(t.core, {
    name: 'pairWalletConnect',
    params: {},
    context: { tabId: 'tab' },
  })) as { uri: string }
  await wallet.pair(uri)
  await eventually(() => expect(evmConnection(t.core)).toMatchObject({ status: 'connected' }))
  await releaseLeaderWork(t.core)
  await eventually(() => expect(relay.connections()).toHaveLength(1))

  await resumeLeaderWork(t.core)

  expect(t.core.walletConnect).toBeDefined()
  await eventually(() => expect(relay.connections()).toHaveLength(2))
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
})
