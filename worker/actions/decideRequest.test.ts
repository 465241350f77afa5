import { encodeFunctionData, erc20Abi, maxUint256, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { deployDevTokens } from '../../devnet/contracts/devTokens.ts'
import { parseHexReply } from '../../src/walletReplies.ts'
import { DEV_TOKENS } from '../testing/dataApi.ts'
import {
  chainClient,
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  startTestChains,
  type TestChains,
  type TestCore,
  type TestTab,
  testConfig,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { decideRequest } from './decideRequest.ts'
import { request } from './request.ts'

let chains: TestChains
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  chains = await startTestChains()
  await deployDevTokens(chains.a.rpcUrl)
})

afterAll(async () => {
  await chains.stop()
})

// Every request waits on ApproveTransaction ('all'), so an ordinary send is decided here too.
async function connected() {
  const t = await createTestCore({ chains, config: testConfig(chains, { confirmRequests: 'all' }) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  return { t, tab, wallet }
}

// Sends 1 ETH through the gate; it waits on the transaction stack until decided.
function sendEth(t: TestCore, tab: TestTab, from: string) {
  const sending = request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'eth_sendTransaction',
    params: [{ from, to: RECIPIENT, value: toHex(parseEther('1')) }],
  })
  sending.catch(() => undefined)
  return sending
}

async function awaiting(t: TestCore) {
  let id = ''
  await eventually(() => {
    const found = t.core.store.getState().pendingRequests?.find((r) => r.status === 'awaiting')
    expect(found).toBeDefined()
    id = found?.id ?? ''
  })
  return id
}

test('default: approving resolves once the wallet has sent it; the transaction is on the chain, the stack empty', async () => {
  const { t, tab, wallet } = await connected()
  const client = chainClient(chains.a)
  const nonce = await client.getTransactionCount({ address: wallet.address })
  const sending = sendEth(t, tab, wallet.address)
  const id = await awaiting(t)

  await expect(decideRequest(t.core, { tabId: tab.info.tabId, id, approve: true })).resolves.toBeUndefined()

  const hash = parseHexReply('eth_sendTransaction', await sending)
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await client.getTransactionCount({ address: wallet.address })).toBe(nonce + 1)
  expect(t.core.store.getState().pendingRequests).toEqual([])
})

test('behavior: refusing resolves at once, the request fails with 4001 and the wallet is never asked', async () => {
  const { t, tab, wallet } = await connected()
  const prompts = wallet.prompts.length
  const sending = sendEth(t, tab, wallet.address)
  const id = await awaiting(t)

  await decideRequest(t.core, { tabId: tab.info.tabId, id, approve: false })

  await expect(sending).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  expect(wallet.prompts).toHaveLength(prompts)
  expect(t.core.store.getState().pendingRequests).toEqual([])
})

test('behavior: another tab, an unknown id or a second decision get RequestNotPendingError', async () => {
  const { t, tab, wallet } = await connected()
  const other = await openTab(t, [])
  const sending = sendEth(t, tab, wallet.address)
  const id = await awaiting(t)

  await expect(decideRequest(t.core, { tabId: other.info.tabId, id, approve: false })).rejects.toMatchObject({
    name: 'RequestNotPendingError',
  })
  await expect(
    decideRequest(t.core, { tabId: tab.info.tabId, id: 'no-such-id', approve: true }),
  ).rejects.toMatchObject({ name: 'RequestNotPendingError' })
  // Still waiting for its own tab.
  expect(t.core.store.getState().pendingRequests?.map((r) => [r.id, r.status])).toEqual([[id, 'awaiting']])

  await decideRequest(t.core, { tabId: tab.info.tabId, id, approve: false })
  await expect(decideRequest(t.core, { tabId: tab.info.tabId, id, approve: true })).rejects.toMatchObject({
    name: 'RequestNotPendingError',
  })
  await expect(sending).rejects.toMatchObject({ code: 4001 })
})

test('behavior: a request with a warning is approved only with the warning confirmed', async () => {
  const { t, tab, wallet } = await connected()
  const [usdc] = DEV_TOKENS
  if (!usdc) throw new Error('no dev token')
  const approving = request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'eth_sendTransaction',
    params: [
      {
        from: wallet.address,
        to: usdc.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, maxUint256] }),
      },
    ],
  })
  const id = await awaiting(t)

  await expect(decideRequest(t.core, { tabId: tab.info.tabId, id, approve: true })).rejects.toMatchObject({
    name: 'WarningNotAcknowledgedError',
  })
  await decideRequest(t.core, { tabId: tab.info.tabId, id, approve: true, acknowledgeWarning: true })

  const hash = parseHexReply('eth_sendTransaction', await approving)
  expect((await chainClient(chains.a).waitForTransactionReceipt({ hash })).status).toBe('success')
  const allowance = await chainClient(chains.a).readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [wallet.address, RECIPIENT],
  })
  expect(allowance).toBe(maxUint256)
})

test('behavior: approved, then refused in the wallet: the decision rejects with the wallet’s 4001', async () => {
  const { t, tab, wallet } = await connected()
  wallet.wallet.setMode('reject')
  const sending = sendEth(t, tab, wallet.address)
  const id = await awaiting(t)

  await expect(decideRequest(t.core, { tabId: tab.info.tabId, id, approve: true })).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
  })
  await expect(sending).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  expect(t.core.store.getState().pendingRequests).toEqual([])
})
