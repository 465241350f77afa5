import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../devnet/solana/devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from '../../devnet/solana/devTokens.ts'
import { openTab } from '../testing/harness.ts'
import { createTestSolanaWallet, SOLANA_DEVNET, startTestSolanaNode } from '../testing/solanaHarness.ts'
import { createSolanaTestCore, interceptWallet } from '../testing/solanaTestKit.ts'
import { connect } from './connect.ts'
import { prepareSendToken } from './prepareSendToken.ts'
import { sendToken } from './sendToken.ts'

let node: SolanaNode
let chain: Connection
const [, bobby] = getSolanaDevAccounts()
if (!bobby) throw new Error('dev accounts missing')
const mintOf = (symbol: string) => {
  const token = SOLANA_DEV_TOKENS.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol}`)
  return token
}

beforeAll(async () => {
  node = await startTestSolanaNode()
  chain = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
})

afterAll(async () => {
  await node.stop()
})

async function connected() {
  const t = await createSolanaTestCore(node)
  const wallet = interceptWallet(createTestSolanaWallet({ node, mode: 'approve' }))
  const tab = await openTab(t, [], { solana: [wallet] })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const connection = t.core.store.getState().connections.solana
  if (!connection || !('address' in connection)) throw new Error('not connected')
  // The blockhash of each transaction the wallet was handed to sign and send.
  const sentBlockhashes = () =>
    wallet.jobs.flatMap((job) => {
      if (job.method !== 'solana_signAndSendTransaction') return []
      const { transaction } = job.params as { transaction: string }
      return [Transaction.from(Buffer.from(transaction, 'base64')).recentBlockhash]
    })
  return { t, tab, owner: new PublicKey(connection.address), sentBlockhashes }
}

// A SOL send of `amount` to bobby, from `tab`.
const solTo = (tab: { info: { tabId: string } }, amount: string) => ({
  tabId: tab.info.tabId,
  token: { symbol: 'SOL' },
  amount,
  receiverAddress: bobby.address,
})

test('default: the preview of a SOL send shows the fee that send then pays, and the wallet gets its transaction', async () => {
  const { t, tab, owner, sentBlockhashes } = await connected()
  const params = solTo(tab, '1.5')
  const before = await chain.getBalance(owner)

  const prepared = await prepareSendToken(t.core, params)
  const { blockhash } = await chain.getLatestBlockhash()
  // A new block: a send built now would take its blockhash, not the preview's.
  node.ledger.advanceSlots(1)

  expect(prepared).toEqual({
    previewId: expect.any(String),
    caipNetworkId: SOLANA_DEVNET,
    decimals: 9,
    value: String(1.5 * LAMPORTS_PER_SOL),
    fee: '5000',
    accountRent: '0',
    nativeCurrency: { symbol: 'SOL', decimals: 9 },
  })
  expect(await sendToken(t.core, { ...params, previewId: prepared.previewId })).toMatchObject({
    status: 'sent',
  })
  expect(sentBlockhashes()).toEqual([blockhash])
  expect(await chain.getBalance(owner)).toBe(before - 1.5 * LAMPORTS_PER_SOL - Number(prepared.fee))
})

test('behavior: a preview whose blockhash expired is built again; showing the same fee, the new one is sent, never the expired one', async () => {
  const { t, tab, owner, sentBlockhashes } = await connected()
  const params = solTo(tab, '0.5')
  const before = await chain.getBalance(owner)
  const prepared = await prepareSendToken(t.core, params)
  const { blockhash: previewed } = await chain.getLatestBlockhash()
  node.ledger.advanceSlots(151)
  expect((await chain.isBlockhashValid(previewed)).value).toBe(false)

  expect(await sendToken(t.core, { ...params, previewId: prepared.previewId })).toMatchObject({
    status: 'sent',
  })

  const [sent] = sentBlockhashes()
  expect(sent).not.toBe(previewed)
  expect((await chain.isBlockhashValid(sent ?? '')).value).toBe(true)
  expect(await chain.getBalance(owner)).toBe(before - 0.5 * LAMPORTS_PER_SOL - Number(prepared.fee))
})

test("behavior: a token to a receiver without its account: decimals from the mint, the fee and the new account's rent are what the send pays", async () => {
  const { t, tab, owner } = await connected()
  const usdc = mintOf('USDC')
  const fresh = Keypair.generate().publicKey.toBase58()
  const token = { symbol: 'USDC', address: `${SOLANA_DEVNET}:${usdc.mint}` }
  const params = { tabId: tab.info.tabId, token, amount: '2.5', receiverAddress: fresh }
  const before = await chain.getBalance(owner)

  const prepared = await prepareSendToken(t.core, params)

  const rent = await chain.getMinimumBalanceForRentExemption(165)
  expect(prepared).toMatchObject({ decimals: 6, value: '2500000', fee: '5000', accountRent: String(rent) })
  expect(await sendToken(t.core, { ...params, previewId: prepared.previewId })).toMatchObject({
    status: 'sent',
  })
  expect(await chain.getBalance(owner)).toBe(before - Number(prepared.fee) - Number(prepared.accountRent))
  const account = getAssociatedTokenAddressSync(new PublicKey(usdc.mint), new PublicKey(fresh), true)
  expect((await chain.getTokenAccountBalance(account)).value.amount).toBe('2500000')
  // Now that the receiver has its account, a second send creates none.
  expect(await prepareSendToken(t.core, params)).toMatchObject({ accountRent: '0' })
})

test('behavior: an address that is no mint is refused; Solana receivers are checked with the adapter', async () => {
  const { t, tab } = await connected()
  const prepare = (p: Partial<Parameters<typeof prepareSendToken>[1]>) =>
    prepareSendToken(t.core, {
      tabId: tab.info.tabId,
      token: { symbol: 'SOL' },
      amount: '1',
      receiverAddress: bobby.address,
      ...p,
    })
  await expect(
    prepare({ receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
  ).rejects.toMatchObject({
    name: 'InvalidAddressError',
    details: 'Not a valid solana address.',
  })
  await expect(
    prepare({ token: { symbol: 'USDC', address: `${SOLANA_DEVNET}:${bobby.address}` } }),
  ).rejects.toMatchObject({
    name: 'InvalidApiReplyError',
    details: `${bobby.address} is not a token mint on ${SOLANA_DEVNET}`,
  })
})
