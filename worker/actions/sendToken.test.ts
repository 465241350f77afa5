import { erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
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
import { connect } from './connect.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
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

  const { hash } = await sendToken(t.core, {
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

  const { hash } = await sendToken(t.core, {
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
