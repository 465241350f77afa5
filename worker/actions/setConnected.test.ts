import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  activeNamespaceRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
} from '../../src/records.ts'
import {
  createTestCore,
  evmConnection,
  freshIdbStore,
  readRecord,
  setChainBalance,
  startTestChains,
  type TestChains,
  testConfig,
} from '../testing/harness.ts'
import { SOLANA_DEVNET } from '../testing/solanaHarness.ts'
import { createWatchedStore } from '../testing/watchedStore.ts'
import { setConnected } from './setConnected.ts'
import { switchNetwork } from './switchNetwork.ts'

let chains: TestChains
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

beforeAll(async () => {
  chains = await startTestChains()
  await setChainBalance(chains.b, ADDRESS, parseEther('12.5'))
})

afterAll(async () => {
  await chains.stop()
})

test('default: connects the namespace on that chain, makes it active, stores it and reads its balance there', async () => {
  const t = await createTestCore({ chains })

  await setConnected(t.core, {
    namespace: 'eip155',
    connectorId: 'io.example',
    address: ADDRESS,
    chainReference: 31338,
  })

  const state = t.core.store.getState()
  expect(evmConnection(t.core)).toEqual({
    status: 'connected',
    connectorId: 'io.example',
    address: ADDRESS,
    caipNetworkId: 'eip155:31338',
  })
  expect(state.activeCaipNetworkId).toBe('eip155:31338')
  expect(state.unsupportedChain).toBe(false)
  expect(state.balance).toMatchObject({
    status: 'ready',
    caipAddress: `eip155:31338:${ADDRESS}`,
    raw: parseEther('12.5').toString(),
    symbol: 'ETH',
  })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'connected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'io.example' })
  expect(await readRecord(t.storage, activeNamespaceRecord)).toBe('eip155')
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe('eip155:31338')
})

test('behavior: a new connection is stored in one write before any tab is shown it (a reload then finds it)', async () => {
  const storage = createWatchedStore(freshIdbStore())
  const t = await createTestCore({ chains, storage })
  // What a tab would see, in order with what landed in storage.
  t.core.store.subscribe((s) => {
    if (s.connections.eip155?.status === 'connected') storage.log.push('shown connected')
  })
  storage.log.length = 0

  await setConnected(t.core, {
    namespace: 'eip155',
    connectorId: 'io.example',
    address: ADDRESS,
    chainReference: 31338,
  })

  const session = [connectionStatusRecord, connectorIdsRecord, activeNamespaceRecord, lastUsedChainRecord]
  expect(storage.log.slice(0, 2)).toEqual([
    `setMany ${session.map((r) => r.key).join(',')}`,
    'shown connected',
  ])
  expect(storage.log.filter((line) => session.some((r) => line === `set ${r.key}`))).toEqual([])
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe('eip155:31338')
})

test('behavior: a connection confirmed from storage is shown without waiting for its write', async () => {
  const storage = createWatchedStore(freshIdbStore())
  const t = await createTestCore({ chains, storage })
  storage.hold()

  const confirming = setConnected(t.core, {
    namespace: 'eip155',
    connectorId: 'io.example',
    address: ADDRESS,
    chainReference: 31338,
    activate: false,
    restored: true,
  })

  expect(evmConnection(t.core)?.status).toBe('connected')
  storage.release()
  await confirming
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'io.example' })
})

test('behavior: a chain the host did not ask for is marked unsupported, and nothing is read there', async () => {
  const t = await createTestCore({ chains })

  await setConnected(t.core, {
    namespace: 'eip155',
    connectorId: 'io.example',
    address: ADDRESS,
    chainReference: 1,
  })

  const state = t.core.store.getState()
  expect(state.activeCaipNetworkId).toBe('eip155:1')
  expect(state.unsupportedChain).toBe(true)
  expect(state.balance?.status).not.toBe('ready')
  expect(t.rpc.count('eth_getBalance')).toBe(0)
})

test('behavior: without activate, a namespace that is not in front connects beside the active one, unread', async () => {
  const config = testConfig(chains, { networks: ['eip155:31337', 'eip155:31338', SOLANA_DEVNET] })
  const t = await createTestCore({ config })
  await switchNetwork(t.core, { tabId: 'tab', caipNetworkId: SOLANA_DEVNET })

  await setConnected(t.core, {
    namespace: 'eip155',
    connectorId: 'io.example',
    address: ADDRESS,
    chainReference: 31337,
    activate: false,
  })

  const state = t.core.store.getState()
  expect(state.activeNamespace).toBe('solana')
  expect(state.activeCaipNetworkId).toBe(SOLANA_DEVNET)
  expect(state.connections.eip155).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31337' })
  expect(state.balance).toBeNull()
  expect(t.rpc.count('eth_getBalance')).toBe(0)
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'io.example' })
})

test('behavior: without activate, the namespace already in front still moves to the new chain and is read', async () => {
  const t = await createTestCore({ chains })

  await setConnected(t.core, {
    namespace: 'eip155',
    connectorId: 'io.example',
    address: ADDRESS,
    chainReference: 31338,
    activate: false,
  })

  expect(t.core.store.getState().activeCaipNetworkId).toBe('eip155:31338')
  expect(t.core.store.getState().balance).toMatchObject({
    status: 'ready',
    raw: parseEther('12.5').toString(),
  })
})
