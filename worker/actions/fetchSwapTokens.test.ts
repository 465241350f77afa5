import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { DataApi } from '../../devnet/dataApi/createDataApi.ts'
import { SWAP_NATIVE_ADDRESS } from '../../src/swap.ts'
import { DEV_TOKENS, dataApiConfig, startTestDataApi, withClockRunning } from '../testing/dataApi.ts'
import {
  createTestCore,
  createTestWallet,
  openTab,
  startTestChains,
  type TestChains,
  testConfig,
} from '../testing/harness.ts'
import { type ScriptedServer, startScriptedServer } from '../testing/scriptedServer.ts'
import { connect } from './connect.ts'
import { fetchSwapTokens } from './fetchSwapTokens.ts'

let chains: TestChains
let api: DataApi
let broken: ScriptedServer

beforeAll(async () => {
  chains = await startTestChains()
  api = await startTestDataApi(chains, { uniswap: true })
  broken = await startScriptedServer()
})

afterAll(async () => {
  await broken.close()
  await api.stop()
  await chains.stop()
})

beforeEach(() => {
  broken.requests.length = 0
})

async function connectedCore(config = dataApiConfig(chains, api.url)) {
  const t = await createTestCore({ chains, config })
  const wallet = createTestWallet({ chains })
  const tab = await openTab(t, [wallet])
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  await tab.idle()
  return { t, wallet }
}

test('default: the network’s swap tokens, the native coin first, each with the account’s balance on chain', async () => {
  const { t } = await connectedCore()
  const tokens = await fetchSwapTokens(t.core)
  expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WDT'])
  expect(tokens[0]).toMatchObject({
    native: true,
    decimals: 18,
    address: `eip155:31337:${SWAP_NATIVE_ADDRESS}`,
  })
  expect(tokens.slice(1).every((token) => !token.native)).toBe(true)
  const usdc = DEV_TOKENS.find((token) => token.symbol === 'USDC')
  expect(tokens[1]).toMatchObject({ address: `eip155:31337:${usdc?.address}`, decimals: usdc?.decimals })
  // The ETH balance shown is the account's balance on the devnet chain.
  const connection = t.core.store.getState().connections.eip155
  if (connection?.status !== 'connected') throw new Error('not connected')
  const client = createPublicClient({ transport: http(chains.a.rpcUrl) })
  const onChain = await client.getBalance({ address: connection.address as `0x${string}` })
  expect(Number(tokens[0]?.balance)).toBeCloseTo(Number(formatEther(onChain)), 6)
})

test('behavior: not connected is NotConnectedError', async () => {
  const t = await createTestCore({ chains, config: dataApiConfig(chains, api.url) })
  await expect(fetchSwapTokens(t.core)).rejects.toMatchObject({ name: 'NotConnectedError' })
})

test("behavior: no data service configured is 'Network not supported for Swaps'", async () => {
  const { t } = await connectedCore(testConfig(chains))
  await expect(fetchSwapTokens(t.core)).rejects.toMatchObject({
    name: 'SwapNetworkUnsupportedError',
    shortMessage: 'Network not supported for Swaps',
  })
})

test("behavior: the service listing no tokens of the network is 'Network not supported for Swaps'", async () => {
  broken.answer((r) =>
    r.url.pathname === '/v1/convert/tokens'
      ? { status: 200, body: JSON.stringify({ tokens: [] }) }
      : { status: 404, body: '{}' },
  )
  const { t } = await connectedCore(dataApiConfig(chains, broken.url))
  await expect(fetchSwapTokens(t.core)).rejects.toMatchObject({ name: 'SwapNetworkUnsupportedError' })
})

test('behavior: the service failing is HttpRequestError; answering out of shape is InvalidApiReplyError', async () => {
  const { t } = await connectedCore(dataApiConfig(chains, broken.url))
  broken.answer(() => ({ status: 500, body: '{"message":"down"}' }))
  await expect(withClockRunning(t.clock, fetchSwapTokens(t.core))).rejects.toMatchObject({
    name: 'HttpRequestError',
  })
  broken.answer((r) =>
    r.url.pathname === '/v1/convert/tokens'
      ? { status: 200, body: JSON.stringify({ tokens: [{ name: 'Ether' }] }) }
      : { status: 404, body: '{}' },
  )
  await expect(withClockRunning(t.clock, fetchSwapTokens(t.core))).rejects.toMatchObject({
    name: 'InvalidApiReplyError',
  })
})
