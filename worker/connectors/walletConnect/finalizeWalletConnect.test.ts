import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RelayServer } from '../../../devnet/relay/startRelay.ts'
import { connectionStatusRecord, connectorIdsRecord, recentWalletsRecord } from '../../../src/records.ts'
import { chooseWalletConnectWallet } from '../../actions/chooseWalletConnectWallet.ts'
import { pairWalletConnect } from '../../actions/pairWalletConnect.ts'
import { runPageJob } from '../../actions/runPageJob.ts'
import { SESSION_NOT_SAVED } from '../../persist.ts'
import {
  eventually,
  evmConnection,
  readRecord,
  refuseIdbWrites,
  startTestChains,
  type TestChains,
} from '../../testing/harness.ts'
import { walletConnectDeepLinkRecord } from './walletConnectRecords.ts'
import {
  closeWalletConnect,
  createTestPhoneWallet,
  createWalletConnectCore,
  startTestRelay,
} from './walletConnectTesting.ts'

let chains: TestChains
let relay: RelayServer
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  chains = await startTestChains()
  relay = await startTestRelay()
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
})

afterAll(async () => {
  await relay?.close()
  await chains?.stop()
})

test('bad input storage: IndexedDB refusing writes keeps the approved WalletConnect session live, says so and keeps what was stored', async () => {
  const t = await createWalletConnectCore({ chains, relay })
  cleanups.push(() => closeWalletConnect(t.core))
  const wallet = await createTestPhoneWallet({ chains, relay })
  cleanups.push(() => wallet.close())
  const earlier = [{ connectorId: 'an.earlier.wallet', name: 'Earlier' }]
  await t.storage.set(recentWalletsRecord.key, recentWalletsRecord.wrap(earlier))
  await t.storage.set(connectorIdsRecord.key, connectorIdsRecord.wrap({ solana: 'an.earlier.wallet' }))

  cleanups.push(refuseIdbWrites())
  const { uri } = await pairWalletConnect(t.core, { tabId: 't' })
  await chooseWalletConnectWallet(t.core, {
    choice: { name: 'Devnet Phone Wallet', walletId: 'phone-id', href: 'http://127.0.0.1:5174/' },
  })
  await wallet.pair(uri)

  await eventually(() =>
    expect(t.core.wallet.events.map((e) => [e.event, e.properties])).toContainEqual([
      'CONNECT_SUCCESS',
      { method: 'mobile', name: 'Devnet Phone Wallet' },
    ]),
  )
  const s = t.core.store.getState()
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
  expect(s.notice).toMatchObject({ variant: 'error', message: SESSION_NOT_SAVED })
  expect(s.recentWallets.map((w) => w.connectorId)).toEqual(['phone-id'])
  // The session is not undone: the wallet still has it and still signs through the relay.
  expect(wallet.sessions()).toHaveLength(1)
  const message = 'Still connected'
  const signature = await runPageJob(t.core, {
    connectorId: 'walletConnect',
    method: 'personal_sign',
    params: [message, wallet.address],
  })
  expect(
    await verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` }),
  ).toBe(true)
  // Nothing stored before was lost or half-written.
  expect(await readRecord(t.storage, recentWalletsRecord)).toEqual(earlier)
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ solana: 'an.earlier.wallet' })
  expect(await readRecord(t.storage, connectionStatusRecord)).toBeUndefined()
  expect(await readRecord(t.storage, walletConnectDeepLinkRecord)).toBeUndefined()
})
