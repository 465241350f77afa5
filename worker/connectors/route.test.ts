import { randomUUID } from 'node:crypto'
import { toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RelayServer } from '../../devnet/relay/startRelay.ts'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { decideRequest } from '../actions/decideRequest.ts'
import { runPageJob } from '../actions/runPageJob.ts'
import { invokeIntent, LEADER_INTENT_CALL } from '../invokeIntent.ts'
import { createLeaderSync } from '../leaderSync.ts'
import {
  createTestCore,
  createTestWallet,
  eventually,
  evmConnection,
  openTab,
  startTestChains,
  type TestChains,
  type TestCore,
} from '../testing/harness.ts'
import { createMemoryLocks } from '../testing/memoryLocks.ts'
import { createTestSolanaWallet, solanaTestConfig, startTestSolanaNode } from '../testing/solanaHarness.ts'
import { createTestSyncKey } from '../testing/testSyncKey.ts'
import {
  connectorOf,
  LEADER_JOB_CALL,
  promptsItself,
  runsWithConnector,
  speaksFor,
  waitsForTab,
} from './route.ts'
import {
  closeWalletConnect,
  createTestPhoneWallet,
  createWalletConnectCore,
  startTestRelay,
} from './walletConnect/walletConnectTesting.ts'

let chains: TestChains
let relay: RelayServer
let node: SolanaNode
const cleanups: (() => Promise<unknown> | undefined)[] = []

beforeAll(async () => {
  ;[chains, relay, node] = await Promise.all([startTestChains(), startTestRelay(), startTestSolanaNode()])
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.close()
  await chains?.stop()
  await node?.stop()
})

/** Two cores of one origin in the dedicated-worker fallback, the first one the leader, and a phone wallet. */
async function leaderAndFollower(config?: Record<string, unknown>) {
  const name = `walletdock-sync-${randomUUID()}`
  const locks = createMemoryLocks()
  const channels = [new BroadcastChannel(name), new BroadcastChannel(name)]
  cleanups.push(async () => {
    for (const channel of channels) channel.close()
  })
  const [leaderChannel, followerChannel] = channels as [BroadcastChannel, BroadcastChannel]
  const key = createTestSyncKey()
  const leader = await createWalletConnectCore({
    chains,
    relay,
    locks,
    config,
    sync: createLeaderSync({ locks, channel: leaderChannel, key }),
  })
  const follower = await createWalletConnectCore({
    chains,
    relay,
    locks,
    config,
    sync: createLeaderSync({ locks, channel: followerChannel, key }),
  })
  cleanups.push(() => closeWalletConnect(leader.core))
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  await eventually(() => expect(leader.core.deps.sync?.isLeader()).toBe(true))
  return { leader, follower, wallet }
}

/** Pairs the phone wallet with a core that runs WalletConnect itself. */
async function pairHere(t: TestCore, wallet: Awaited<ReturnType<typeof createTestPhoneWallet>>) {
  const pairing = (await invokeIntent(t.core, {
    name: 'pairWalletConnect',
    params: {},
    context: { tabId: 'tab' },
  })) as { uri: string }
  await wallet.pair(pairing.uri)
  await eventually(() => expect(evmConnection(t.core)).toMatchObject({ status: 'connected' }))
}

test('default: in the dedicated-worker fallback a follower tab pairs, chooses and signs through the leader’s one socket', async () => {
  const { leader, follower, wallet } = await leaderAndFollower()
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
  // The request goes whole to the leader, whose gate runs it: a plain signature needs only the wallet's prompt.
  const signature = await invokeIntent(follower.core, {
    name: 'request',
    params: { namespace: 'eip155', method: 'personal_sign', params: [toHex(message), wallet.address] },
    context,
  })
  expect(
    await verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` }),
  ).toBe(true)
  // The follower never opened a socket of its own: one for the leader, one for the wallet.
  expect(follower.core.walletConnect?.provider).toBeUndefined()
  expect(relay.connections()).toHaveLength(2)
  // Session reads are not handed over: the follower's state, published by the leader, already answers them.
  await expect(
    runPageJob(follower.core, { connectorId: 'walletConnect', method: 'eth_accounts' }),
  ).rejects.toMatchObject({ name: 'WalletConnectElsewhereError' })
  expect(wallet.requests).toEqual(['personal_sign'])
  expect(leader.core.store.getState().connections.eip155).toMatchObject({ address: wallet.address })
})

test('bad input broadcast-channel: the leader runs only a leader connector’s job, checked, and no call it does not know', async () => {
  const { follower } = await leaderAndFollower()
  const ask = (name: string, payload: unknown) => {
    const askLeader = follower.core.deps.sync?.askLeader
    if (!askLeader) throw new Error('no leader channel')
    return askLeader({ name, payload })
  }
  // A page wallet's job would run in one of the leader's own tabs: a follower cannot reach them.
  await expect(
    ask(LEADER_JOB_CALL, { connectorId: 'io.walletdock.devnet', method: 'personal_sign', params: ['0x00'] }),
  ).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
  await expect(ask(LEADER_JOB_CALL, { connectorId: 'walletConnect', method: 42 })).rejects.toThrow(/method/)
  await expect(ask('walletConnectRequest', {})).rejects.toThrow(
    'The leader does not run "walletConnectRequest"',
  )
  // Nothing of it opened a session: the leader never loaded WalletConnect.
  expect(relay.connections()).toHaveLength(0)
})

test('bad input broadcast-channel: a follower cannot skip the leader’s gate by forwarding: signatures and sends are refused as jobs', async () => {
  const { follower } = await leaderAndFollower()
  const ask = (name: string, payload: unknown) => {
    const askLeader = follower.core.deps.sync?.askLeader
    if (!askLeader) throw new Error('no leader channel')
    return askLeader({ name, payload })
  }
  for (const method of [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'solana_signTransaction',
  ])
    await expect(
      ask(LEADER_JOB_CALL, { connectorId: 'walletConnect', method, params: [] }),
    ).rejects.toMatchObject({
      name: 'RpcNotAllowedError',
      shortMessage: 'Requested RPC call is not allowed',
    })
  // A forwarded request is the leader's gate's to judge: a method off the allow-lists is refused there.
  await expect(
    ask(LEADER_INTENT_CALL, {
      name: 'request',
      params: { namespace: 'eip155', method: 'eth_sign', params: ['0x0', '0x00'] },
      tabId: 'follower-tab',
    }),
  ).rejects.toMatchObject({ name: 'RpcNotAllowedError', code: 4200 })
  expect(relay.connections()).toHaveLength(0)
})

test('behavior: a request forwarded to the leader is confirmed once, in the follower’s tab, when the leader’s rule asks', async () => {
  const { leader, follower, wallet } = await leaderAndFollower({ confirmRequests: 'all' })
  const tab = await openTab(follower, [])
  const context = { tabId: tab.info.tabId }
  const pairing = (await invokeIntent(follower.core, { name: 'pairWalletConnect', params: {}, context })) as {
    uri: string
  }
  await wallet.pair(pairing.uri)
  await eventually(() => expect(evmConnection(follower.core)).toMatchObject({ status: 'connected' }))
  const sign = (message: string) =>
    invokeIntent(follower.core, {
      name: 'request',
      params: { namespace: 'eip155', method: 'personal_sign', params: [toHex(message), wallet.address] },
      context,
    })
  const pending = () => follower.core.store.getState().pendingRequests ?? []

  const refused = sign('refused')
  refused.catch(() => undefined)
  await eventually(() => expect(pending()).toMatchObject([{ tabId: tab.info.tabId, status: 'awaiting' }]))
  // The leader's stack holds it too: its 99-request limit and time limit count it.
  expect(leader.core.store.getState().pendingRequests).toMatchObject([
    { tabId: tab.info.tabId, status: 'awaiting' },
  ])
  await decideRequest(follower.core, { tabId: tab.info.tabId, id: pending()[0]?.id ?? '', approve: false })
  await expect(refused).rejects.toMatchObject({ code: 4001 })
  expect(wallet.requests).toEqual([])

  const approved = sign('approved')
  await eventually(() => expect(pending()).toMatchObject([{ status: 'awaiting' }]))
  await decideRequest(follower.core, { tabId: tab.info.tabId, id: pending()[0]?.id ?? '', approve: true })
  const signature = (await approved) as `0x${string}`
  expect(await verifyMessage({ address: wallet.address, message: 'approved', signature })).toBe(true)
  expect(wallet.requests).toEqual(['personal_sign'])
  await eventually(() => expect(pending()).toEqual([]))
  expect(leader.core.store.getState().pendingRequests).toEqual([])
})

test('default: each connector id is its connector, placed where it runs', async () => {
  const t = await createTestCore({ chains, config: solanaTestConfig(node, chains) })
  const evm = createTestWallet({ chains })
  const solana = createTestSolanaWallet({ node })
  const tab = await openTab(t, [evm], { solana: [solana] })
  const other = await openTab(t, [])
  const where = (id: string) => [
    connectorOf(t.core, id)?.kind,
    waitsForTab(t.core, id),
    promptsItself(t.core, id),
  ]
  expect(where(evm.info.connectorId)).toEqual(['injected', true, true])
  expect(where(solana.info.connectorId)).toEqual(['walletStandard', true, true])
  expect(where('walletConnect')).toEqual(['walletConnect', false, true])
  // A wallet no list holds can only be a tab's: it is tried there, and no tab has it. Nothing says it prompts,
  // so Walletdock would confirm its requests itself.
  expect(where('nowhere')).toEqual([undefined, true, false])
  await expect(runPageJob(t.core, { connectorId: 'nowhere', method: 'eth_accounts' })).rejects.toMatchObject({
    name: 'ConnectorNotFoundError',
  })
  // Only the tab that announced a page wallet speaks for it.
  expect(speaksFor(t.core, tab.info.tabId, evm.info.connectorId)).toBe(true)
  expect(speaksFor(t.core, other.info.tabId, evm.info.connectorId)).toBe(false)
  expect(speaksFor(t.core, tab.info.tabId, solana.info.connectorId)).toBe(true)
})

test('behavior: a wallet merged across namespaces (MULTI_CHAIN) is still each member’s kind', async () => {
  const t = await createTestCore({ chains, config: solanaTestConfig(node, chains) })
  const solana = createTestSolanaWallet({ node })
  // The same wallet's EVM side, announced under the same name: the list merges the two.
  const evm = createTestWallet({ chains, connectorId: 'io.example.both', name: solana.info.name })
  await openTab(t, [evm], { solana: [solana] })
  const merged = t.core.store.getState().connectors.find((c) => c.type === 'MULTI_CHAIN')
  expect(merged?.connectors?.map((m) => m.id)).toEqual([evm.info.connectorId, solana.info.connectorId])
  expect(merged?.id).toBe(evm.info.connectorId)

  expect(connectorOf(t.core, evm.info.connectorId)?.kind).toBe('injected')
  expect(connectorOf(t.core, solana.info.connectorId)?.kind).toBe('walletStandard')
  expect(connectorOf(t.core, evm.info.connectorId)?.revoke('eip155')).toEqual({
    method: 'wallet_revokePermissions',
    params: [{ eth_accounts: {} }],
  })
})

test('behavior: a tab that announces a wallet as "walletConnect" neither receives its jobs nor speaks for it', async () => {
  const t = await createWalletConnectCore({ chains, relay })
  cleanups.push(() => closeWalletConnect(t.core))
  const phone = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => phone.close())
  await pairHere(t, phone)
  const impostor = createTestWallet({ chains, connectorId: 'walletConnect', name: 'WalletConnect' })
  const tab = await openTab(t, [impostor])

  const message = 'for the phone'
  const signature = await runPageJob(t.core, {
    tabId: tab.info.tabId,
    connectorId: 'walletConnect',
    method: 'personal_sign',
    params: [message, phone.address],
  })
  expect(
    await verifyMessage({ address: phone.address, message, signature: signature as `0x${string}` }),
  ).toBe(true)
  expect(impostor.prompts).toEqual([])

  await invokeIntent(t.core, {
    name: 'walletEvent',
    params: { connectorId: 'walletConnect', event: { type: 'accountsChanged', accounts: [] } },
    context: { tabId: tab.info.tabId },
  })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: phone.address })
})

test('behavior: an intent of a connector runs where route.ts places it: WalletConnect’s pairing in the leader', () => {
  // The follower's pairing above reaching the leader's socket is this, end to end.
  expect(runsWithConnector('walletConnect')()).toBe(true)
  expect(runsWithConnector('injected')()).toBe(false)
  expect(runsWithConnector('walletStandard')()).toBe(false)
})
