import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RelayServer } from '../../devnet/relay/startRelay.ts'
import { recentWalletsRecord } from '../../src/records.ts'
import { walletConnectDeepLinkRecord } from '../connectors/walletConnect/walletConnectRecords.ts'
import {
  closeWalletConnect,
  createTestPhoneWallet,
  createWalletConnectCore,
  startTestRelay,
} from '../connectors/walletConnect/walletConnectTesting.ts'
import {
  eventually,
  readRecord,
  startTestChains,
  type TestChains,
  type TestCore,
} from '../testing/harness.ts'
import { chooseWalletConnectWallet } from './chooseWalletConnectWallet.ts'
import { disconnect } from './disconnect.ts'
import { pairWalletConnect } from './pairWalletConnect.ts'

let chains: TestChains
let relay: RelayServer
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  ;[chains, relay] = await Promise.all([startTestChains(), startTestRelay()])
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

afterAll(async () => {
  await relay?.close()
  await chains?.stop()
})

async function setup() {
  const t = await createWalletConnectCore({ chains, relay })
  cleanups.push(() => closeWalletConnect(t.core))
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  return { t, wallet }
}

// Pairs with the phone wallet (after `choose`, if given) and waits until the connection is recorded.
async function connectAfter(
  t: TestCore,
  wallet: { pair(uri: string): Promise<unknown> },
  choose?: () => Promise<void>,
) {
  const successes = t.core.wallet.events.filter((e) => e.event === 'CONNECT_SUCCESS').length
  const { uri } = await pairWalletConnect(t.core, { tabId: 't' })
  await choose?.()
  await wallet.pair(uri)
  await eventually(() =>
    expect(t.core.wallet.events.filter((e) => e.event === 'CONNECT_SUCCESS')).toHaveLength(successes + 1),
  )
  return t.core.wallet.events.at(-1)?.properties
}

test('default: the wallet picked before the approval is the recent wallet, and its deep link is stored', async () => {
  const { t, wallet } = await setup()
  const properties = await connectAfter(t, wallet, () =>
    chooseWalletConnectWallet(t.core, {
      choice: {
        name: 'Picked Wallet',
        walletId: 'picked',
        imageUrl: 'https://img/picked.png',
        href: 'picked://wc',
      },
    }),
  )
  expect(properties).toEqual({ method: 'mobile', name: 'Picked Wallet' })
  expect(t.core.store.getState().recentWallets[0]).toEqual({
    connectorId: 'picked',
    name: 'Picked Wallet',
    imageUrl: 'https://img/picked.png',
  })
  expect(await readRecord(t.storage, recentWalletsRecord)).toEqual([
    { connectorId: 'picked', name: 'Picked Wallet', imageUrl: 'https://img/picked.png' },
  ])
  expect(await readRecord(t.storage, walletConnectDeepLinkRecord)).toEqual({
    name: 'Picked Wallet',
    href: 'picked://wc',
  })
})

test('behavior: null forgets the pick: the session names the wallet, over a QR code, with no deep link', async () => {
  const { t, wallet } = await setup()
  const properties = await connectAfter(t, wallet, async () => {
    await chooseWalletConnectWallet(t.core, { choice: { name: 'Picked Wallet', href: 'picked://wc' } })
    await chooseWalletConnectWallet(t.core, { choice: null })
  })
  expect(properties).toEqual({ method: 'qrcode', name: 'Devnet Phone Wallet' })
  expect(t.core.store.getState().recentWallets[0]).toMatchObject({
    connectorId: 'walletConnect',
    name: 'Devnet Phone Wallet',
  })
  expect(await readRecord(t.storage, walletConnectDeepLinkRecord)).toBeUndefined()
})

test('behavior: a pick serves one connection; the next one is named by its own session', async () => {
  const { t, wallet } = await setup()
  await connectAfter(t, wallet, () =>
    chooseWalletConnectWallet(t.core, {
      choice: { name: 'Picked Wallet', walletId: 'picked', href: 'picked://wc' },
    }),
  )
  await disconnect(t.core, {})
  // The session ends for the wallet too before the next pairing.
  await eventually(() => expect(wallet.sessions()).toEqual([]))

  const again = await connectAfter(t, wallet)
  expect(again).toEqual({ method: 'qrcode', name: 'Devnet Phone Wallet' })
  expect(t.core.store.getState().recentWallets.map((w) => w.connectorId)).toEqual(['walletConnect', 'picked'])
  expect(await readRecord(t.storage, walletConnectDeepLinkRecord)).toBeUndefined()
})
