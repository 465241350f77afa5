import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../../devnet/ports.ts'
import { createSolanaNode, type SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../devnet/solana/devKeypairs.ts'
import {
  activeNamespaceRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
} from '../../src/records.ts'
import type { CaipNetworkId, ConnectionState } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { updateState } from '../core.ts'
import {
  createTestCore,
  createTestWallet,
  evmConnection,
  freshIdbStore,
  openTab,
  readRecord,
  setChainBalance,
  startTestChains,
  type TestChains,
  type TestCore,
  testConfig,
} from '../testing/harness.ts'
import { announceProviders } from './announceProviders.ts'
import { connect } from './connect.ts'
import { switchNetwork } from './switchNetwork.ts'

const SOLANA_DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_CONNECTOR = 'app.walletdock.devnet-solana'
const [solanaAccount] = getSolanaDevAccounts()
const SOLANA_ADDRESS = solanaAccount?.address ?? ''
/** What every seeded devnet account holds: 100 SOL. */
const SEEDED_LAMPORTS = (100n * 10n ** 9n).toString()

let chains: TestChains
let node: SolanaNode

beforeAll(async () => {
  chains = await startTestChains()
  node = createSolanaNode({ port: await getFreePort(), wsPort: await getFreePort(), slotMs: 0 })
  await node.start()
})

afterAll(async () => {
  await Promise.all([chains.stop(), node.stop()])
})

/** Both anvil chains and both Solana clusters (the local node stands in for each). */
function multiChainConfig(extra: Record<string, unknown> = {}) {
  return testConfig(chains, {
    networks: ['eip155:31337', 'eip155:31338', SOLANA_DEVNET, SOLANA_MAINNET],
    customRpcUrls: {
      'eip155:31337': [chains.a.rpcUrl],
      'eip155:31338': [chains.b.rpcUrl],
      [SOLANA_DEVNET]: [node.url],
      [SOLANA_MAINNET]: [node.url],
    },
    ...extra,
  })
}

function solanaConnection(caipNetworkId = SOLANA_DEVNET): ConnectionState {
  return { status: 'connected', connectorId: SOLANA_CONNECTOR, address: SOLANA_ADDRESS, caipNetworkId }
}

/** A core with the Devnet Wallet connected on chain A (then refusing every prompt) and a tab holding it. */
async function evmConnected(t: TestCore) {
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  // From here a prompt would fail the switch: these switches must not ask any wallet.
  wallet.wallet.setMode('reject')
  return { wallet, tab }
}

/** Puts a Solana connection into the core, as a connect through the tab's Wallet Standard bridge leaves it. */
function putSolanaConnection(t: TestCore, connection = solanaConnection()) {
  updateState(t.core, { connections: { ...t.core.store.getState().connections, solana: connection } })
}

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
  // Nothing was connected, so nothing about connections is stored.
  expect(await readRecord(t.storage, connectionStatusRecord)).toBeUndefined()
})

test('behavior: EVM → Solana with a Solana address asks no wallet, shows the Solana account and its SOL', async () => {
  const t = await createTestCore({ chains, config: multiChainConfig() })
  const { wallet, tab } = await evmConnected(t)
  putSolanaConnection(t)
  // Something read for the EVM account, which must not show under the Solana one.
  updateState(t.core, {
    portfolio: {
      caipAddress: `eip155:31337:${wallet.address}`,
      status: 'ok',
      tokens: [],
      totalUsd: 0,
      fetchedAt: 0,
      stale: false,
    },
  })
  const prompts = wallet.prompts.length

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: SOLANA_DEVNET })

  const state = t.core.store.getState()
  expect(state.activeNamespace).toBe('solana')
  expect(state.activeCaipNetworkId).toBe(SOLANA_DEVNET)
  expect(getActiveAccount(state)?.caipAddress).toBe(`${SOLANA_DEVNET}:${SOLANA_ADDRESS}`)
  expect(state.balance).toMatchObject({
    caipAddress: `${SOLANA_DEVNET}:${SOLANA_ADDRESS}`,
    raw: SEEDED_LAMPORTS,
    symbol: 'SOL',
    decimals: 9,
  })
  expect(state.portfolio).toBeNull()
  // The EVM wallet stays connected where it was, and was not asked anything.
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31337' })
  expect(wallet.prompts.length).toBe(prompts)
  expect(await readRecord(t.storage, activeNamespaceRecord)).toBe('solana')
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe(SOLANA_DEVNET)
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'connected' })
})

test('behavior: EVM → Solana without a Solana address makes Solana active with no account, the EVM session kept', async () => {
  const t = await createTestCore({ chains, config: multiChainConfig() })
  const { wallet, tab } = await evmConnected(t)
  expect(t.core.store.getState().balance).not.toBeNull()

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: SOLANA_DEVNET })

  const state = t.core.store.getState()
  expect(state).toMatchObject({
    activeNamespace: 'solana',
    activeCaipNetworkId: SOLANA_DEVNET,
    balance: null,
    unsupportedChain: false,
  })
  expect(getActiveAccount(state)).toBeUndefined()
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
  expect(await readRecord(t.storage, activeNamespaceRecord)).toBe('solana')
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'connected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: wallet.info.connectorId })
})

test('behavior: Solana → the EVM chain its wallet is on asks no wallet and shows the EVM account again', async () => {
  const t = await createTestCore({ chains, config: multiChainConfig() })
  const { wallet, tab } = await evmConnected(t)
  putSolanaConnection(t)
  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: SOLANA_DEVNET })
  await setChainBalance(chains.a, wallet.address, parseEther('7'))

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31337' })

  const state = t.core.store.getState()
  expect(state.activeNamespace).toBe('eip155')
  expect(getActiveAccount(state)?.caipAddress).toBe(`eip155:31337:${wallet.address}`)
  // The cached copy is younger than 30 s, so it shows as is; what matters is that it is the EVM account's.
  expect(state.balance).toMatchObject({ caipAddress: `eip155:31337:${wallet.address}`, symbol: 'ETH' })
  expect(state.connections.solana).toEqual(solanaConnection())
  expect(wallet.wallet.getState().chainId).toBe(31337)
  expect(await readRecord(t.storage, activeNamespaceRecord)).toBe('eip155')
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe('eip155:31337')
})

test('behavior: Solana → an EVM chain its wallet is not on asks the wallet, and a refusal leaves Solana active', async () => {
  const t = await createTestCore({ chains, config: multiChainConfig() })
  const { wallet, tab } = await evmConnected(t)
  putSolanaConnection(t)
  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: SOLANA_DEVNET })

  await expect(
    switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' }),
  ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  expect(t.core.store.getState()).toMatchObject({
    activeNamespace: 'solana',
    activeCaipNetworkId: SOLANA_DEVNET,
  })

  wallet.wallet.setMode('approve')
  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31338' })
  expect(t.core.store.getState()).toMatchObject({
    activeNamespace: 'eip155',
    activeCaipNetworkId: 'eip155:31338',
  })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31338' })
  expect(wallet.wallet.getState().chainId).toBe(31338)
})

test('behavior: Devnet → Mainnet moves the Solana connection to the other cluster and reads its balance there', async () => {
  const t = await createTestCore({ chains, config: multiChainConfig() })
  const tab = await openTab(t, [])
  updateState(t.core, {
    activeNamespace: 'solana',
    activeCaipNetworkId: SOLANA_DEVNET,
    connections: { solana: solanaConnection() },
  })

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: SOLANA_MAINNET })

  const state = t.core.store.getState()
  expect(state.connections.solana).toEqual(solanaConnection(SOLANA_MAINNET))
  expect(state.activeCaipNetworkId).toBe(SOLANA_MAINNET)
  expect(state.balance).toMatchObject({
    caipAddress: `${SOLANA_MAINNET}:${SOLANA_ADDRESS}`,
    raw: SEEDED_LAMPORTS,
  })
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe(SOLANA_MAINNET)
})

test('behavior: a wallet that lists its clusters is not moved to one it left out', async () => {
  const t = await createTestCore({ chains, config: multiChainConfig() })
  const tab = await openTab(t, [])
  await announceProviders(t.core, tab.info.tabId, [
    {
      connectorId: SOLANA_CONNECTOR,
      name: 'Devnet Solana Wallet',
      legacy: false,
      namespace: 'solana',
      chains: [SOLANA_DEVNET],
    },
  ])
  updateState(t.core, {
    activeNamespace: 'solana',
    activeCaipNetworkId: SOLANA_DEVNET,
    connections: { solana: solanaConnection() },
  })
  const before = t.core.store.getState()

  await expect(
    switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: SOLANA_MAINNET }),
  ).rejects.toMatchObject({ name: 'ChainNotSupportedError', shortMessage: 'Chain is not supported' })

  expect(t.core.store.getState()).toBe(before)
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBeUndefined()
})

test('behavior: switching to a namespace whose stored session is still being confirmed keeps that session stored', async () => {
  const storage = freshIdbStore()
  const seed = await createTestCore({ chains, config: multiChainConfig(), storage })
  await seed.core.records.write(connectionStatusRecord, { solana: 'connected' })
  await seed.core.records.write(connectorIdsRecord, { solana: SOLANA_CONNECTOR })
  const t = await createTestCore({ chains, config: multiChainConfig(), storage })
  const tab = await openTab(t, [])
  expect(t.core.store.getState().connections.solana).toEqual({
    status: 'connecting',
    connectorId: SOLANA_CONNECTOR,
  })

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: SOLANA_DEVNET })

  expect(t.core.store.getState()).toMatchObject({ activeNamespace: 'solana', balance: null })
  expect(await readRecord(storage, connectionStatusRecord)).toEqual({ solana: 'connected' })
  expect(await readRecord(storage, connectorIdsRecord)).toEqual({ solana: SOLANA_CONNECTOR })
})

test('behavior: a network id that is not one, or an unknown network, is refused and changes nothing', async () => {
  const t = await createTestCore({ chains, config: multiChainConfig() })
  const tab = await openTab(t, [])
  const before = t.core.store.getState()

  await expect(
    switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'solana' as CaipNetworkId }),
  ).rejects.toMatchObject({ name: 'InvalidCaipError' })
  await expect(
    switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:999999' }),
  ).rejects.toMatchObject({ name: 'ChainNotSupportedError' })

  expect(t.core.store.getState()).toBe(before)
})
