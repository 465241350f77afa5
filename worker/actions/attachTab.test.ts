import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  createTestCore,
  createTestWallet,
  eventually,
  evmConnection,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { switchNetwork } from './switchNetwork.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

test('default: an attached tab gets the current snapshot and every change after it', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [createTestWallet({ chains })])

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' })

  const last = tab.snapshots.at(-1)
  expect(last).toEqual(t.core.store.getState())
  // WalletConnect is the core's own connector, listed before what the tabs announce.
  expect(last?.connectors.map((c) => c.id)).toEqual(['walletConnect', 'io.walletdock.devnet'])
  expect(last?.activeCaipNetworkId).toBe('eip155:31338')
})

test('behavior: a tab whose lock is released is detached, its wallets leave the list and it gets no more snapshots', async () => {
  const t = await createTestCore({ chains })
  const closing = await openTab(t, [
    createTestWallet({ chains, connectorId: 'io.example.closing', name: 'Closing' }),
  ])
  const staying = await openTab(t, [createTestWallet({ chains })])
  expect(t.core.store.getState().connectors.map((c) => c.id)).toEqual([
    'walletConnect',
    'io.example.closing',
    'io.walletdock.devnet',
  ])

  closing.close()

  await eventually(() => {
    expect(t.core.store.getState().connectors.map((c) => c.id)).toEqual([
      'walletConnect',
      'io.walletdock.devnet',
    ])
  })
  expect(t.locks.isHeld(closing.info.lockName)).toBe(false)
  const seen = closing.snapshots.length
  await switchNetwork(t.core, { tabId: staying.info.tabId, caipNetworkId: 'eip155:31338' })
  expect(staying.snapshots.at(-1)?.activeCaipNetworkId).toBe('eip155:31338')
  expect(closing.snapshots).toHaveLength(seen)
})

test('behavior: offline, a new core confirms the stored connection and shows the last-known balance, stale, without asking the chain', async () => {
  const first = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const online = await openTab(first, [wallet])
  await connect(first.core, { tabId: online.info.tabId, connectorId: wallet.info.connectorId })
  await online.idle()
  const shown = first.core.store.getState().balance
  expect(shown?.status).toBe('ready')
  online.close()

  // Every tab closed: the next tab, opened offline, starts a new core that has only what was stored.
  const next = await createTestCore({ chains, storage: first.storage })
  const tab = await openTab(next, [wallet.inAnotherTab()], { online: false })

  await eventually(() => expect(next.core.store.getState().balance).toEqual({ ...shown, status: 'stale' }))
  expect(evmConnection(next.core)?.status).toBe('reconnecting')
  expect(tab.snapshots.at(-1)?.balance).toEqual({ ...shown, status: 'stale' })
  expect(next.rpc.count('eth_getBalance')).toBe(0)
})
