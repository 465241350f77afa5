import { parseEther, stringToHex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseHexReply } from '../../src/walletReplies.ts'
import {
  chainClient,
  createTestCore,
  createTestWallet,
  eventually,
  mineBlocks,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { request } from './request.ts'

let chains: TestChains

beforeAll(async () => {
  chains = await startTestChains()
})

afterAll(async () => {
  await chains.stop()
})

async function connected() {
  const t = await createTestCore({ chains })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  return { t, tab, wallet }
}

test('default: a method off the allow-list is refused with RpcNotAllowedError', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [])

  await expect(
    request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'eip155',
      method: 'debug_traceTransaction',
      params: ['0x00'],
    }),
  ).rejects.toMatchObject({ name: 'RpcNotAllowedError', shortMessage: 'Requested RPC call is not allowed' })
})

test('behavior: eth_blockNumber is answered by the chain', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [])
  const client = chainClient(chains.a)
  await mineBlocks(chains.a, 5)

  const answer = await request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'eth_blockNumber',
  })

  expect(answer).toBe(toHex(await client.getBlockNumber()))
})

test('behavior: personal_sign returns a signature that verifies for the connected account', async () => {
  const { t, tab, wallet } = await connected()

  const signature = await request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'personal_sign',
    params: [stringToHex('Hello from Walletdock'), wallet.address],
  })

  expect(
    await verifyMessage({
      address: wallet.address,
      message: 'Hello from Walletdock',
      signature: parseHexReply('personal_sign', signature),
    }),
  ).toBe(true)
})

test('behavior: eth_sendTransaction lands on the chain and the balance refreshes', async () => {
  const { t, tab, wallet } = await connected()
  const client = chainClient(chains.a)
  const before = t.core.store.getState().balance?.raw
  const recipient = '0x000000000000000000000000000000000000dEaD'

  const hash = await request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'eth_sendTransaction',
    params: [{ from: wallet.address, to: recipient, value: toHex(parseEther('1')) }],
  })

  const receipt = await client.waitForTransactionReceipt({ hash: parseHexReply('eth_sendTransaction', hash) })
  expect(receipt.status).toBe('success')
  const after = await client.getBalance({ address: wallet.address })
  expect(after.toString()).not.toBe(before)
  await eventually(() => {
    expect(t.core.store.getState().balance).toMatchObject({ raw: after.toString(), stale: false })
  })
})
