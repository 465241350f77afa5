import { afterAll, beforeAll, expect, test } from 'vitest'
import { connect } from './actions/connect.ts'
import { prepareSendToken } from './actions/prepareSendToken.ts'
import type { CoreSync, ForwardedFrom, LeaderCall } from './deps.ts'
import { invokeIntent, LEADER_INTENT_CALL } from './invokeIntent.ts'
import {
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  startTestChains,
  type TestChains,
} from './testing/harness.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

// A sync that leads, or follows and hands its leader calls to `ask`: what the two sides of the fallback see.
function stubSync(p: { leader: true } | { leader: false; ask: (call: LeaderCall) => Promise<unknown> }) {
  let answer: ((call: LeaderCall, via: ForwardedFrom) => Promise<unknown>) | undefined
  const sync: CoreSync = {
    isLeader: () => p.leader,
    publish: () => undefined,
    subscribe: () => () => undefined,
    serve: () => undefined,
    answerFollowers: (handler) => {
      answer = handler
    },
    ...(p.leader ? {} : { askLeader: p.ask }),
  }
  const answerCall = (call: LeaderCall) => {
    if (!answer) throw new Error('not answering')
    return answer(call, { core: 'follower-core', ask: crypto.randomUUID() })
  }
  return { sync, answerCall }
}

test("behavior: a follower tab's Send preview leaves the leader's core when that tab closes; the leader's own tab's stays", async () => {
  const { sync, answerCall } = stubSync({ leader: true })
  const t = await createTestCore({ chains, sync })
  const wallet = createTestWallet({ chains })
  const own = await openTab(t, [wallet])
  await connect(t.core, { tabId: own.info.tabId, connectorId: wallet.info.connectorId })
  const draft = { token: { symbol: 'ETH' }, amount: '0.1', receiverAddress: wallet.address }
  await prepareSendToken(t.core, { tabId: own.info.tabId, ...draft })
  // The follower's tab holds its lock while open, as overlay/coreClient.ts does.
  let closeTab!: () => void
  void t.locks.request('walletdock-tab-follower', () => new Promise<void>((resolve) => (closeTab = resolve)))
  // A name that is no tab's lock (the leader's own, say) is never waited for.
  let releaseOther!: () => void
  void t.locks.request('not-a-tab-lock', () => new Promise<void>((resolve) => (releaseOther = resolve)))
  const forward = (tabId: string, lockName: string) =>
    answerCall({
      name: LEADER_INTENT_CALL,
      payload: { name: 'prepareSendToken', params: draft, tabId, lockName },
    })

  await forward('follower-tab', 'walletdock-tab-follower')
  await forward('follower-tab', 'walletdock-tab-follower')
  await forward('other-tab', 'not-a-tab-lock')
  const kept = () => [...(t.core.wallet.previews?.keys() ?? [])].sort()
  expect(kept()).toEqual([own.info.tabId, 'follower-tab', 'other-tab'].sort())

  closeTab()
  releaseOther()

  await eventually(() => expect(kept()).toEqual([own.info.tabId, 'other-tab'].sort()))
  expect(t.core.wallet.followerTabs?.size).toBe(0)
})

test("default: a follower's core hands the leader its tab's lock with the intent", async () => {
  const calls: LeaderCall[] = []
  const { sync } = stubSync({ leader: false, ask: async (call) => void calls.push(call) })
  const t = await createTestCore({ chains, sync })
  const tab = await openTab(t, [])
  // The session is WalletConnect's, which the leader holds: the send's preview runs there.
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  t.core.store.setState({
    ...t.core.store.getState(),
    activeNamespace: 'eip155',
    connections: {
      eip155: { status: 'connected', connectorId: 'walletConnect', address, caipNetworkId: 'eip155:31337' },
    },
  })

  await invokeIntent(t.core, {
    name: 'prepareSendToken',
    params: { token: { symbol: 'ETH' }, amount: '0.1', receiverAddress: address },
    context: { tabId: tab.info.tabId },
  })

  expect(calls).toEqual([
    {
      name: LEADER_INTENT_CALL,
      payload: {
        name: 'prepareSendToken',
        params: { token: { symbol: 'ETH' }, amount: '0.1', receiverAddress: address },
        tabId: tab.info.tabId,
        lockName: tab.info.lockName,
      },
    },
  ])
})
