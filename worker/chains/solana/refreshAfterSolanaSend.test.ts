import { Connection, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { SolanaNode } from '../../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../../devnet/solana/devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from '../../../devnet/solana/devTokens.ts'
import { connect } from '../../actions/connect.ts'
import { stopPolling } from '../../actions/pollBalance.ts'
import { amountOf, eventually, openTab } from '../../testing/harness.ts'
import { previewAndSend } from '../../testing/previewAndSend.ts'
import { createTestSolanaWallet, SOLANA_DEVNET, startTestSolanaNode } from '../../testing/solanaHarness.ts'
import { createSolanaTestCore, interceptWallet } from '../../testing/solanaTestKit.ts'
import { SOLANA_CONFIRM_TIMEOUT_MS } from './confirmSolanaTransaction.ts'

let node: SolanaNode
let chain: Connection
const [, bobby] = getSolanaDevAccounts()
if (!bobby) throw new Error('dev accounts missing')
const wdt = SOLANA_DEV_TOKENS.find((token) => token.symbol === 'WDT')
if (!wdt) throw new Error('no WDT')

beforeAll(async () => {
  node = await startTestSolanaNode()
  chain = new Connection(node.url, 'confirmed')
})

afterAll(async () => {
  await node.stop()
})

test('default: once a send is confirmed, every tab sees the new SOL and token balances', async () => {
  const t = await createSolanaTestCore(node)
  const wallet = createTestSolanaWallet({ node })
  const tab = await openTab(t, [], { solana: [wallet] })
  stopPolling(t.core)
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const other = await openTab(t, [])
  const address = wallet.demo.getState().accounts[0] ?? ''

  await previewAndSend(t.core, {
    tabId: tab.info.tabId,
    token: { symbol: 'SOL' },
    amount: '2',
    receiverAddress: bobby.address,
  })
  const lamports = await chain.getBalance(new PublicKey(address))
  await eventually(() => {
    expect(other.snapshots.at(-1)?.balance).toMatchObject({
      raw: String(lamports),
      symbol: 'SOL',
      status: 'ready',
    })
  })

  await previewAndSend(t.core, {
    tabId: tab.info.tabId,
    token: { symbol: 'WDT', address: `${SOLANA_DEVNET}:${wdt.mint}` },
    amount: '1.5',
    receiverAddress: bobby.address,
  })
  await eventually(() => {
    // Without a data service the token is listed by its mint.
    const tokens = other.snapshots.at(-1)?.portfolio?.tokens ?? []
    expect(tokens.find((token) => token.address === `${SOLANA_DEVNET}:${wdt.mint}`)?.quantity.numeric).toBe(
      '998.5',
    )
  })
})

test('behavior: a send that could not be confirmed still refreshes the balances once it shows up', async () => {
  const t = await createSolanaTestCore(node)
  const real = createTestSolanaWallet({ node })
  let sent = false
  const wallet = interceptWallet(real, async (job, run) => {
    const reply = await run(job)
    if (job.method !== 'solana_signAndSendTransaction') return reply
    sent = true
    await node.stop()
    return reply
  })
  const tab = await openTab(t, [], { solana: [wallet] })
  stopPolling(t.core)
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const other = await openTab(t, [])
  const address = real.demo.getState().accounts[0] ?? ''
  const before = String(await chain.getBalance(new PublicKey(address)))
  await eventually(() => expect(amountOf(t.core.store.getState().balance)?.raw).toBe(before))
  const outcome = previewAndSend(t.core, {
    tabId: tab.info.tabId,
    token: { symbol: 'SOL' },
    amount: '3',
    receiverAddress: bobby.address,
  }).catch((error: unknown) => error)
  await vi.waitFor(() => expect(sent && !node.running).toBe(true))
  await new Promise((resolve) => setTimeout(resolve, 50))
  t.clock.advance(SOLANA_CONFIRM_TIMEOUT_MS)
  expect(await outcome).toMatchObject({ name: 'TransactionNotConfirmedError' })

  // The refresh right after the error finds the node gone: the last-known balance stays, marked stale.
  await eventually(() =>
    expect(t.core.store.getState().balance).toMatchObject({ raw: before, status: 'stale' }),
  )
  await node.start()
  const lamports = await chain.getBalance(new PublicKey(address))
  await eventually(() => {
    expect(other.snapshots.at(-1)?.balance).toMatchObject({ raw: String(lamports), status: 'ready' })
  })
})
