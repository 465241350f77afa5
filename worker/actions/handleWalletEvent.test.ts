import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectorIdsRecord } from '../../src/records.ts'
import {
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  readRecord,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { handleWalletEvent } from './handleWalletEvent.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

test('default: the same chainChanged forwarded by two tabs switches the chain once', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains, knows: ['a', 'b'] })
  const sameWalletInTab2 = wallet.inAnotherTab()
  const tab1 = await openTab(t, [wallet])
  const tab2 = await openTab(t, [sameWalletInTab2])
  await connect(t.core, { tabId: tab1.info.tabId, connectorId: wallet.info.connectorId })
  await tab1.idle()
  const from = tab1.snapshots.length

  // The person switches chain in the wallet; tab 2's copy of it hears through storage.
  await wallet.wallet.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x7a6a' }],
  })
  sameWalletInTab2.wallet.sync()
  await Promise.all([tab1.idle(), tab2.idle()])

  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31338' })
  const chainsSeen = tab1.snapshots.slice(from).map((s) => s.activeCaipNetworkId)
  expect(chainsSeen.filter((id, i) => id !== (chainsSeen[i - 1] ?? 'eip155:31337'))).toEqual(['eip155:31338'])

  // A late copy of the same event changes nothing at all.
  const version = t.core.store.getState().version
  await handleWalletEvent(t.core, {
    connectorId: wallet.info.connectorId,
    event: { type: 'chainChanged', chainId: '0x7a6a' },
  })
  expect(t.core.store.getState().version).toBe(version)
})

test('behavior: accountsChanged with another account follows it', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const second = wallet.wallet.getState().accounts[1]

  // The person picks another account in the wallet.
  wallet.wallet.selectAccount(1)
  await tab.idle()

  expect(second).not.toBe(wallet.address)
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: second })
  expect(t.core.store.getState().balance?.caipAddress).toBe(`eip155:31337:${second}`)
})

test('behavior: accountsChanged [] disconnects and forgets the connector id', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })

  // The person disconnects the site from inside the wallet.
  wallet.wallet.disconnect()
  await tab.idle()

  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  expect(t.core.store.getState().balance).toBeNull()
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({})
})

test('behavior: a malformed accountsChanged leaves the connection as it was', async () => {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const before = evmConnection(t.core)

  await handleWalletEvent(t.core, {
    connectorId: wallet.info.connectorId,
    event: {
      type: 'accountsChanged',
      accounts: ['0xnot-an-address'],
    },
  })

  expect(before?.status).toBe('connected')
  expect(evmConnection(t.core)).toEqual(before)
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: wallet.info.connectorId })
})
