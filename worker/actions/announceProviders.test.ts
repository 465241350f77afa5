import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { DISPLAY_TEXT_MAX } from '../../src/constants.ts'
import type { Connector } from '../../src/types.ts'
import { createIdbStore } from '../idbStore.ts'
import { invokeIntent } from '../invokeIntent.ts'
import {
  createTestCore,
  createTestWallet,
  evmConnection,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { createTestSolanaWallet, solanaTestConfig, startTestSolanaNode } from '../testing/solanaHarness.ts'
import { announceProviders } from './announceProviders.ts'
import { connect } from './connect.ts'

let chains: TestChains
let node: SolanaNode

beforeAll(async () => {
  ;[chains, node] = await Promise.all([startTestChains(), startTestSolanaNode()])
})

afterAll(async () => {
  await Promise.all([chains.stop(), node.stop()])
})

const listed = (connectors: Connector[]) => connectors.map((c) => [c.id, c.type, c.chain])

test('default: the wallets a tab found are listed after the ones the core runs itself, per namespace asked for', async () => {
  const t = await createTestCore({ chains, config: solanaTestConfig(node, chains) })
  const evm = createTestWallet({ chains })
  const solana = createTestSolanaWallet({ node })
  const tab = await openTab(t, [])

  await announceProviders(t.core, {
    tabId: tab.info.tabId,
    providers: [evm.info, { connectorId: 'injected', name: '', legacy: true }, solana.info],
  })

  expect(listed(t.core.store.getState().connectors)).toEqual([
    ['walletConnect', 'WALLET_CONNECT', 'eip155'],
    ['walletConnect', 'WALLET_CONNECT', 'solana'],
    ['io.walletdock.devnet', 'ANNOUNCED', 'eip155'],
    ['injected', 'INJECTED', 'eip155'],
    [solana.info.connectorId, 'ANNOUNCED', 'solana'],
  ])
})

test('behavior: a wallet of a namespace the host did not ask for is left out: it could connect to nothing', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [])

  await announceProviders(t.core, {
    tabId: tab.info.tabId,
    providers: [createTestWallet({ chains }).info, createTestSolanaWallet({ node }).info],
  })

  expect(listed(t.core.store.getState().connectors)).toEqual([
    ['walletConnect', 'WALLET_CONNECT', 'eip155'],
    ['io.walletdock.devnet', 'ANNOUNCED', 'eip155'],
  ])
})

test('behavior: a tab’s new announcement replaces its last one; a wallet another tab found stays listed', async () => {
  const t = await createTestCore({ chains })
  const one = createTestWallet({ chains, connectorId: 'io.example.one', name: 'One' })
  const two = createTestWallet({ chains, connectorId: 'io.example.two', name: 'Two' })
  const first = await openTab(t, [one, two])
  await openTab(t, [two.inAnotherTab()])

  await announceProviders(t.core, { tabId: first.info.tabId, providers: [] })

  expect(listed(t.core.store.getState().connectors)).toEqual([
    ['walletConnect', 'WALLET_CONNECT', 'eip155'],
    ['io.example.two', 'ANNOUNCED', 'eip155'],
  ])
  expect(t.core.tabs.get(first.info.tabId)?.providers.size).toBe(0)
})

test('behavior: a stored connection waiting for its wallet is confirmed by the tab that announces it, without a prompt', async () => {
  const earlier = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(earlier, [wallet])
  await connect(earlier.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const t = await createTestCore({ chains, storage: createIdbStore() })
  const again = wallet.inAnotherTab()
  expect(evmConnection(t.core)).toEqual({ status: 'connecting', connectorId: wallet.info.connectorId })

  await openTab(t, [again])

  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
  expect(t.core.pendingSync.has('eip155')).toBe(false)
  expect(again.prompts).toEqual([])
})

test('behavior: an announcement from a tab that is not attached changes nothing', async () => {
  const t = await createTestCore({ chains })
  const version = t.core.store.getState().version

  await announceProviders(t.core, { tabId: 'gone', providers: [createTestWallet({ chains }).info] })

  expect(t.core.store.getState().version).toBe(version)
  expect(t.core.store.getState().connectors).toEqual([])
})

test('bad input wallet-replies: a wallet’s self-description is cleaned: bidi and control characters out, name capped, unsafe icon dropped', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [])
  await invokeIntent(t.core, {
    name: 'announceProviders',
    params: {
      providers: [
        {
          connectorId: 'evil',
          name: `\u202eksaMateM\u202c\u0000${'x'.repeat(300)}`,
          icon: 'javascript:alert(1)',
          rdns: 'io.evil',
        },
      ],
    },
    context: { tabId: tab.info.tabId },
  })
  const listedWallet = t.core.store.getState().connectors.find((c) => c.id === 'evil')
  expect(listedWallet?.name.startsWith('ksaMateMxxx')).toBe(true)
  expect(Array.from(listedWallet?.name ?? '')).toHaveLength(DISPLAY_TEXT_MAX.name)
  expect(listedWallet?.imageUrl).toBeUndefined()
})
