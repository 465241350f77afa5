import { randomUUID } from 'node:crypto'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RelayServer } from '../../devnet/relay/startRelay.ts'
import { runPageJob } from '../actions/runPageJob.ts'
import { invokeIntent } from '../invokeIntent.ts'
import { createLeaderSync } from '../leaderSync.ts'
import { eventually, evmConnection, startTestChains, type TestChains } from '../testing/harness.ts'
import { createMemoryLocks } from '../testing/memoryLocks.ts'
import {
  closeWalletConnect,
  createTestPhoneWallet,
  createWalletConnectCore,
  startTestRelay,
} from './walletConnect/walletConnectTesting.ts'

let chains: TestChains
let relay: RelayServer
const cleanups: (() => Promise<unknown> | undefined)[] = []

beforeAll(async () => {
  chains = await startTestChains()
  relay = await startTestRelay()
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.close()
  await chains?.stop()
})

test('default: in the dedicated-worker fallback a follower tab pairs, chooses and signs through the leader’s one socket', async () => {
  const name = `walletdock-sync-${randomUUID()}`
  const locks = createMemoryLocks()
  const channels = [new BroadcastChannel(name), new BroadcastChannel(name)]
  cleanups.push(async () => {
    for (const channel of channels) channel.close()
  })
  const [leaderChannel, followerChannel] = channels as [BroadcastChannel, BroadcastChannel]
  const leader = await createWalletConnectCore({
    chains,
    relay,
    locks,
    sync: createLeaderSync({ locks, channel: leaderChannel }),
  })
  const follower = await createWalletConnectCore({
    chains,
    relay,
    locks,
    sync: createLeaderSync({ locks, channel: followerChannel }),
  })
  cleanups.push(() => closeWalletConnect(leader.core))
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  await eventually(() => expect(leader.core.deps.sync?.isLeader()).toBe(true))

  const context = { tabId: 'follower-tab' }
  const pairing = (await invokeIntent(follower.core, { name: 'pairWalletConnect', params: {}, context })) as {
    uri: string
  }
  await eventually(() =>
    expect(follower.core.store.getState().walletConnect).toMatchObject({ status: 'ready', uri: pairing.uri }),
  )
  await invokeIntent(follower.core, {
    name: 'chooseWalletConnectWallet',
    params: { choice: { name: 'Devnet Phone Wallet', walletId: 'phone' } },
    context,
  })
  await wallet.pair(pairing.uri)
  await eventually(() =>
    expect(evmConnection(follower.core)).toMatchObject({ status: 'connected', connectorId: 'walletConnect' }),
  )
  expect(follower.core.store.getState().recentWallets[0]).toMatchObject({ connectorId: 'phone' })

  const message = 'signed from the follower'
  const signature = await runPageJob(follower.core, {
    connectorId: 'walletConnect',
    method: 'personal_sign',
    params: [message, wallet.address],
  })
  expect(
    await verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` }),
  ).toBe(true)
  // The follower never opened a socket of its own: one for the leader, one for the wallet.
  expect(follower.core.walletConnect?.provider).toBeUndefined()
  expect(relay.connections()).toHaveLength(2)
})
