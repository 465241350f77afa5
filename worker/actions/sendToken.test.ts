import { createTestClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { SEND_PREVIEW_FRESH_MS } from '../../src/constants.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import { DEV_TOKENS, dataApiConfig, startTestDataApi } from '../testing/dataApi.ts'
import {
  amountOf,
  chainClient,
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { previewAndSend } from '../testing/previewAndSend.ts'
import { connect } from './connect.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { prepareSendToken } from './prepareSendToken.ts'
import { sendToken } from './sendToken.ts'

let chains: TestChains
let api: DataApi
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = DEV_TOKENS.find((t) => t.symbol === 'USDC')
const ETH = { symbol: 'ETH' }

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains)
})

afterAll(async () => {
  await api.stop()
  await chains.stop()
})

async function connected() {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, api.url) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  // A second tab of the same site: it must see the new balances too.
  const other = await openTab(t, [])
  return { t, tab, other, wallet }
}

test('default: a native send goes out with data 0x, lands, sends SEND_SUCCESS and refreshes the balances', async () => {
  const { t, tab, other, wallet } = await connected()
  await fetchTokenBalances(t.core, { force: true })
  const client = chainClient(chains.a)
  const before = await client.getBalance({ address: RECEIVER })

  const { hash } = await previewAndSend(t.core, {
    tabId: tab.info.tabId,
    token: ETH,
    amount: '0.25',
    receiverAddress: RECEIVER,
  })
  // Anvil may answer with the hash a moment before the block is mined.
  await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })

  const tx = await client.getTransaction({ hash: hash as `0x${string}` })
  expect(tx).toMatchObject({ input: '0x', value: parseEther('0.25') })
  expect(await client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.25'))
  expect(t.core.wallet.events.at(-1)).toMatchObject({
    event: 'SEND_SUCCESS',
    properties: { token: 'ETH', amount: '0.25' },
  })
  const mine = await client.getBalance({ address: wallet.address })
  await eventually(() => {
    expect(amountOf(other.snapshots.at(-1)?.balance)?.raw).toBe(mine.toString())
    const eth = other.snapshots.at(-1)?.portfolio?.tokens.find((token) => token.symbol === 'ETH')
    expect(parseEther(eth?.quantity.numeric ?? '0')).toBe(mine)
  })
})

test('behavior: an ERC20 send is a transfer call to the token and the token balance refreshes', async () => {
  const { t, tab, other, wallet } = await connected()
  if (!usdc) throw new Error('no USDC')
  const read = (owner: `0x${string}`) =>
    chainClient(chains.a).readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const before = await read(RECEIVER)

  const { hash } = await previewAndSend(t.core, {
    tabId: tab.info.tabId,
    token: { symbol: 'USDC', address: `eip155:31337:${usdc.address}` },
    amount: '12.5',
    receiverAddress: RECEIVER,
  })
  await chainClient(chains.a).waitForTransactionReceipt({ hash: hash as `0x${string}` })

  expect(await read(RECEIVER)).toBe(before + parseUnits('12.5', 6))
  const left = await read(wallet.address)
  await eventually(() => {
    const token = other.snapshots.at(-1)?.portfolio?.tokens.find((x) => x.symbol === 'USDC')
    expect(parseUnits(token?.quantity.numeric ?? '0', 6)).toBe(left)
  })
})

test('behavior: the spec texts for a missing token, amount or receiver', async () => {
  const { t, tab } = await connected()
  const send = (p: Partial<Parameters<typeof sendToken>[1]>) =>
    sendToken(t.core, { tabId: tab.info.tabId, token: ETH, amount: '1', receiverAddress: RECEIVER, ...p })
  await expect(send({ token: undefined })).rejects.toMatchObject({ shortMessage: 'A token is required' })
  await expect(send({ amount: '' })).rejects.toMatchObject({
    shortMessage: 'An amount and receiver address are required',
  })
  await expect(send({ receiverAddress: ' ' })).rejects.toMatchObject({
    shortMessage: 'An amount and receiver address are required',
  })
  await expect(send({ amount: '0' })).rejects.toMatchObject({ name: 'SendDetailsRequiredError' })
  await expect(send({ receiverAddress: '0x1234' })).rejects.toMatchObject({ name: 'InvalidAddressError' })
})

test("behavior: other namespaces are an 'Unsupported chain'", async () => {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, api.url) })
  const tab = await openTab(t, [])
  const state = t.core.store.getState()
  t.core.store.setState({
    ...state,
    activeNamespace: 'bip122',
    connections: {
      bip122: {
        status: 'connected',
        connectorId: 'x',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      },
    },
  })
  await expect(
    sendToken(t.core, {
      tabId: tab.info.tabId,
      token: { symbol: 'BTC' },
      amount: '1',
      receiverAddress: 'bc1q',
    }),
  ).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
})

// Moves the gas price of chain A (eth_gasPrice follows the next block's base fee at once): to next to nothing,
// or far above any price of these tests.
async function setGasPrice(to: 'lower' | 'higher') {
  const test = createTestClient({ mode: 'anvil', transport: http(chains.a.rpcUrl) })
  await test.setNextBlockBaseFeePerGas({ baseFeePerGas: to === 'lower' ? 1n : 500n * 10n ** 9n })
}

// How many transactions the account has sent (pending ones too): what reached the chain from it.
async function sentFrom(address: `0x${string}`) {
  return chainClient(chains.a).getTransactionCount({ address, blockTag: 'pending' })
}

test('default: the wallet gets the very transaction the preview built, though the gas price fell since', async () => {
  const { t, tab, wallet } = await connected()
  const params = { tabId: tab.info.tabId, token: ETH, amount: '0.1', receiverAddress: RECEIVER }
  const preview = await prepareSendToken(t.core, params)
  await setGasPrice('lower')

  const result = await sendToken(t.core, { ...params, previewId: preview.previewId })

  if (result.status !== 'sent') throw new Error('not sent')
  const client = chainClient(chains.a)
  const receipt = await client.waitForTransactionReceipt({ hash: result.hash as `0x${string}` })
  const tx = await client.getTransaction({ hash: result.hash as `0x${string}` })
  expect(tx.from.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(tx).toMatchObject({ value: parseEther('0.1'), input: '0x' })
  // Built afresh, it would carry the lower price and cost less than the preview said.
  expect(String(tx.gas * (tx.gasPrice ?? 0n))).toBe(preview.fee)
  expect(String(receipt.gasUsed * receipt.effectiveGasPrice)).toBe(preview.fee)
})

test('behavior: a preview the gas price has outrun is built again and shown, not sent; the next click sends the new one', async () => {
  const { t, tab, wallet } = await connected()
  const params = { tabId: tab.info.tabId, token: ETH, amount: '0.1', receiverAddress: RECEIVER }
  const preview = await prepareSendToken(t.core, params)
  const count = await sentFrom(wallet.address)
  await setGasPrice('higher')

  const result = await sendToken(t.core, { ...params, previewId: preview.previewId })

  if (result.status !== 'changed') throw new Error('sent a stale preview')
  expect(BigInt(result.preview.fee ?? 0)).toBeGreaterThan(BigInt(preview.fee ?? 0))
  expect(result.preview).toMatchObject({ value: preview.value, decimals: 18 })
  expect(await sentFrom(wallet.address)).toBe(count)

  const again = await sendToken(t.core, { ...params, previewId: result.preview.previewId })
  if (again.status !== 'sent') throw new Error('not sent')
  const receipt = await chainClient(chains.a).waitForTransactionReceipt({ hash: again.hash as `0x${string}` })
  expect(String(receipt.gasUsed * receipt.effectiveGasPrice)).toBe(result.preview.fee)
})

test(`behavior: a preview older than ${SEND_PREVIEW_FRESH_MS / 1000} s is built again; showing the same fee, it is sent at once, else shown`, async () => {
  const { t, tab, wallet } = await connected()
  const params = { tabId: tab.info.tabId, token: ETH, amount: '0.1', receiverAddress: RECEIVER }
  const preview = await prepareSendToken(t.core, params)
  t.clock.advance(SEND_PREVIEW_FRESH_MS + 1)
  const same = await sendToken(t.core, { ...params, previewId: preview.previewId })
  expect(same).toMatchObject({ status: 'sent' })
  if (same.status === 'sent')
    await chainClient(chains.a).waitForTransactionReceipt({ hash: same.hash as `0x${string}` })

  const second = await prepareSendToken(t.core, params)
  const count = await sentFrom(wallet.address)
  t.clock.advance(SEND_PREVIEW_FRESH_MS + 1)
  // A lower price: a cheaper send, but not the one the person saw.
  await setGasPrice('lower')
  const lower = await sendToken(t.core, { ...params, previewId: second.previewId })
  expect(lower).toMatchObject({ status: 'changed', preview: { value: preview.value } })
  if (lower.status === 'changed') expect(BigInt(lower.preview.fee ?? 0)).toBeLessThan(BigInt(second.fee ?? 0))
  expect(await sentFrom(wallet.address)).toBe(count)
})

test('behavior: a draft other than the previewed one never sends it; the new draft is shown first', async () => {
  const { t, tab, other, wallet } = await connected()
  const client = chainClient(chains.a)
  const params = { tabId: tab.info.tabId, token: ETH, amount: '0.1', receiverAddress: RECEIVER }
  const { previewId } = await prepareSendToken(t.core, params)
  const count = await sentFrom(wallet.address)

  // Another amount, another receiver, a preview made by another tab, no preview at all: none of them is sent.
  const changed = await sendToken(t.core, { ...params, previewId, amount: '0.2' })
  expect(changed).toMatchObject({ status: 'changed', preview: { value: parseEther('0.2').toString() } })
  const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  expect(await sendToken(t.core, { ...params, previewId, receiverAddress: receiver })).toMatchObject({
    status: 'changed',
  })
  const others = await prepareSendToken(t.core, { ...params, tabId: other.info.tabId, amount: '0.3' })
  const mine = await sendToken(t.core, { ...params, amount: '0.3', previewId: others.previewId })
  expect(mine).toMatchObject({ status: 'changed' })
  expect(
    await sendToken(t.core, {
      ...params,
      tabId: other.info.tabId,
      amount: '0.4',
      previewId: others.previewId,
    }),
  ).toMatchObject({ status: 'changed' })
  expect(await sentFrom(wallet.address)).toBe(count)

  // The tab's preview is now of 0.3 to RECEIVER, the one it was handed: that is what a send naming it sends.
  if (mine.status !== 'changed') throw new Error('sent')
  const sent = await sendToken(t.core, { ...params, amount: '0.3', previewId: mine.preview.previewId })
  if (sent.status !== 'sent') throw new Error('not sent')
  expect(await client.getTransaction({ hash: sent.hash as `0x${string}` })).toMatchObject({
    value: parseEther('0.3'),
  })
  // Sent once: sending it again needs a new preview.
  expect(
    await sendToken(t.core, { ...params, amount: '0.3', previewId: mine.preview.previewId }),
  ).toMatchObject({ status: 'changed' })
})

test('behavior: a send without a preview id, or with another, sends nothing and brings a new preview; with its id it sends exactly that transaction', async () => {
  const { t, tab, wallet } = await connected()
  const client = chainClient(chains.a)
  const params = { tabId: tab.info.tabId, token: ETH, amount: '0.1', receiverAddress: RECEIVER }
  const first = await prepareSendToken(t.core, params)
  const count = await sentFrom(wallet.address)

  const none = await sendToken(t.core, params)
  if (none.status !== 'changed') throw new Error('sent without an id')
  expect(none.preview).toMatchObject({ value: first.value, fee: first.fee })
  expect(none.preview.previewId).not.toBe(first.previewId)
  // The first id names a preview the core no longer keeps, and a made-up one names none.
  expect(await sendToken(t.core, { ...params, previewId: first.previewId })).toMatchObject({
    status: 'changed',
  })
  const wrong = await sendToken(t.core, { ...params, previewId: 'not-a-preview' })
  expect(await sentFrom(wallet.address)).toBe(count)

  // The preview the last answer brought is the one the core keeps: naming it sends it.
  if (wrong.status !== 'changed') throw new Error('sent with a made-up id')
  const shown = wrong.preview
  await setGasPrice('lower')
  const sent = await sendToken(t.core, { ...params, previewId: shown.previewId })
  if (sent.status !== 'sent') throw new Error('not sent')
  const tx = await client.getTransaction({ hash: sent.hash as `0x${string}` })
  expect(tx).toMatchObject({ value: parseEther('0.1'), input: '0x' })
  // The built transaction, not one built again at the lower price.
  expect(String(tx.gas * (tx.gasPrice ?? 0n))).toBe(shown.fee)
  expect(await sentFrom(wallet.address)).toBe(count + 1)
})

test('behavior: of two previews of one draft, the one that finished last is not sent when the tab names the other', async () => {
  const { t, tab, wallet } = await connected()
  const params = { tabId: tab.info.tabId, token: ETH, amount: '0.1', receiverAddress: RECEIVER }
  // The older build is held back until the newer one finished: the core then keeps the older.
  const adapter = await adapterFor('eip155')
  const prepare = adapter.prepareTransfer
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let calls = 0
  const spy = vi.spyOn(adapter, 'prepareTransfer').mockImplementation(async (core, request) => {
    const built = await prepare.call(adapter, core, request)
    if (++calls === 1) await held
    return built
  })
  try {
    const older = prepareSendToken(t.core, params)
    await eventually(() => expect(calls).toBe(1))
    const newer = await prepareSendToken(t.core, params)
    release()
    const kept = await older
    expect(t.core.wallet.previews?.get(tab.info.tabId)?.id).toBe(kept.previewId)
    const count = await sentFrom(wallet.address)

    // The tab shows the newer's fee and names it: the kept (older) transfer is not what it saw.
    const result = await sendToken(t.core, { ...params, previewId: newer.previewId })

    expect(result).toMatchObject({ status: 'changed', preview: { value: newer.value } })
    expect(await sentFrom(wallet.address)).toBe(count)
  } finally {
    spy.mockRestore()
  }
})
