import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from '../../devnet/anvil.ts'
import { getFreePort } from '../../devnet/ports.ts'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../devnet/solana/devKeypairs.ts'
import {
  activeNamespaceRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
} from '../../src/records.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { updateState } from '../core.ts'
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
import {
  createTestSolanaWallet,
  SOLANA_DEVNET,
  startTestSolanaNode,
  type TestSolanaWallet,
} from '../testing/solanaHarness.ts'
import { connect } from './connect.ts'
import { switchNetwork } from './switchNetwork.ts'

const SOLANA_MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const [alice] = getSolanaDevAccounts()
const SOLANA_ADDRESS = alice?.address ?? ''
/** What every seeded devnet account holds: 100 SOL. */
const SEEDED_LAMPORTS = (100n * 10n ** 9n).toString()

let chains: TestChains
let node: SolanaNode

beforeAll(async () => {
  ;[chains, node] = await Promise.all([startTestChains(), startTestSolanaNode()])
})

afterAll(async () => {
  await Promise.all([chains.stop(), node.stop()])
})

/** Both anvil chains and two Solana clusters (the local node stands in for each). */
function multiChainConfig() {
  return testConfig(chains, {
    networks: ['eip155:31337', 'eip155:31338', SOLANA_DEVNET, SOLANA_MAINNET],
    customRpcUrls: {
      'eip155:31337': [chains.a.rpcUrl],
      'eip155:31338': [chains.b.rpcUrl],
      [SOLANA_DEVNET]: [node.url],
      [SOLANA_MAINNET]: [node.url],
    },
  })
}

/**
 * A tab with the Devnet Wallet and the Devnet Solana Wallet; `connected` of them connected for real (EVM first,
 * so Solana ends active when both are). From then on every EVM prompt is refused, so a switch that should ask
 * no wallet fails if it asks the EVM one, and the Solana wallet's prompts are counted.
 */
async function setup(connected: ('evm' | 'solana')[], solanaWallet?: TestSolanaWallet) {
  const t = await createTestCore({ chains, config: multiChainConfig() })
  const evm = createTestWallet({ chains })
  const solana = solanaWallet ?? createTestSolanaWallet({ node })
  const tab = await openTab(t, [evm], { solana: [solana] })
  if (connected.includes('evm'))
    await connect(t.core, { tabId: tab.info.tabId, connectorId: evm.info.connectorId })
  if (connected.includes('solana'))
    await connect(t.core, { tabId: tab.info.tabId, connectorId: solana.info.connectorId })
  evm.wallet.setMode('reject')
  return { t, evm, solana, tab, tabId: tab.info.tabId, solanaPrompts: solana.prompts.length }
}

const solanaAccountOn = (caipNetworkId: CaipNetworkId) => `${caipNetworkId}:${SOLANA_ADDRESS}`

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
    status: 'ready',
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
  const { t, evm, solana, tabId, solanaPrompts } = await setup(['evm', 'solana'])
  await switchNetwork(t.core, { tabId, caipNetworkId: 'eip155:31337' })
  // Something read for the EVM account, which must not show under the Solana one.
  updateState(t.core, {
    portfolio: {
      caipAddress: `eip155:31337:${evm.address}`,
      status: 'ok',
      tokens: [],
      totalUsd: 0,
      fetchedAt: 0,
      stale: false,
    },
  })
  const evmPrompts = evm.prompts.length

  await switchNetwork(t.core, { tabId, caipNetworkId: SOLANA_DEVNET })

  const state = t.core.store.getState()
  expect([state.activeNamespace, state.activeCaipNetworkId]).toEqual(['solana', SOLANA_DEVNET])
  expect(getActiveAccount(state)?.caipAddress).toBe(solanaAccountOn(SOLANA_DEVNET))
  expect(state.balance).toMatchObject({
    caipAddress: solanaAccountOn(SOLANA_DEVNET),
    raw: SEEDED_LAMPORTS,
    symbol: 'SOL',
    decimals: 9,
  })
  // The EVM account's token list is gone (the Solana account's may already have been read in its place).
  expect(state.portfolio?.caipAddress).not.toBe(`eip155:31337:${evm.address}`)
  // Both wallets stay connected where they were, and neither was asked anything.
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31337' })
  expect([evm.prompts.length, solana.prompts.length]).toEqual([evmPrompts, solanaPrompts])
  expect(await readRecord(t.storage, activeNamespaceRecord)).toBe('solana')
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe(SOLANA_DEVNET)
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({
    eip155: 'connected',
    solana: 'connected',
  })
})

test('behavior: EVM → Solana without a Solana address makes Solana active with no account, the EVM session kept', async () => {
  const { t, evm, tabId } = await setup(['evm'])
  expect(t.core.store.getState().balance).not.toBeNull()

  await switchNetwork(t.core, { tabId, caipNetworkId: SOLANA_DEVNET })

  const state = t.core.store.getState()
  expect(state).toMatchObject({
    activeNamespace: 'solana',
    activeCaipNetworkId: SOLANA_DEVNET,
    balance: null,
    unsupportedChain: false,
  })
  expect(getActiveAccount(state)).toBeUndefined()
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: evm.address })
  expect(await readRecord(t.storage, activeNamespaceRecord)).toBe('solana')
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'connected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: evm.info.connectorId })
})

test('behavior: then connecting the Solana wallet connects it on the network switched to', async () => {
  const { t, solana, tabId } = await setup(['evm'])
  await switchNetwork(t.core, { tabId, caipNetworkId: SOLANA_DEVNET })

  await connect(t.core, { tabId, connectorId: solana.info.connectorId })

  const state = t.core.store.getState()
  expect(getActiveAccount(state)?.caipAddress).toBe(solanaAccountOn(SOLANA_DEVNET))
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected' })
})

test('behavior: Solana → the EVM chain its wallet is on asks no wallet and shows the EVM account again', async () => {
  const { t, evm, solana, tabId, solanaPrompts } = await setup(['evm', 'solana'])
  expect(t.core.store.getState().activeNamespace).toBe('solana')
  await setChainBalance(chains.a, evm.address, parseEther('7'))

  await switchNetwork(t.core, { tabId, caipNetworkId: 'eip155:31337' })

  const state = t.core.store.getState()
  expect([state.activeNamespace, state.activeCaipNetworkId]).toEqual(['eip155', 'eip155:31337'])
  expect(getActiveAccount(state)?.caipAddress).toBe(`eip155:31337:${evm.address}`)
  expect(state.balance).toMatchObject({ caipAddress: `eip155:31337:${evm.address}`, symbol: 'ETH' })
  expect(state.connections.solana).toMatchObject({ address: SOLANA_ADDRESS, caipNetworkId: SOLANA_DEVNET })
  expect(evm.wallet.getState().chainId).toBe(31337)
  expect(solana.prompts.length).toBe(solanaPrompts)
  expect(await readRecord(t.storage, activeNamespaceRecord)).toBe('eip155')
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe('eip155:31337')
})

test('behavior: Solana → an EVM chain its wallet is not on asks the wallet, and a refusal leaves Solana active', async () => {
  const { t, evm, tabId } = await setup(['evm', 'solana'])

  await expect(switchNetwork(t.core, { tabId, caipNetworkId: 'eip155:31338' })).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
  })
  expect(t.core.store.getState()).toMatchObject({
    activeNamespace: 'solana',
    activeCaipNetworkId: SOLANA_DEVNET,
  })

  evm.wallet.setMode('approve')
  await switchNetwork(t.core, { tabId, caipNetworkId: 'eip155:31338' })
  expect(t.core.store.getState()).toMatchObject({
    activeNamespace: 'eip155',
    activeCaipNetworkId: 'eip155:31338',
  })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31338' })
  expect(evm.wallet.getState().chainId).toBe(31338)
})

test('behavior: Devnet → Mainnet moves the Solana connection to the other cluster without a prompt and reads its balance there', async () => {
  // A wallet that serves both clusters (the demo wallet lists only Devnet).
  const wallet = createTestSolanaWallet({ node })
  wallet.info.chains = [SOLANA_DEVNET, SOLANA_MAINNET]
  const { t, tabId, solanaPrompts } = await setup(['solana'], wallet)

  await switchNetwork(t.core, { tabId, caipNetworkId: SOLANA_MAINNET })

  const state = t.core.store.getState()
  expect(state.connections.solana).toMatchObject({ address: SOLANA_ADDRESS, caipNetworkId: SOLANA_MAINNET })
  expect(state.activeCaipNetworkId).toBe(SOLANA_MAINNET)
  expect(state.balance).toMatchObject({ caipAddress: solanaAccountOn(SOLANA_MAINNET), raw: SEEDED_LAMPORTS })
  expect(wallet.prompts.length).toBe(solanaPrompts)
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe(SOLANA_MAINNET)
})

test('behavior: a wallet that lists its clusters is not moved to one it left out', async () => {
  const { t, tabId } = await setup(['solana'])
  const before = t.core.store.getState()

  await expect(switchNetwork(t.core, { tabId, caipNetworkId: SOLANA_MAINNET })).rejects.toMatchObject({
    name: 'ChainNotSupportedError',
    shortMessage: 'Chain is not supported',
  })

  expect(t.core.store.getState().connections).toEqual(before.connections)
  expect(t.core.store.getState().activeCaipNetworkId).toBe(SOLANA_DEVNET)
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe(SOLANA_DEVNET)
})

test('behavior: switching to a namespace whose stored session is still being confirmed keeps that session stored', async () => {
  const first = await setup(['evm', 'solana'])
  const t = await createTestCore({ chains, config: multiChainConfig(), storage: first.t.storage })
  // No tab has the wallets yet: both sessions wait to be confirmed.
  const tab = await openTab(t, [])
  expect(t.core.store.getState().connections.solana).toMatchObject({ status: 'connecting' })

  await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31337' })

  expect(t.core.store.getState()).toMatchObject({ activeNamespace: 'eip155', balance: null })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({
    eip155: 'connected',
    solana: 'connected',
  })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({
    eip155: first.evm.info.connectorId,
    solana: first.solana.info.connectorId,
  })
})

test('behavior: a network id that is not one, or an unknown network, is refused and changes nothing', async () => {
  const { t, tabId } = await setup(['evm'])
  const before = t.core.store.getState()

  await expect(
    switchNetwork(t.core, { tabId, caipNetworkId: 'solana' as CaipNetworkId }),
  ).rejects.toMatchObject({ name: 'InvalidCaipError' })
  await expect(switchNetwork(t.core, { tabId, caipNetworkId: 'eip155:999999' })).rejects.toMatchObject({
    name: 'ChainNotSupportedError',
  })

  expect(t.core.store.getState()).toBe(before)
})

test('behavior: a chain the host defines (an id no table knows) is added to the wallet with its data and shows its balance in its currency', async () => {
  let devnetC: AnvilHandle | undefined
  try {
    devnetC = await startAnvil({ chainId: 31339, port: await getFreePort() })
    const chain = {
      id: 31339,
      name: 'Walletdock Devnet C',
      nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
      rpcUrls: { default: { http: [devnetC.rpcUrl] } },
      blockExplorers: { default: { name: 'Dockscan', url: 'https://dockscan.example' } },
    }
    const t = await createTestCore({
      chains,
      config: testConfig(chains, { networks: ['eip155:31337', chain] }),
    })
    const wallet = createTestWallet({ chains })
    const tab = await openTab(t, [wallet])
    await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })

    await switchNetwork(t.core, { tabId: tab.info.tabId, caipNetworkId: 'eip155:31339' })
    await tab.idle()

    expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31339' })
    expect(t.core.store.getState().balance).toMatchObject({
      caipAddress: `eip155:31339:${wallet.address}`,
      raw: parseEther('10000').toString(),
      symbol: 'DOCK',
      status: 'ready',
    })
    expect(wallet.wallet.getState().chains.find((c) => c.chainId === 31339)).toEqual({
      chainId: 31339,
      chainName: 'Walletdock Devnet C',
      rpcUrl: devnetC.rpcUrl,
      nativeCurrency: { name: 'Dock', symbol: 'DOCK', decimals: 18 },
      blockExplorerUrl: 'https://dockscan.example',
    })
  } finally {
    await devnetC?.stop()
  }
})
