import { encodeFunctionData, erc20Abi, maxUint256, parseEther, stringToHex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { deployDevTokens } from '../../devnet/contracts/devTokens.ts'
import { PENDING_TRANSACTIONS_MAX, PENDING_TRANSACTIONS_PER_TAB } from '../../src/constants.ts'
import { parseHexReply } from '../../src/walletReplies.ts'
import { WALLET_CONSENT_TIMEOUT_MS } from '../connectors/runInTab.ts'
import { DEV_TOKENS } from '../testing/dataApi.ts'
import {
  amountOf,
  chainClient,
  createTestCore,
  createTestWallet,
  eventually,
  mineBlocks,
  openTab,
  startTestChains,
  type TestChains,
  type TestCore,
  type TestTab,
  testConfig,
} from '../testing/harness.ts'
import { APPROVAL_TIMEOUT_MS } from '../transactionStack.ts'
import { connect } from './connect.ts'
import { decideRequest } from './decideRequest.ts'
import { disconnect } from './disconnect.ts'
import { request } from './request.ts'

let chains: TestChains
const [usdc] = DEV_TOKENS
const SPENDER = '0x000000000000000000000000000000000000bEEF'

beforeAll(async () => {
  chains = await startTestChains()
  await deployDevTokens(chains.a.rpcUrl)
})

afterAll(async () => {
  await chains.stop()
})

/** A core connected to the demo wallet; `extra` is more host configuration (confirmRequests, say). */
async function connected(extra: Record<string, unknown> = {}) {
  const t = await createTestCore({ chains, config: testConfig(chains, extra) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  return { t, tab, wallet }
}

/** The request waiting for this tab's decision, once it is on the stack. */
async function pending(t: TestCore, tab: TestTab) {
  let found: NonNullable<ReturnType<typeof t.core.store.getState>['pendingRequests']>[number] | undefined
  await eventually(() => {
    found = t.core.store
      .getState()
      .pendingRequests?.find((r) => r.tabId === tab.info.tabId && r.status === 'awaiting')
    expect(found).toBeDefined()
  })
  if (!found) throw new Error('no pending request')
  return found
}

async function approve(t: TestCore, tab: TestTab, acknowledgeWarning = false) {
  const { id } = await pending(t, tab)
  await decideRequest(t.core, { tabId: tab.info.tabId, id, approve: true, acknowledgeWarning })
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

/** Every stack status the core published for a request while `run` ran. */
async function statusesDuring(t: TestCore, run: () => Promise<unknown>) {
  const seen = new Set<string>()
  const stop = t.core.store.subscribe((state) => {
    for (const r of state.pendingRequests ?? []) seen.add(r.status)
  })
  try {
    return { result: await run(), seen: [...seen] }
  } finally {
    stop()
  }
}

test('default: an ordinary personal_sign goes straight to the wallet, whose prompt is its one confirmation', async () => {
  const { t, tab, wallet } = await connected()

  const { result, seen } = await statusesDuring(t, () =>
    request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'eip155',
      method: 'personal_sign',
      params: [stringToHex('Hello from Walletdock'), wallet.address],
    }),
  )

  // On the stack while the wallet had it, but never waiting for a decision in ApproveTransaction.
  expect(seen).toEqual(['sending'])
  expect(wallet.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts', 'personal_sign'])
  expect(
    await verifyMessage({
      address: wallet.address,
      message: 'Hello from Walletdock',
      signature: parseHexReply('personal_sign', result),
    }),
  ).toBe(true)
  expect(t.core.store.getState().pendingRequests).toEqual([])
})

test("behavior: with confirmRequests 'all' an ordinary personal_sign waits on the view before the wallet", async () => {
  const { t, tab, wallet } = await connected({ confirmRequests: 'all' })

  const signing = request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'personal_sign',
    params: [stringToHex('Hello from Walletdock'), wallet.address],
  })
  const waiting = await pending(t, tab)
  expect(waiting.summary.actions).toEqual([{ kind: 'message', text: 'Hello from Walletdock' }])
  expect(wallet.prompts).toHaveLength(1) // only the connection so far: nothing reached the wallet yet
  await approve(t, tab)

  expect(
    await verifyMessage({
      address: wallet.address,
      message: 'Hello from Walletdock',
      signature: parseHexReply('personal_sign', await signing),
    }),
  ).toBe(true)
  expect(wallet.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts', 'personal_sign'])
  expect(t.core.store.getState().pendingRequests).toEqual([])
})

test("behavior: an ordinary eth_sendTransaction lands on the chain with the wallet's one prompt; the balance refreshes", async () => {
  const { t, tab, wallet } = await connected()
  const client = chainClient(chains.a)
  const before = amountOf(t.core.store.getState().balance)?.raw
  const recipient = '0x000000000000000000000000000000000000dEaD'

  const { result: hash, seen } = await statusesDuring(t, () =>
    request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: recipient, value: toHex(parseEther('1')) }],
    }),
  )

  expect(seen).toEqual(['sending'])
  expect(wallet.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts', 'eth_sendTransaction'])
  const receipt = await client.waitForTransactionReceipt({ hash: parseHexReply('eth_sendTransaction', hash) })
  expect(receipt.status).toBe('success')
  const after = await client.getBalance({ address: wallet.address })
  expect(after.toString()).not.toBe(before)
  await eventually(() => {
    expect(t.core.store.getState().balance).toMatchObject({ raw: after.toString(), status: 'ready' })
  })
})

test('behavior: refusing in ApproveTransaction fails the request with 4001 and nothing reaches the wallet', async () => {
  const { t, tab, wallet } = await connected({ confirmRequests: 'all' })
  const prompts = wallet.prompts.length
  const sending = request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'eth_sendTransaction',
    params: [{ from: wallet.address, to: SPENDER, value: '0x1' }],
  })
  const { id } = await pending(t, tab)
  await decideRequest(t.core, { tabId: tab.info.tabId, id, approve: false })
  await expect(sending).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  expect(wallet.prompts).toHaveLength(prompts)
  expect(t.core.store.getState().pendingRequests).toEqual([])
})

test('behavior: an unlimited approve names token and spender and needs the warning confirmed', async () => {
  const { t, tab, wallet } = await connected()
  if (!usdc) throw new Error('no token')
  const approving = request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'eth_sendTransaction',
    params: [
      {
        from: wallet.address,
        to: usdc.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] }),
      },
    ],
  })
  const waiting = await pending(t, tab)
  // Risky: Walletdock's warning comes before the wallet's prompt.
  expect(wallet.prompts).toHaveLength(1)
  expect(waiting.summary.warnings).toEqual([
    { reason: 'unlimited', token: { address: usdc.address, symbol: 'USDC', decimals: 6 }, spender: SPENDER },
  ])
  await expect(
    decideRequest(t.core, { tabId: tab.info.tabId, id: waiting.id, approve: true }),
  ).rejects.toMatchObject({
    name: 'WarningNotAcknowledgedError',
  })
  await approve(t, tab, true)
  expect(wallet.prompts.map((p) => p.method)).toEqual(['eth_requestAccounts', 'eth_sendTransaction'])
  await chainClient(chains.a).waitForTransactionReceipt({
    hash: parseHexReply('eth_sendTransaction', await approving),
  })
  const allowance = await chainClient(chains.a).readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [wallet.address, SPENDER],
  })
  expect(allowance).toBe(maxUint256)
})

test('behavior: another tab cannot decide, and a closed tab refuses its requests', async () => {
  const { t, tab, wallet } = await connected({ confirmRequests: 'all' })
  const other = await openTab(t, [])
  const signing = request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'personal_sign',
    params: ['0x01', wallet.address],
  })
  const { id } = await pending(t, tab)
  await expect(decideRequest(t.core, { tabId: other.info.tabId, id, approve: true })).rejects.toMatchObject({
    name: 'RequestNotPendingError',
  })
  tab.close()
  await expect(signing).rejects.toMatchObject({ name: 'TabGoneError' })
})

test('behavior: a request nobody decides times out; at most 99 wait at once, at most 33 from one tab', async () => {
  const { t, tab, wallet } = await connected({ confirmRequests: 'all' })
  const tabs = [tab, await openTab(t, [wallet]), await openTab(t, [wallet]), await openTab(t, [wallet])]
  const sign = (from: TestTab) =>
    request(t.core, {
      tabId: from.info.tabId,
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x01', wallet.address],
    })
  const waiting = tabs
    .slice(0, 3)
    .flatMap((from) => Array.from({ length: PENDING_TRANSACTIONS_PER_TAB }, () => sign(from)))
  await eventually(() =>
    expect(t.core.store.getState().pendingRequests).toHaveLength(PENDING_TRANSACTIONS_MAX),
  )
  await expect(sign(tabs[3] as TestTab)).rejects.toMatchObject({
    name: 'TooManyPendingRequestsError',
    shortMessage: 'Too many pending requests',
    details: 'At most 99 may wait.',
  })
  t.clock.advance(APPROVAL_TIMEOUT_MS)
  const outcomes = await Promise.allSettled(waiting)
  expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as Error).name === 'TimeoutError')).toBe(
    true,
  )
  expect(t.core.store.getState().pendingRequests).toEqual([])
})

test('behavior: requests that go straight to the wallet count towards the 99 too, and time out with it', async () => {
  const { t, tab, wallet } = await connected()
  wallet.wallet.setMode('hang')
  const sign = () =>
    request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x01', wallet.address],
    })
  const sent = Array.from({ length: PENDING_TRANSACTIONS_PER_TAB }, sign)
  await eventually(() =>
    expect(t.core.store.getState().pendingRequests?.filter((r) => r.status === 'sending')).toHaveLength(
      PENDING_TRANSACTIONS_PER_TAB,
    ),
  )
  await expect(sign()).rejects.toMatchObject({ name: 'TooManyPendingRequestsError' })
  t.clock.advance(WALLET_CONSENT_TIMEOUT_MS)
  const outcomes = await Promise.allSettled(sent)
  expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as Error).name === 'TimeoutError')).toBe(
    true,
  )
  expect(t.core.store.getState().pendingRequests).toEqual([])
})

test('bad input host-requests: one tab flooding the stack is held to its share; the other tabs can still ask', async () => {
  const { t, tab, wallet } = await connected({ confirmRequests: 'all' })
  const other = await openTab(t, [wallet])
  const sign = (from: TestTab) =>
    request(t.core, {
      tabId: from.info.tabId,
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x01', wallet.address],
    })
  const flood = Array.from({ length: PENDING_TRANSACTIONS_PER_TAB }, () => sign(tab))
  await eventually(() =>
    expect(t.core.store.getState().pendingRequests).toHaveLength(PENDING_TRANSACTIONS_PER_TAB),
  )
  await expect(sign(tab)).rejects.toMatchObject({
    name: 'TooManyPendingRequestsError',
    shortMessage: 'Too many pending requests',
    details: `At most ${PENDING_TRANSACTIONS_PER_TAB} may wait from one tab.`,
  })
  // The other tab's request goes on the stack and is decided there as usual.
  const asked = sign(other)
  const { id } = await pending(t, other)
  await decideRequest(t.core, { tabId: other.info.tabId, id, approve: true })
  expect(await asked).toMatch(/^0x[0-9a-f]{130}$/)
  t.clock.advance(APPROVAL_TIMEOUT_MS)
  await Promise.allSettled(flood)
})

test('error: an unsafe request with no wallet connected fails with 4100', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [])
  await expect(
    request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x01', SPENDER],
    }),
  ).rejects.toMatchObject({ name: 'NotConnectedError', code: 4100, shortMessage: 'No wallet is connected' })
})

test('bad input host-requests: a method off the allow-list carries 4200', async () => {
  const t = await createTestCore({ chains })
  const tab = await openTab(t, [])
  await expect(
    request(t.core, { tabId: tab.info.tabId, namespace: 'eip155', method: 'anvil_setBalance', params: [] }),
  ).rejects.toMatchObject({ name: 'RpcNotAllowedError', code: 4200 })
})

test('error: a request still waiting for the person when the wallet disconnects fails with 4900, unsent', async () => {
  const { t, tab, wallet } = await connected({ confirmRequests: 'all' })
  const signing = request(t.core, {
    tabId: tab.info.tabId,
    namespace: 'eip155',
    method: 'personal_sign',
    params: ['0x01', wallet.address],
  })
  const outcome = signing.catch((error: unknown) => error)
  await pending(t, tab)
  await disconnect(t.core, {})
  expect(await outcome).toMatchObject({
    name: 'ProviderDisconnectedError',
    code: 4900,
    shortMessage: 'The wallet disconnected',
  })
  expect(wallet.prompts.map((p) => p.method)).not.toContain('personal_sign')
  expect(t.core.store.getState().pendingRequests).toEqual([])
})

test('error: a read the chain cannot answer fails with 4901; an error the node answers with keeps its own', async () => {
  // Nothing listens on port 9 of this machine: the node is gone.
  const config = testConfig(chains, { customRpcUrls: { 'eip155:31337': ['http://127.0.0.1:9'] } })
  const t = await createTestCore({ chains, config })
  const tab = await openTab(t, [])
  await expect(
    request(t.core, { tabId: tab.info.tabId, namespace: 'eip155', method: 'eth_blockNumber' }),
  ).rejects.toMatchObject({ name: 'ChainDisconnectedError', code: 4901, caipNetworkId: 'eip155:31337' })

  const live = await createTestCore({ chains })
  const liveTab = await openTab(live, [])
  const refused = await request(live.core, {
    tabId: liveTab.info.tabId,
    namespace: 'eip155',
    method: 'eth_getBlockByNumber',
    params: ['not a block', false],
  }).catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(Error)
  expect((refused as Error).name).not.toBe('ChainDisconnectedError')
})

test("behavior: wallet_sendCalls with a 'to' that does not start with 0x is refused before the stack", async () => {
  const { t, tab } = await connected()
  await expect(
    request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'eip155',
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', calls: [{ to: 'dead', data: '0x' }] }],
    }),
  ).rejects.toMatchObject({ name: 'InvalidRequestParamsError', code: -32602 })
  expect(t.core.store.getState().pendingRequests ?? []).toEqual([])
})
