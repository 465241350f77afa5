import { toHex, verifyMessage } from 'viem'
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

test('default: a core that stops leading closes its relay socket; leading again, it restores the session on a new one', async () => {
  const t = await createWalletConnectCore({ chains, relay })
  cleanups.push(() => closeWalletConnect(t.core))
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  const context = { tabId: 'tab' }
  const { uri } = (await invokeIntent(t.core, { name: 'pairWalletConnect', params: {}, context })) as {
    uri: string
  }
  await wallet.pair(uri)
  await eventually(() => expect(evmConnection(t.core)).toMatchObject({ status: 'connected' }))
  expect(relay.connections()).toHaveLength(2)

  await releaseLeaderWork(t.core)

  await eventually(() => expect(relay.connections()).toHaveLength(1))
  expect(t.core.walletConnect).toBeUndefined()
  const signature = await invokeIntent(t.core, {
    name: 'request',
    params: { namespace: 'eip155', method: 'personal_sign', params: [toHex('again'), wallet.address] },
    context,
  })
  expect(
    await verifyMessage({ address: wallet.address, message: 'again', signature: signature as `0x${string}` }),
  ).toBe(true)
  expect(relay.connections()).toHaveLength(2)
})
