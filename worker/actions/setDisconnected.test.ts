import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectionStatusRecord, connectorIdsRecord } from '../../src/records.ts'
import {
  createTestCore,
  evmConnection,
  freshIdbStore,
  readRecord,
  startTestChains,
  type TestChains,
  testConfig,
} from '../testing/harness.ts'
import { SOLANA_DEVNET } from '../testing/solanaHarness.ts'
import { createWatchedStore } from '../testing/watchedStore.ts'
import { setConnected } from './setConnected.ts'
import { setDisconnected } from './setDisconnected.ts'

let chains: TestChains
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_ADDRESS = 'BfANtiykfLWvjnEuXwzynCTatey9GoAXfE9haRU2qKL6'

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

const connected = { namespace: 'eip155', connectorId: 'io.example', address: ADDRESS } as const

test('default: the active namespace disconnects, its balance and unsupported mark go, its connector is forgotten', async () => {
  const t = await createTestCore({ chains })
  await setConnected(t.core, { ...connected, chainReference: 1 })
  expect(t.core.store.getState().unsupportedChain).toBe(true)

  await setDisconnected(t.core, { namespace: 'eip155' })

  const state = t.core.store.getState()
  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(state.balance).toBeNull()
  expect(state.unsupportedChain).toBe(false)
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'disconnected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({})
})

test('behavior: a namespace behind the active one disconnects alone; the active balance and connection stay', async () => {
  const config = testConfig(chains, { networks: ['eip155:31337', SOLANA_DEVNET] })
  const t = await createTestCore({ config })
  await setConnected(t.core, {
    namespace: 'solana',
    connectorId: 'wallet-standard:Example',
    address: SOLANA_ADDRESS,
    chainReference: SOLANA_DEVNET.slice('solana:'.length),
    activate: false,
  })
  await setConnected(t.core, { ...connected, chainReference: 31337 })
  const balance = t.core.store.getState().balance

  await setDisconnected(t.core, { namespace: 'solana' })

  const state = t.core.store.getState()
  expect(state.connections.solana).toEqual({ status: 'disconnected' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: ADDRESS })
  expect(state.balance).toEqual(balance)
  expect(balance).toMatchObject({ status: 'ready' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'io.example' })
})

test('behavior: the end of a connection is stored before any tab is shown it (a reload never brings it back)', async () => {
  const storage = createWatchedStore(freshIdbStore())
  const t = await createTestCore({ chains, storage })
  await setConnected(t.core, { ...connected, chainReference: 31337 })
  t.core.store.subscribe((s) => {
    if (s.connections.eip155?.status === 'disconnected') storage.log.push('shown disconnected')
  })
  storage.log.length = 0

  await setDisconnected(t.core, { namespace: 'eip155' })

  expect(storage.log[0]).toMatch(/^setMany .*walletdock.*connectionStatus/)
  expect(storage.log[1]).toBe('shown disconnected')
})
