import { createServer, type Server } from 'node:http'
import { erc20Abi, parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { getFreePort } from '../../devnet/ports.ts'
import { DEV_TOKENS, dataApiConfig, startTestDataApi } from '../testing/dataApi.ts'
import {
  chainClient,
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { prepareSendToken } from './prepareSendToken.ts'
import { sendToken } from './sendToken.ts'

let chains: TestChains
let api: DataApi
let lying: { url: string; server: Server }
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = DEV_TOKENS.find((t) => t.symbol === 'USDC')

/**
 * The devnet data service behind a proxy that lists every token with 18 decimals: what a broken or hostile
 * listing looks like. Everything else passes through unchanged.
 */
async function startLyingDataApi(target: string) {
  const port = await getFreePort()
  const server = createServer(async (req, res) => {
    const reply = await fetch(new URL(req.url ?? '/', target), { method: req.method })
    let body = await reply.text()
    if (req.url?.includes('/balance')) body = body.replaceAll(/"decimals":"\d+"/g, '"decimals":"18"')
    res.writeHead(reply.status, { 'content-type': 'application/json' })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, server }
}

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains)
  lying = await startLyingDataApi(api.url)
})

afterAll(async () => {
  await new Promise((resolve) => lying.server.close(resolve))
  await api.stop()
  await chains.stop()
})

async function connected(dataApiUrl = api.url) {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, dataApiUrl) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, tab, wallet }
}

// What a mined transaction cost its sender: gas used at the price it paid.
async function paid(hash: string): Promise<bigint> {
  const receipt = await chainClient(chains.a).waitForTransactionReceipt({ hash: hash as `0x${string}` })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

test('default: the preview of a native send shows the fee that send then pays', async () => {
  const { t, tab, wallet } = await connected()
  const client = chainClient(chains.a)
  const before = await client.getBalance({ address: wallet.address })
  const params = {
    tabId: tab.info.tabId,
    token: { symbol: 'ETH' },
    amount: '0.25',
    receiverAddress: RECEIVER,
  }

  const prepared = await prepareSendToken(t.core, params)

  expect(prepared).toMatchObject({
    caipNetworkId: 'eip155:31337',
    decimals: 18,
    value: parseEther('0.25').toString(),
    accountRent: '0',
    nativeCurrency: { symbol: 'ETH', decimals: 18 },
  })
  const sent = await sendToken(t.core, { ...params, previewId: prepared.previewId })
  if (sent.status !== 'sent') throw new Error('not sent')
  expect(String(await paid(sent.hash))).toBe(prepared.fee)
  expect(await client.getBalance({ address: wallet.address })).toBe(
    before - parseEther('0.25') - BigInt(prepared.fee ?? 'NaN'),
  )
})

test("behavior: a token's decimals come from the chain even when the data service lists others; its fee is what it pays", async () => {
  if (!usdc) throw new Error('no USDC')
  const { t, tab } = await connected(lying.url)
  await fetchTokenBalances(t.core, { force: true })
  const listed = t.core.store.getState().portfolio?.tokens.find((token) => token.symbol === 'USDC')
  // The listing says 18; USDC has 6 on chain.
  expect(listed?.quantity.decimals).toBe('18')
  const token = { symbol: 'USDC', address: `eip155:31337:${usdc.address}` }
  const read = (owner: `0x${string}`) =>
    chainClient(chains.a).readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const before = await read(RECEIVER)

  const params = { tabId: tab.info.tabId, token, amount: '12.5', receiverAddress: RECEIVER }
  const prepared = await prepareSendToken(t.core, params)
  expect(prepared).toMatchObject({ decimals: 6, value: '12500000' })
  const sent = await sendToken(t.core, { ...params, previewId: prepared.previewId })
  if (sent.status !== 'sent') throw new Error('not sent')

  expect(await read(RECEIVER)).toBe(before + 12_500_000n)
  expect(String(await paid(sent.hash))).toBe(prepared.fee)
})

test('behavior: the same checks and texts as the send; a send the node cannot estimate has an unknown fee', async () => {
  const { t, tab } = await connected()
  const prepare = (p: Partial<Parameters<typeof prepareSendToken>[1]>) =>
    prepareSendToken(t.core, {
      tabId: tab.info.tabId,
      token: { symbol: 'ETH' },
      amount: '1',
      receiverAddress: RECEIVER,
      ...p,
    })
  await expect(prepare({ token: undefined })).rejects.toMatchObject({ shortMessage: 'A token is required' })
  await expect(prepare({ amount: ' ' })).rejects.toMatchObject({
    shortMessage: 'An amount and receiver address are required',
  })
  await expect(prepare({ amount: '-1' })).rejects.toMatchObject({ name: 'SendDetailsRequiredError' })
  await expect(prepare({ receiverAddress: '0x1234' })).rejects.toMatchObject({ name: 'InvalidAddressError' })
  await expect(
    prepare({ token: { symbol: 'X', address: `eip155:31338:${usdc?.address}` } }),
  ).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
  // More tokens than the account holds: the transfer would revert, so the node cannot estimate it and the
  // preview says 'Unknown' (the wallet says why when it is sent).
  const token = { symbol: 'USDC', address: `eip155:31337:${usdc?.address}` }
  expect(await prepare({ token, amount: '1000000000000' })).toMatchObject({
    fee: null,
    value: (10n ** 18n).toString(),
  })
})
