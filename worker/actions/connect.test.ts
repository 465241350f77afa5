import { afterAll, beforeAll, expect, test } from 'vitest'
import { RECENT_WALLETS_MAX } from '../../src/constants.ts'
import {
  connectionStatusRecord,
  connectorIdsRecord,
  lastUsedChainRecord,
  recentWalletsRecord,
} from '../../src/records.ts'
import { WALLET_CONSENT_TIMEOUT_MS } from '../connectors/runInTab.ts'
import {
  chainClient,
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  readRecord,
  settle,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { connect } from './connect.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

test('default: connects with the wallet account on eip155:31337, shows its chain balance and stores the session', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])

  await connect(t.core, { tabId: tab.info.tabId, connectorId: 'io.walletdock.devnet' })
  await tab.idle()

  expect(evmConnection(t.core)).toEqual({
    status: 'connected',
    connectorId: 'io.walletdock.devnet',
    address: wallet.address,
    caipNetworkId: 'eip155:31337',
  })
  const onChain = await chainClient(chains.a).getBalance({ address: wallet.address })
  expect(t.core.store.getState().balance).toMatchObject({
    caipAddress: `eip155:31337:${wallet.address}`,
    raw: onChain.toString(),
    symbol: 'ETH',
    decimals: 18,
    status: 'ready',
  })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'connected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'io.walletdock.devnet' })
  expect(await readRecord(t.storage, lastUsedChainRecord)).toBe('eip155:31337')
  expect(await readRecord(t.storage, recentWalletsRecord)).toEqual([
    { connectorId: 'io.walletdock.devnet', name: 'Devnet Wallet', rdns: 'io.walletdock.devnet' },
  ])
})

test('behavior: keeps the two most recent wallets, newest first', async () => {
  const t = await createTestCore({ chains })
  const wallets = ['one', 'two', 'three'].map((name) =>
    createTestWallet({ chains, connectorId: `io.example.${name}`, name: `Wallet ${name}` }),
  )
  const tab = await openTab(t, wallets)

  for (const w of wallets) await connect(t.core, { tabId: tab.info.tabId, connectorId: w.info.connectorId })

  const expected = [
    { connectorId: 'io.example.three', name: 'Wallet three', rdns: 'io.example.three' },
    { connectorId: 'io.example.two', name: 'Wallet two', rdns: 'io.example.two' },
  ]
  expect(expected).toHaveLength(RECENT_WALLETS_MAX)
  expect(t.core.store.getState().recentWallets).toEqual(expected)
  expect(await readRecord(t.storage, recentWalletsRecord)).toEqual(expected)
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'io.example.three' })
})

test('behavior: a wallet that names itself nothing (legacy window.ethereum) stays nameless, and analytics name it by its id', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains, connectorId: 'injected', name: '' })
  const tab = await openTab(t, [{ ...wallet, info: { ...wallet.info, legacy: true } }])

  await connect(t.core, { tabId: tab.info.tabId, connectorId: 'injected' })

  // The views word the name in the tab's language ('Browser Wallet'); the core keeps no English for it.
  expect(t.core.store.getState().recentWallets).toEqual([
    { connectorId: 'injected', name: '', rdns: 'injected' },
  ])
  expect(t.core.wallet.events.find((e) => e.event === 'CONNECT_SUCCESS')?.properties).toEqual({
    method: 'browser',
    name: 'injected',
  })
})

test('behavior: a rejection in the wallet fails with UserRejectedRequestError (4001) and leaves it disconnected', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [createTestWallet({ chains, mode: 'reject' })])

  await expect(
    connect(t.core, { tabId: tab.info.tabId, connectorId: 'io.walletdock.devnet' }),
  ).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
    shortMessage: 'User rejected the request.',
  })

  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toBeUndefined()
  expect(await readRecord(t.storage, recentWalletsRecord)).toBeUndefined()
})

test('bad input wallet-replies: a garbage accounts reply fails with InvalidWalletReplyError and keeps the previous connection', async () => {
  const t = await createTestCore({ chains })
  const good = createTestWallet({ chains })
  const broken = createTestWallet({
    chains,
    mode: 'garbage',
    connectorId: 'io.example.broken',
    name: 'Broken',
  })
  const tab = await openTab(t, [good, broken])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: good.info.connectorId })
  const before = evmConnection(t.core)

  await expect(
    connect(t.core, { tabId: tab.info.tabId, connectorId: 'io.example.broken' }),
  ).rejects.toMatchObject({
    name: 'InvalidWalletReplyError',
    shortMessage: 'The wallet sent an invalid reply.',
  })

  expect(before).toMatchObject({ status: 'connected', connectorId: good.info.connectorId })
  expect(evmConnection(t.core)).toEqual(before)
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: good.info.connectorId })
  expect(t.core.store.getState().recentWallets.map((w) => w.connectorId)).toEqual([good.info.connectorId])
})

test('behavior: a wallet that never answers fails with TimeoutError once the consent timeout passes', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [createTestWallet({ chains, mode: 'hang' })])

  const attempt = connect(t.core, { tabId: tab.info.tabId, connectorId: 'io.walletdock.devnet' })
  const outcome = attempt.then(
    () => 'connected',
    (error: unknown) => error,
  )
  await settle()
  expect(evmConnection(t.core)).toEqual({ status: 'connecting', connectorId: 'io.walletdock.devnet' })
  t.clock.advance(WALLET_CONSENT_TIMEOUT_MS - 1)
  await settle()
  expect(evmConnection(t.core)?.status).toBe('connecting')

  t.clock.advance(1)

  expect(await outcome).toMatchObject({
    name: 'TimeoutError',
    shortMessage: 'The request took too long to respond.',
  })
  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
})
