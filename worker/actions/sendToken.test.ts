import { createTestClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { SEND_PREVIEW_FRESH_MS } from '../../src/constants.ts'
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

  const result = await sendToken(t.core, params)

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

  const result = await sendToken(t.core, params)

  if (result.status !== 'changed') throw new Error('sent a stale preview')
  expect(BigInt(result.preview.fee ?? 0)).toBeGreaterThan(BigInt(preview.fee ?? 0))
  expect(result.preview).toMatchObject({ value: preview.value, decimals: 18 })
  expect(await sentFrom(wallet.address)).toBe(count)

  const again = await sendToken(t.core, params)
  if (again.status !== 'sent') throw new Error('not sent')
  const receipt = await chainClient(chains.a).waitForTransactionReceipt({ hash: again.hash as `0x${string}` })
  expect(String(receipt.gasUsed * receipt.effectiveGasPrice)).toBe(result.preview.fee)
})

test(`behavior: a preview older than ${SEND_PREVIEW_FRESH_MS / 1000} s is built again; showing the same fee, it is sent at once, else shown`, async () => {
  const { t, tab, wallet } = await connected()
  const params = { tabId: tab.info.tabId, token: ETH, amount: '0.1', receiverAddress: RECEIVER }
  const preview = await prepareSendToken(t.core, params)
  t.clock.advance(SEND_PREVIEW_FRESH_MS + 1)
  const same = await sendToken(t.core, params)
  expect(same).toMatchObject({ status: 'sent' })
  if (same.status === 'sent')
    await chainClient(chains.a).waitForTransactionReceipt({ hash: same.hash as `0x${string}` })

  const second = await prepareSendToken(t.core, params)
  const count = await sentFrom(wallet.address)
  t.clock.advance(SEND_PREVIEW_FRESH_MS + 1)
  // A lower price: a cheaper send, but not the one the person saw.
  await setGasPrice('lower')
  const lower = await sendToken(t.core, params)
  expect(lower).toMatchObject({ status: 'changed', preview: { value: preview.value } })
  if (lower.status === 'changed') expect(BigInt(lower.preview.fee ?? 0)).toBeLessThan(BigInt(second.fee ?? 0))
  expect(await sentFrom(wallet.address)).toBe(count)
})

test('behavior: a draft other than the previewed one never sends it; the new draft is shown first', async () => {
  const { t, tab, other, wallet } = await connected()
  const client = chainClient(chains.a)
  const params = { tabId: tab.info.tabId, token: ETH, amount: '0.1', receiverAddress: RECEIVER }
  await prepareSendToken(t.core, params)
  const count = await sentFrom(wallet.address)

  // Another amount, another receiver, a preview made by another tab, no preview at all: none of them is sent.
  const changed = await sendToken(t.core, { ...params, amount: '0.2' })
  expect(changed).toMatchObject({ status: 'changed', preview: { value: parseEther('0.2').toString() } })
  const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  expect(await sendToken(t.core, { ...params, receiverAddress: receiver })).toMatchObject({
    status: 'changed',
  })
  await prepareSendToken(t.core, { ...params, tabId: other.info.tabId, amount: '0.3' })
  expect(await sendToken(t.core, { ...params, amount: '0.3' })).toMatchObject({ status: 'changed' })
  expect(await sendToken(t.core, { ...params, tabId: other.info.tabId, amount: '0.4' })).toMatchObject({
    status: 'changed',
  })
  expect(await sentFrom(wallet.address)).toBe(count)

  // The tab's preview is now of 0.3 to RECEIVER: that is what the next send of that draft sends.
  const sent = await sendToken(t.core, { ...params, amount: '0.3' })
  if (sent.status !== 'sent') throw new Error('not sent')
  expect(await client.getTransaction({ hash: sent.hash as `0x${string}` })).toMatchObject({
    value: parseEther('0.3'),
  })
  // Sent once: sending it again needs a new preview.
  expect(await sendToken(t.core, { ...params, amount: '0.3' })).toMatchObject({ status: 'changed' })
})
