import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectorIdsRecord, recentWalletsRecord } from '../src/records.ts'
import { connect } from './actions/connect.ts'
import type { KeyValueStore } from './deps.ts'
import { SESSION_NOT_SAVED } from './persist.ts'
import {
  createTestCore,
  createTestWallet,
  freshIdbStore,
  openTab,
  readRecord,
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

/** IndexedDB that reads but refuses every write, as a browser over its storage quota does. */
function quotaExceeded(store: KeyValueStore): KeyValueStore {
  const refuse = async () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return { get: (key) => store.get(key), set: refuse, setMany: refuse, del: refuse }
}

test('behavior: a store that refuses writes keeps the approved connection live, says so and keeps what was stored', async () => {
  const storage = freshIdbStore()
  await storage.set(connectorIdsRecord.key, connectorIdsRecord.wrap({ eip155: 'an.earlier.wallet' }))
  const t = await createTestCore({ chains, storage: quotaExceeded(storage) })
  const tab = await openTab(t, [createTestWallet({ chains })])

  await connect(t.core, { tabId: tab.info.tabId, connectorId: 'io.walletdock.devnet' })

  const s = t.core.store.getState()
  expect(s.connections.eip155).toMatchObject({ status: 'connected', connectorId: 'io.walletdock.devnet' })
  // The balance cache could not be written either; the balance read still counts.
  expect(s.balance).toMatchObject({ symbol: 'ETH', status: 'ready' })
  expect(s.recentWallets.map((w) => w.connectorId)).toEqual(['io.walletdock.devnet'])
  expect(s.notice).toMatchObject({ variant: 'error', message: SESSION_NOT_SAVED })
  expect(await readRecord(storage, connectorIdsRecord)).toEqual({ eip155: 'an.earlier.wallet' })
  expect(await readRecord(storage, recentWalletsRecord)).toBeUndefined()
})
