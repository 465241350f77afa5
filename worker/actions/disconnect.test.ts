import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { connectionStatusRecord, connectorIdsRecord } from '../../src/records.ts'
import { createIdbStore } from '../idbStore.ts'
import {
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  readRecord,
  settle,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { createTestSolanaWallet, solanaTestConfig, startTestSolanaNode } from '../testing/solanaHarness.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'

let chains: TestChains
let node: SolanaNode

beforeAll(async () => {
  ;[chains, node] = await Promise.all([startTestChains(), startTestSolanaNode()])
})

afterAll(async () => {
  await Promise.all([chains.stop(), node.stop()])
})

// The wallet is asked to forget the site after the core disconnected; its answer is not awaited.
async function revoked(check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 50 && !check(); i++) await settle()
  return check()
}

test('default: disconnects the namespace, stores it, and the wallet forgets the site: a new worker does not reconnect', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  expect(wallet.wallet.getState().authorized).toBe(true)

  await disconnect(t.core, { namespace: 'eip155' })

  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(t.core.store.getState().balance).toBeNull()
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'disconnected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({})
  expect(await revoked(() => !wallet.wallet.getState().authorized)).toBe(true)
  // No prompt: forgetting the site asks the person nothing.
  expect(wallet.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts'])

  const later = await createTestCore({ chains, storage: createIdbStore() })
  await openTab(later, [wallet.inAnotherTab()])
  // Nothing was stored as connected, so nothing is restored.
  expect(later.core.store.getState().connections).toEqual({})
})

test('behavior: without a namespace every connected one disconnects, each wallet asked in its own way', async () => {
  const t = await createTestCore({ chains, config: solanaTestConfig(node, chains) })
  const evm = createTestWallet({ chains })
  const solana = createTestSolanaWallet({ node })
  const tab = await openTab(t, [evm], { solana: [solana] })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: evm.info.connectorId })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: solana.info.connectorId })
  expect(solana.demo.getState().authorized).toBe(true)

  await disconnect(t.core, {})

  const { connections } = t.core.store.getState()
  expect(connections).toEqual({ eip155: { status: 'disconnected' }, solana: { status: 'disconnected' } })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({
    eip155: 'disconnected',
    solana: 'disconnected',
  })
  // eip155 through wallet_revokePermissions, the Wallet Standard wallet through standard:disconnect.
  expect(await revoked(() => !evm.wallet.getState().authorized && !solana.demo.getState().authorized)).toBe(
    true,
  )
})

test('behavior: a wallet that never answers the revoke does not hold the disconnect', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  wallet.wallet.setMode('hang')

  await disconnect(t.core, { namespace: 'eip155' })

  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'disconnected' })
})

test('error: a named namespace that is not connected gives NotConnectedError and changes nothing', async () => {
  const t = await createTestCore({ chains })
  const version = t.core.store.getState().version

  await expect(disconnect(t.core, { namespace: 'eip155' })).rejects.toMatchObject({
    name: 'NotConnectedError',
  })
  expect(t.core.store.getState().version).toBe(version)
  // With nothing connected, disconnecting everything is not an error.
  await expect(disconnect(t.core, {})).resolves.toBeUndefined()
})
