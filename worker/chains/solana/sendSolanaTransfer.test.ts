import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { SolanaNode } from '../../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../../devnet/solana/devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from '../../../devnet/solana/devTokens.ts'
import type { WalletMode } from '../../../devnet/wallet/walletState.ts'
import type { SendTokenRef } from '../../../src/types.ts'
import { connect } from '../../actions/connect.ts'
import { openTab } from '../../testing/harness.ts'
import { previewAndSend } from '../../testing/previewAndSend.ts'
import {
  createTestSolanaWallet,
  SOLANA_DEVNET,
  startTestSolanaNode,
  type TestSolanaWallet,
} from '../../testing/solanaHarness.ts'
import { createSolanaTestCore, interceptWallet } from '../../testing/solanaTestKit.ts'
import { SOLANA_CONFIRM_TIMEOUT_MS } from './confirmSolanaTransaction.ts'

let node: SolanaNode
let chain: Connection
const [, bobby] = getSolanaDevAccounts()
if (!bobby) throw new Error('dev accounts missing')
const RECEIVER = bobby.address
const SOL: SendTokenRef = { symbol: 'SOL' }
const tokenRef = (symbol: string): SendTokenRef => {
  const token = SOLANA_DEV_TOKENS.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol}`)
  return { symbol, address: `${SOLANA_DEVNET}:${token.mint}` }
}
const mintOf = (ref: SendTokenRef) => new PublicKey(ref.address?.split(':')[2] ?? '')

beforeAll(async () => {
  node = await startTestSolanaNode()
  chain = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
})

afterAll(async () => {
  await node.stop()
})

type Run = (job: Parameters<TestSolanaWallet['run']>[0], real: TestSolanaWallet['run']) => Promise<unknown>

/** A core with the demo wallet connected (account 0) on Solana Devnet through a tab, the wallet then in `mode`. */
async function connected({ mode = 'approve', run }: { mode?: WalletMode; run?: Run } = {}) {
  const t = await createSolanaTestCore(node)
  const wallet = interceptWallet(createTestSolanaWallet({ node, mode: 'approve' }), run)
  const tab = await openTab(t, [], { solana: [wallet] })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  wallet.demo.setMode(mode)
  const address = t.core.store.getState().connections.solana
  if (!address || !('address' in address)) throw new Error('not connected')
  const sent = () => wallet.jobs.filter((job) => job.method === 'solana_signAndSendTransaction')
  const send = (p: Partial<Parameters<typeof previewAndSend>[1]>) =>
    previewAndSend(t.core, {
      tabId: tab.info.tabId,
      token: SOL,
      amount: '1',
      receiverAddress: RECEIVER,
      ...p,
    })
  return { t, wallet, tab, sent, send, address: address.address }
}

async function tokenBalance(owner: PublicKey, mint: PublicKey): Promise<bigint | undefined> {
  const account = getAssociatedTokenAddressSync(mint, owner, true)
  const info = await chain.getAccountInfo(account)
  if (!info) return undefined
  return BigInt((await chain.getTokenAccountBalance(account)).value.amount)
}

test('default: SOL goes to the receiver through the wallet, is confirmed, and SEND_SUCCESS is sent', async () => {
  const { t, address, sent, send } = await connected()
  const before = await chain.getBalance(new PublicKey(RECEIVER))
  const mine = await chain.getBalance(new PublicKey(address))

  const { hash } = await send({ amount: '1.5' })

  expect(await chain.getBalance(new PublicKey(RECEIVER))).toBe(before + 1.5 * LAMPORTS_PER_SOL)
  // The sender paid the amount and one signature's fee.
  expect(await chain.getBalance(new PublicKey(address))).toBe(mine - 1.5 * LAMPORTS_PER_SOL - 5000)
  const { value } = await chain.getSignatureStatus(hash)
  expect(value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  expect(sent()).toEqual([
    {
      method: 'solana_signAndSendTransaction',
      params: { transaction: expect.any(String), sendOptions: { preflightCommitment: 'confirmed' } },
      chain: SOLANA_DEVNET,
    },
  ])
  expect(t.core.wallet.events.at(-1)).toMatchObject({
    event: 'SEND_SUCCESS',
    properties: { token: 'SOL', amount: '1.5', network: SOLANA_DEVNET },
  })
})

test('behavior: USDC (6 decimals) is a transferChecked between the token accounts', async () => {
  const { address, send } = await connected()
  const usdc = tokenRef('USDC')
  const before = await tokenBalance(new PublicKey(RECEIVER), mintOf(usdc))
  const mine = await tokenBalance(new PublicKey(address), mintOf(usdc))

  await send({ token: usdc, amount: '12.5' })

  expect(await tokenBalance(new PublicKey(RECEIVER), mintOf(usdc))).toBe((before ?? 0n) + 12_500_000n)
  expect(await tokenBalance(new PublicKey(address), mintOf(usdc))).toBe((mine ?? 0n) - 12_500_000n)
})

test('behavior: WDT (9 decimals) to a fresh receiver creates its token account, paid by the sender', async () => {
  const { address, send } = await connected()
  const wdt = tokenRef('WDT')
  const fresh = Keypair.generate().publicKey
  expect(await tokenBalance(fresh, mintOf(wdt))).toBeUndefined()
  const lamports = await chain.getBalance(new PublicKey(address))

  await send({ token: wdt, amount: '0.000000007', receiverAddress: fresh.toBase58() })

  expect(await tokenBalance(fresh, mintOf(wdt))).toBe(7n)
  // The fresh receiver holds no SOL: the sender paid the fee and the new account's rent.
  expect(await chain.getBalance(fresh)).toBe(0)
  const rent = await chain.getMinimumBalanceForRentExemption(165)
  expect(await chain.getBalance(new PublicKey(address))).toBe(lamports - rent - 5000)

  // Sending again uses the account that now exists.
  await send({ token: wdt, amount: '2', receiverAddress: fresh.toBase58() })
  expect(await tokenBalance(fresh, mintOf(wdt))).toBe(2_000_000_007n)
})

test('behavior: the spec texts for a missing token, amount or receiver, and invalid receivers; nothing reaches the wallet', async () => {
  const { sent, send } = await connected()
  const before = await chain.getBalance(new PublicKey(RECEIVER))
  await expect(send({ token: undefined })).rejects.toMatchObject({ shortMessage: 'A token is required' })
  for (const empty of [{ amount: '' }, { amount: '  ' }, { receiverAddress: '' }, { receiverAddress: ' ' }])
    await expect(send(empty)).rejects.toMatchObject({
      shortMessage: 'An amount and receiver address are required',
    })
  await expect(send({ amount: '0' })).rejects.toMatchObject({ name: 'SendDetailsRequiredError' })
  await expect(send({ amount: 'abc' })).rejects.toMatchObject({ name: 'SendDetailsRequiredError' })
  // More digits than SOL has decimals.
  await expect(send({ amount: '0.0000000001' })).rejects.toMatchObject({ name: 'SendDetailsRequiredError' })
  const invalid = [
    'not-a-solana-address',
    // 0, O, I and l are not base58.
    `0${RECEIVER.slice(1)}`,
    `${RECEIVER.slice(0, -1)}l`,
    // Base58, but too short, or 44 characters that decode to more than 32 bytes.
    RECEIVER.slice(0, 31),
    'z'.repeat(44),
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  ]
  for (const receiverAddress of invalid)
    await expect(send({ receiverAddress })).rejects.toMatchObject({
      name: 'InvalidAddressError',
      details: 'Not a valid solana address.',
    })
  expect(sent()).toEqual([])
  expect(await chain.getBalance(new PublicKey(RECEIVER))).toBe(before)
})

test('behavior: a token of another chain, or a token account as receiver, is refused before the wallet', async () => {
  const { sent, send } = await connected()
  const usdc = tokenRef('USDC')
  await expect(
    send({
      token: { ...usdc, address: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${mintOf(usdc).toBase58()}` },
    }),
  ).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
  const tokenAccount = getAssociatedTokenAddressSync(mintOf(usdc), new PublicKey(RECEIVER)).toBase58()
  await expect(send({ token: usdc, receiverAddress: tokenAccount })).rejects.toMatchObject({
    name: 'TokenAccountReceiverError',
    shortMessage: 'This is a token account, not a wallet address',
    details: `Enter the wallet address that owns ${tokenAccount}.`,
  })
  // An address that is no mint (a wallet) is not a token of this cluster.
  await expect(
    send({ token: { symbol: 'USDC', address: `${SOLANA_DEVNET}:${RECEIVER}` } }),
  ).rejects.toMatchObject({
    name: 'InvalidApiReplyError',
    details: `${RECEIVER} is not a token mint on ${SOLANA_DEVNET}`,
  })
  expect(sent()).toEqual([])
})

test('behavior: the person rejecting in the wallet is a UserRejectedRequestError and nothing moves', async () => {
  const { t, send } = await connected({ mode: 'reject' })
  const before = await chain.getBalance(new PublicKey(RECEIVER))
  await expect(send({ amount: '1' })).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  expect(await chain.getBalance(new PublicKey(RECEIVER))).toBe(before)
  expect(t.core.store.getState().connections.solana).toMatchObject({ address: expect.any(String) })
})

test('behavior: a malformed signature from the wallet is an InvalidWalletReplyError; the account stays', async () => {
  const junk: Run = async (job, real) =>
    job.method === 'solana_signAndSendTransaction' ? { signature: 'not-a-signature' } : real(job)
  const { t, send } = await connected({ run: junk })
  await expect(send({})).rejects.toMatchObject({
    name: 'InvalidWalletReplyError',
    shortMessage: 'The wallet sent an invalid reply.',
    details: 'solana_signAndSendTransaction: signature: not a 64-byte base58 signature',
  })
  expect(t.core.store.getState().connections.solana).toMatchObject({ address: expect.any(String) })

  // The demo wallet's 'garbage' mode answers a 12-byte signature and sends nothing.
  const garbage = await connected({ mode: 'garbage' })
  const before = await chain.getBalance(new PublicKey(RECEIVER))
  await expect(garbage.send({})).rejects.toMatchObject({
    name: 'InvalidWalletReplyError',
    details: 'solana_signAndSendTransaction: signature: not a 64-byte base58 signature',
  })
  expect(await chain.getBalance(new PublicKey(RECEIVER))).toBe(before)
})

test('behavior: an RPC that goes away after the send is a clear "sent but not confirmed" error with the signature', async () => {
  let signature = ''
  const stopAfterSending: Run = async (job, real) => {
    const reply = await real(job)
    if (job.method !== 'solana_signAndSendTransaction') return reply
    signature = (reply as { signature: string }).signature
    await node.stop()
    return reply
  }
  const { t, send } = await connected({ run: stopAfterSending })
  const before = await chain.getBalance(new PublicKey(RECEIVER))
  try {
    const outcome = send({ amount: '0.75' }).then(
      () => undefined,
      (error: unknown) => error,
    )
    let error: unknown
    await vi.waitFor(
      async () => {
        // Only the confirmation's time limit: the wallet's own must not fire first.
        if (signature && !node.running) t.clock.advance(SOLANA_CONFIRM_TIMEOUT_MS)
        error = await Promise.race([outcome, new Promise((r) => setTimeout(() => r('pending'), 20))])
        expect(error).not.toBe('pending')
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(error).toMatchObject({
      name: 'TransactionNotConfirmedError',
      shortMessage: 'The transaction was sent but could not be confirmed',
      hash: signature,
    })
    const { details, message } = error as { details: string; message: string }
    expect(details).toBe(
      `Signature ${signature}: no confirmation within 60 s; the RPC did not answer (fetch failed)`,
    )
    expect(message).toContain('It may still land. Check it before sending again.')
    expect(message).not.toMatch(/transaction failed/i)
    expect(t.core.store.getState().connections.solana).toMatchObject({ address: expect.any(String) })
  } finally {
    await node.start()
  }
  // It had landed: the node kept it.
  expect(signature).not.toBe('')
  expect(await chain.getBalance(new PublicKey(RECEIVER))).toBe(before + 0.75 * LAMPORTS_PER_SOL)
})
