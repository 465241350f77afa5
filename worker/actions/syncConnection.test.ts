import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectionStatusRecord, connectorIdsRecord } from '../../src/records.ts'
import { createIdbStore } from '../idbStore.ts'
import {
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  readRecord,
  startTestChains,
  type TestChains,
  type TestCore,
  type TestWallet,
} from '../testing/harness.ts'
import { attachTab } from './attachTab.ts'
import { connect } from './connect.ts'
import { SYNC_TIMEOUT_MS, syncConnection } from './syncConnection.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

/** A session stored by an earlier worker, and a new worker over the same IndexedDB that restored it as connecting. */
async function restored(): Promise<{ wallet: TestWallet; t: TestCore }> {
  const earlier = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(earlier, [wallet])
  await connect(earlier.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  tab.close()
  const t = await createTestCore({ chains, storage: createIdbStore() })
  expect(evmConnection(t.core)).toEqual({ status: 'connecting', connectorId: wallet.info.connectorId })
  return { wallet, t }
}

/**
 * A tab that has the wallet but has not announced it yet, so a confirmation is the call's under test and not
 * the announcement's: it holds its lock, attaches, and its bridge runs jobs on the wallet.
 */
async function quietTab(t: TestCore, wallet: TestWallet): Promise<void> {
  const info = {
    tabId: `quiet-${wallet.info.connectorId}`,
    lockName: `lock-quiet-${Math.random()}`,
    isMobile: false,
    online: true,
  }
  await new Promise<void>((held) => {
    void t.locks.request(info.lockName, () => {
      held()
      return new Promise<void>(() => undefined)
    })
  })
  await attachTab(t.core, {
    info,
    onSnapshot: () => undefined,
    bridge: {
      providerRequest: ({ method, params }) =>
        wallet.wallet.provider.request(params === undefined ? { method } : { method, params }),
    },
  })
  t.core.tabs.get(info.tabId)?.providers.set(wallet.info.connectorId, wallet.info)
}

test('default: confirms a stored connection with the wallet, without a prompt', async () => {
  const { wallet, t } = await restored()
  const again = wallet.inAnotherTab()
  await quietTab(t, again)

  await syncConnection(t.core, { namespace: 'eip155' })

  expect(evmConnection(t.core)).toEqual({
    status: 'connected',
    connectorId: wallet.info.connectorId,
    address: wallet.address,
    caipNetworkId: 'eip155:31337',
  })
  expect(again.prompts).toEqual([])
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'connected' })
})

test('behavior: a wallet that no longer allows the site disconnects the namespace and forgets its connector', async () => {
  const { wallet, t } = await restored()
  wallet.wallet.disconnect()
  await openTab(t, [wallet.inAnotherTab()])

  await syncConnection(t.core, { namespace: 'eip155' })

  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'disconnected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({})
})

test('behavior: with no tab that has the wallet the connection counts as failed: disconnected', async () => {
  const { t } = await restored()
  await openTab(t, [createTestWallet({ chains, connectorId: 'io.example.other' })])

  await syncConnection(t.core, { namespace: 'eip155' })

  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'disconnected' })
})

test('behavior: only a connecting namespace is confirmed; a connected or absent one is left as it is', async () => {
  const { wallet, t } = await restored()
  await openTab(t, [wallet.inAnotherTab()])
  expect(evmConnection(t.core)?.status).toBe('connected')
  wallet.wallet.disconnect()
  const version = t.core.store.getState().version

  await syncConnection(t.core, { namespace: 'eip155' })
  await syncConnection(t.core, { namespace: 'solana' })

  expect(t.core.store.getState().version).toBe(version)
  expect(evmConnection(t.core)?.status).toBe('connected')
})

test('behavior: a confirmation made directly stops the wait for a tab; the give-up timer then changes nothing', async () => {
  const { wallet, t } = await restored()
  expect(t.core.pendingSync.has('eip155')).toBe(true)
  await quietTab(t, wallet.inAnotherTab())

  await syncConnection(t.core, { namespace: 'eip155' })
  t.clock.advance(SYNC_TIMEOUT_MS)

  expect(t.core.pendingSync.has('eip155')).toBe(false)
  expect(evmConnection(t.core)?.status).toBe('connected')
})
