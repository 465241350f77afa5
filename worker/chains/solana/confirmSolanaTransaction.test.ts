import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SolanaNode } from '../../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../../devnet/solana/devKeypairs.ts'
import { SOLANA_DEVNET, startTestSolanaNode } from '../../testing/solanaHarness.ts'
import { createSolanaTestCore } from '../../testing/solanaTestKit.ts'
import { confirmSolanaTransaction } from './confirmSolanaTransaction.ts'

let node: SolanaNode
let chain: Connection
const devKey = (index: number) => {
  const account = getSolanaDevAccounts()[index]
  if (!account) throw new Error('dev account missing')
  return Keypair.fromSeed(account.seed)
}
const alice = devKey(0)
const bobby = devKey(1)

beforeAll(async () => {
  node = await startTestSolanaNode()
  chain = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
})

afterAll(async () => {
  await node.stop()
})

/** Sends a transfer signed by alice straight to the node (as a wallet would). */
async function sendTransfer(lamports: number, { skipPreflight = false } = {}) {
  const { blockhash, lastValidBlockHeight } = await chain.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: alice.publicKey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports }),
  )
  transaction.sign(alice)
  const signature = await chain.sendRawTransaction(transaction.serialize(), { skipPreflight })
  return { signature, blockhash, lastValidBlockHeight }
}

test('default: a landed transaction is confirmed, with or without its blockhash window', async () => {
  const t = await createSolanaTestCore(node)
  const sent = await sendTransfer(1000)
  await expect(
    confirmSolanaTransaction(t.core, {
      caipNetworkId: SOLANA_DEVNET,
      signature: sent.signature,
      lastValidBlockHeight: sent.lastValidBlockHeight,
    }),
  ).resolves.toBe(undefined)
  const other = await sendTransfer(1001)
  await expect(
    confirmSolanaTransaction(t.core, { caipNetworkId: SOLANA_DEVNET, signature: other.signature }),
  ).resolves.toBe(undefined)
})

test('behavior: a transaction that landed and failed on chain is a TransactionFailedError', async () => {
  const t = await createSolanaTestCore(node)
  // More than alice holds: without preflight it lands, pays its fee and fails.
  const sent = await sendTransfer(1_000_000 * LAMPORTS_PER_SOL, { skipPreflight: true })
  expect((await chain.getSignatureStatus(sent.signature)).value?.err).not.toBeNull()
  await expect(
    confirmSolanaTransaction(t.core, {
      caipNetworkId: SOLANA_DEVNET,
      signature: sent.signature,
      lastValidBlockHeight: sent.lastValidBlockHeight,
    }),
  ).rejects.toMatchObject({
    name: 'TransactionFailedError',
    shortMessage: 'The transaction failed on chain',
    hash: sent.signature,
  })
})

test('behavior: a signature whose blockhash expired unseen is "not confirmed", saying it can no longer land', async () => {
  const t = await createSolanaTestCore(node)
  const height = await chain.getBlockHeight()
  const signature = bs58.encode(new Uint8Array(64).fill(7))
  await expect(
    confirmSolanaTransaction(t.core, {
      caipNetworkId: SOLANA_DEVNET,
      signature,
      lastValidBlockHeight: height - 1,
    }),
  ).rejects.toMatchObject({
    name: 'TransactionNotConfirmedError',
    shortMessage: 'The transaction was sent but could not be confirmed',
    details: `Signature ${signature}: its blockhash expired before it was seen, so it can no longer land`,
  })
})

test('behavior: the wait is bounded; a transaction seen over HTTP at the limit still counts as confirmed', async () => {
  const t = await createSolanaTestCore(node)
  const unseen = bs58.encode(new Uint8Array(64).fill(9))
  const waiting = confirmSolanaTransaction(t.core, {
    caipNetworkId: SOLANA_DEVNET,
    signature: unseen,
    timeoutMs: 5_000,
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  t.clock.advance(5_000)
  await expect(waiting).rejects.toMatchObject({
    name: 'TransactionNotConfirmedError',
    details: `Signature ${unseen}: no confirmation within 5 s`,
  })
})
