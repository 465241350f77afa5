import { encodeFunctionData, erc20Abi, parseEther, parseUnits, toHex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { parseHexReply } from '../../src/walletReplies.ts'
import { DEV_TOKENS, dataApiConfig, startTestDataApi } from '../testing/dataApi.ts'
import {
  chainClient,
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
  type TestWallet,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { fetchTransactions } from './fetchTransactions.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'

let chains: TestChains
let api: DataApi
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

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
  await fetchTokenBalances(t.core, { force: true })
  return { t, tab, wallet }
}

// A send the wallet makes on its own (as the Send view's would): the core only learns of it from the hash.
async function walletSends(wallet: TestWallet, transaction: Record<string, string>) {
  const reply = await wallet.wallet.provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: wallet.address, ...transaction }],
  })
  const hash = parseHexReply('eth_sendTransaction', reply)
  await chainClient(chains.a).waitForTransactionReceipt({ hash })
  return hash
}

const usdcShown = (tokens: { symbol: string; quantity: { numeric: string } }[] | undefined) =>
  tokens?.find((token) => token.symbol === 'USDC')?.quantity.numeric

test('default: balance, token balances and the listed Activity show the send once it is mined', async () => {
  const { t, wallet } = await connected()
  await fetchTransactions(t.core, { more: false })
  const usdcBefore = Number(usdcShown(t.core.store.getState().portfolio?.tokens))
  const [usdc] = DEV_TOKENS
  if (!usdc) throw new Error('no dev token')
  const hash = await walletSends(wallet, {
    to: usdc.address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECIPIENT, parseUnits('25', usdc.decimals)],
    }),
  })

  await expect(refreshAfterSend(t.core, { caipNetworkId: 'eip155:31337', hash })).resolves.toBeUndefined()

  const s = t.core.store.getState()
  const onChain = await chainClient(chains.a).getBalance({ address: wallet.address })
  expect(s.balance).toMatchObject({ raw: onChain.toString(), status: 'ready' })
  expect(Number(usdcShown(s.portfolio?.tokens))).toBe(usdcBefore - 25)
  expect(s.activity?.transactions.map((tx) => tx.id)).toContain(hash)
})

test('behavior: with a hash it reads twice (at once and once mined); without one, once and no receipt', async () => {
  const { t, wallet } = await connected()
  const hash = await walletSends(wallet, { to: RECIPIENT, value: toHex(parseEther('1')) })
  const reads = t.rpc.count('eth_getBalance')
  await refreshAfterSend(t.core, { caipNetworkId: 'eip155:31337', hash })
  expect(t.rpc.count('eth_getBalance')).toBe(reads + 2)
  expect(t.rpc.count('eth_getTransactionReceipt')).toBeGreaterThan(0)

  const receipts = t.rpc.count('eth_getTransactionReceipt')
  await refreshAfterSend(t.core, { caipNetworkId: 'eip155:31337' })
  expect(t.rpc.count('eth_getBalance')).toBe(reads + 3)
  expect(t.rpc.count('eth_getTransactionReceipt')).toBe(receipts)
})

test('behavior: Activity nobody has listed for this account is not fetched', async () => {
  const { t, wallet } = await connected()
  const hash = await walletSends(wallet, { to: RECIPIENT, value: toHex(parseEther('1')) })
  await refreshAfterSend(t.core, { caipNetworkId: 'eip155:31337', hash })
  expect(t.core.store.getState().activity ?? null).toBeNull()
})
