import { parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { SWAP_NATIVE_ADDRESS } from '../../src/swap.ts'
import { DEV_TOKENS, dataApiConfig, startTestDataApi } from '../testing/dataApi.ts'
import {
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import { connect } from './connect.ts'
import { fetchSwapQuote } from './fetchSwapQuote.ts'
import { fetchSwapTokens } from './fetchSwapTokens.ts'
import { switchNetwork } from './switchNetwork.ts'

// The data service quotes gas prices on chain B only (production's gas prices cover a list of their own): on
// chain A swap tokens are listed, yet a quote needs the fee and cannot be made.
let chains: TestChains
let api: DataApi
const usdc = DEV_TOKENS.find((t) => t.symbol === 'USDC')
if (!usdc) throw new Error('USDC missing')

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains, { uniswap: true, gasPriceChains: ['eip155:31338'] })
})

afterAll(async () => {
  await api.stop()
  await chains.stop()
})

async function connectedCore() {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, api.url) })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, tabId: tab.info.tabId }
}

test("behavior: a network whose gas price the service does not quote is 'Network not supported for Gas Price'", async () => {
  const { t } = await connectedCore()
  const tokens = await fetchSwapTokens(t.core)
  expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WDT'])
  const gasPrice = await fetch(`${api.url}/v1/convert/gas-price?chainId=eip155:31337&projectId=test`)
  expect(gasPrice.status).toBe(400)
  await expect(
    fetchSwapQuote(t.core, {
      from: `eip155:31337:${SWAP_NATIVE_ADDRESS}`,
      to: `eip155:31337:${usdc.address}`,
      amount: '0.01',
    }),
  ).rejects.toMatchObject({
    name: 'GasPriceUnsupportedError',
    shortMessage: 'Network not supported for Gas Price',
  })
})

test('default: the same quote on the network whose gas price is quoted carries the fee at that price', async () => {
  const { t, tabId } = await connectedCore()
  await switchNetwork(t.core, { tabId, caipNetworkId: 'eip155:31338' })
  const reply = await fetch(`${api.url}/v1/convert/gas-price?chainId=eip155:31338&projectId=test`)
  const { standard } = (await reply.json()) as { standard: string }
  const quote = await fetchSwapQuote(t.core, {
    from: `eip155:31338:${SWAP_NATIVE_ADDRESS}`,
    to: `eip155:31338:${usdc.address}`,
    amount: '0.01',
  })
  expect(quote.caipNetworkId).toBe('eip155:31338')
  expect(quote.needsApproval).toBe(false)
  // The fee is the service's standard price times the swap's gas estimate: a whole multiple of that price.
  const fee = parseUnits(quote.networkFee?.amount ?? '0', 18)
  expect(fee).toBeGreaterThan(0n)
  expect(fee % BigInt(standard)).toBe(0n)
})
