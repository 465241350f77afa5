import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  activeNamespaceRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
  recentWalletsRecord,
} from '../src/records.ts'
import { connect } from './actions/connect.ts'
import { switchNetwork } from './actions/switchNetwork.ts'
import { SYNC_TIMEOUT_MS } from './actions/syncConnection.ts'
import { createIdbStore } from './idbStore.ts'
import {
  createTestCore,
  createTestWallet,
  eventually,
  evmConnection,
  freshIdbStore,
  openTab,
  readRecord,
  startTestChains,
  type TestChains,
  type TestWallet,
} from './testing/harness.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

/** A session connected on chain B in an earlier worker; the wallet then rejects every prompt, so a restore that needed one would fail. */
async function storedSession(): Promise<TestWallet> {
  const earlier = await createTestCore({ chains })
  const wallet = createTestWallet({ chains, knows: ['a', 'b'] })
  const tab = await openTab(earlier, [wallet])
  await connect(earlier.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await switchNetwork(earlier.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' })
  await tab.idle()
  wallet.wallet.setMode('reject')
  return wallet
}

test('default: a stored session restores as connecting, then connected without a prompt once a tab announces the wallet', async () => {
  const wallet = await storedSession()
  // A new worker over the same IndexedDB.
  const t = await createTestCore({ chains, storage: createIdbStore() })

  expect(evmConnection(t.core)).toEqual({ status: 'connecting', connectorId: wallet.info.connectorId })
  expect(t.core.store.getState().activeCaipNetworkId).toBe('eip155:31338')
  expect(t.core.store.getState().recentWallets.map((w) => w.connectorId)).toEqual([wallet.info.connectorId])

  const tab = await openTab(t, [wallet.inAnotherTab()])
  await tab.idle()

  expect(evmConnection(t.core)).toEqual({
    status: 'connected',
    connectorId: wallet.info.connectorId,
    address: wallet.address,
    caipNetworkId: 'eip155:31338',
  })
  expect(tab.snapshots.at(-1)?.connections.eip155?.status).toBe('connected')
})

test('behavior: with no tab announcing the wallet, the session is disconnected after SYNC_TIMEOUT_MS and its connector id removed', async () => {
  await storedSession()
  const t = await createTestCore({ chains, storage: createIdbStore() })
  // A tab without that wallet.
  await openTab(t, [])

  t.clock.advance(SYNC_TIMEOUT_MS - 1)
  expect(evmConnection(t.core)?.status).toBe('connecting')
  t.clock.advance(1)

  await eventually(async () => {
    expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({})
  })
  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'disconnected' })
})

test('behavior: corrupt and wrong-version records read as nothing and stay in storage untouched', async () => {
  const storage = freshIdbStore()
  const stored: Record<string, unknown> = {
    [connectionStatusRecord.key]: { version: 1, value: { eip155: 'maybe' } },
    [connectorIdsRecord.key]: { version: 2, value: { eip155: 'io.walletdock.devnet' } },
    [activeNamespaceRecord.key]: 'eip155',
    [lastUsedChainRecord.key]: { version: 1, value: 'not a chain' },
    [recentWalletsRecord.key]: '{"version":1,"value":[]}',
  }
  for (const [key, value] of Object.entries(stored)) await storage.set(key, value)

  const t = await createTestCore({ chains, storage })
  t.clock.advance(SYNC_TIMEOUT_MS)

  const state = t.core.store.getState()
  expect(state.connections).toEqual({})
  expect(state.activeCaipNetworkId).toBe('eip155:31337')
  expect(state.recentWallets).toEqual([])
  for (const [key, value] of Object.entries(stored)) expect(await storage.get(key)).toEqual(value)
})

test('behavior: a record whose write fails does not take the good records with it', async () => {
  const wallet = await storedSession()
  const storage = createIdbStore()
  const goodRecent = await readRecord(storage, recentWalletsRecord)

  // IndexedDB refuses a value it cannot clone (as it refuses one over quota): that write fails alone.
  const uncloneable = { version: 1, value: [{ connectorId: 'x', name: 'x', imageUrl: () => 'x' }] }
  await expect(storage.set(recentWalletsRecord.key, uncloneable)).rejects.toMatchObject({
    name: 'DataCloneError',
  })

  expect(await readRecord(storage, recentWalletsRecord)).toEqual(goodRecent)
  const t = await createTestCore({ chains, storage })
  expect(evmConnection(t.core)).toEqual({ status: 'connecting', connectorId: wallet.info.connectorId })
  expect(t.core.store.getState().recentWallets).toEqual(goodRecent)
  expect(t.core.store.getState().activeCaipNetworkId).toBe('eip155:31338')
})
