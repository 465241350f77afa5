import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Snapshot } from '../../src/snapshot.ts'
import {
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  startTestChains,
  type TestChains,
  testConfig,
} from '../testing/harness.ts'
import { attachTab } from './attachTab.ts'
import { connect } from './connect.ts'
import { decideRequest } from './decideRequest.ts'
import { detachTab } from './detachTab.ts'
import { prepareSendToken } from './prepareSendToken.ts'
import { request } from './request.ts'
import { switchNetwork } from './switchNetwork.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

test('default: a detached tab gets no more snapshots and its wallets leave every other tab’s list', async () => {
  const t = await createTestCore({ chains })
  const leaving = await openTab(t, [
    createTestWallet({ chains, connectorId: 'io.example.leaving', name: 'Leaving' }),
  ])
  const staying = await openTab(t, [createTestWallet({ chains })])
  const seen = leaving.snapshots.length

  detachTab(t.core, { tabId: leaving.info.tabId })

  expect(t.core.tabs.has(leaving.info.tabId)).toBe(false)
  expect(t.core.store.getState().connectors.map((c) => c.id)).toEqual([
    'walletConnect',
    'io.walletdock.devnet',
  ])
  await switchNetwork(t.core, { tabId: staying.info.tabId, caipNetworkId: 'eip155:31338' })
  await eventually(() => expect(staying.snapshots.at(-1)?.activeCaipNetworkId).toBe('eip155:31338'))
  expect(leaving.snapshots).toHaveLength(seen)
  expect(staying.snapshots.at(-1)?.connectors.map((c) => c.id)).toEqual([
    'walletConnect',
    'io.walletdock.devnet',
  ])
})

test('behavior: its requests still waiting for a decision fail with TabGoneError; other tabs’ requests wait on', async () => {
  // Every request waits on ApproveTransaction, so both tabs' signatures wait for a decision.
  const t = await createTestCore({ chains, config: testConfig(chains, { confirmRequests: 'all' }) })
  const wallet = createTestWallet({ chains })
  const leaving = await openTab(t, [wallet])
  const staying = await openTab(t, [wallet.inAnotherTab()])
  await connect(t.core, { tabId: leaving.info.tabId, connectorId: wallet.info.connectorId })
  const send = (tabId: string) => {
    const sending = request(t.core, {
      tabId,
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x68656c6c6f', wallet.address],
    })
    sending.catch(() => undefined)
    return sending
  }
  const orphaned = send(leaving.info.tabId)
  const kept = send(staying.info.tabId)
  await eventually(() => expect(t.core.store.getState().pendingRequests).toHaveLength(2))

  detachTab(t.core, { tabId: leaving.info.tabId })

  await expect(orphaned).rejects.toMatchObject({ name: 'TabGoneError' })
  await eventually(() =>
    expect(t.core.store.getState().pendingRequests?.map((r) => r.tabId)).toEqual([staying.info.tabId]),
  )
  // The staying tab's request is still its own to decide.
  const [waiting] = t.core.store.getState().pendingRequests ?? []
  await decideRequest(t.core, { tabId: staying.info.tabId, id: waiting?.id ?? '', approve: false })
  await expect(kept).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
})

test('behavior: the tab’s onDetach runs once, and detaching a tab that is gone does nothing', async () => {
  const t = await createTestCore({ chains })
  const other = await openTab(t, [])
  let detached = 0
  const snapshots: Snapshot[] = []
  const info = { tabId: 'tab-direct', lockName: 'walletdock-tab-direct', isMobile: false, online: true }
  // The tab holds its lifetime lock, as a real tab does (a free lock detaches it at once).
  await new Promise<void>((held) => {
    void t.locks.request(info.lockName, () => {
      held()
      return new Promise<void>(() => undefined)
    })
  })
  await attachTab(t.core, {
    info,
    onSnapshot: (s) => void snapshots.push(s),
    bridge: { providerRequest: async () => null },
    onDetach: () => {
      detached += 1
    },
  })
  expect(t.core.tabs.has('tab-direct')).toBe(true)

  detachTab(t.core, { tabId: 'tab-direct' })
  detachTab(t.core, { tabId: 'tab-direct' })
  detachTab(t.core, { tabId: 'no-such-tab' })

  expect(detached).toBe(1)
  expect([...t.core.tabs.keys()]).toEqual([other.info.tabId])
})

test('behavior: a detached tab’s Send preview is let go; another tab’s stays', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const leaving = await openTab(t, [wallet])
  const staying = await openTab(t, [])
  await connect(t.core, { tabId: leaving.info.tabId, connectorId: wallet.info.connectorId })
  const draft = { token: { symbol: 'ETH' }, amount: '0.1', receiverAddress: wallet.address }
  await prepareSendToken(t.core, { tabId: leaving.info.tabId, ...draft })
  await prepareSendToken(t.core, { tabId: staying.info.tabId, ...draft })

  detachTab(t.core, { tabId: leaving.info.tabId })

  expect([...(t.core.wallet.previews?.keys() ?? [])]).toEqual([staying.info.tabId])
})
