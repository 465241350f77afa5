import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectionStatusRecord, lastUsedChainRecord } from '../../src/records.ts'
import {
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  readRecord,
  setChainBalance,
  startTestChains,
  type TestChains,
  testConfig,
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

test('default: a wallet that only knows chain A adds chain B and ends connected there with B’s balance', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await setChainBalance(chains.b, wallet.address, parseEther('31338'))

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' })
  await tab.idle()

  expect(evmConnection(t.core)).toEqual({
    status: 'connected',
    connectorId: wallet.info.connectorId,
    address: wallet.address,
    caipNetworkId: 'eip155:31338',
  })
  expect(t.core.store.getState().activeCaipNetworkId).toBe('eip155:31338')
  expect(t.core.store.getState().balance).toMatchObject({
    caipAddress: `eip155:31338:${wallet.address}`,
    raw: parseEther('31338').toString(),
    stale: false,
  })
  const walletState = wallet.wallet.getState()
  expect(walletState.chainId).toBe(31338)
  expect(walletState.chains.find((c) => c.chainId === 31338)).toMatchObject({
    chainName: 'Walletdock Devnet B',
    rpcUrl: chains.b.rpcUrl,
  })
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe('eip155:31338')
})

test('behavior: the wallet rejecting the added chain fails with UserRejectedRequestError and stays on chain A', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  wallet.wallet.setMode('reject')

  await expect(
    switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' }),
  ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })

  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31337' })
  expect(wallet.wallet.getState().chains.map((c) => c.chainId)).toEqual([31337])
})

test('behavior: an add that fails for another reason fails with ChainNotSupportedError', async () => {
  // Chain B's configured RPC actually serves chain A, so the wallet refuses to add it.
  const config = testConfig(chains, {
    customRpcUrls: { 'eip155:31337': [chains.a.rpcUrl], 'eip155:31338': [chains.a.rpcUrl] },
  })
  const t = await createTestCore({ chains, config })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })

  await expect(
    switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' }),
  ).rejects.toMatchObject({ name: 'ChainNotSupportedError', shortMessage: 'Chain is not supported' })

  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31337' })
  expect(wallet.wallet.getState().chainId).toBe(31337)
})

test('behavior: while disconnected only the active network changes', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains, mode: 'reject' })
  const tab = await openTab(t, [wallet])

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' })

  const state = t.core.store.getState()
  expect(state.activeCaipNetworkId).toBe('eip155:31338')
  expect(state.activeNamespace).toBe('eip155')
  expect(state.connections).toEqual({})
  expect(state.balance).toBeNull()
  expect(wallet.wallet.getState()).toMatchObject({ chainId: 31337, authorized: false })
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe('eip155:31338')
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'disconnected' })
})
