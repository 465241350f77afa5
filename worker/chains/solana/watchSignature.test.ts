import { Connection, Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, expect, test } from 'vitest'
import WebSocket from 'ws'
import type { SolanaNode } from '../../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../../devnet/solana/devKeypairs.ts'
import { startTestSolanaNode } from '../../testing/solanaHarness.ts'
import { pubsubUrlOf, type WebSocketClass, watchSignature } from './watchSignature.ts'

// Node 20 has no WebSocket of its own; `ws` stands in for the worker's.
const Socket = WebSocket as unknown as WebSocketClass
let node: SolanaNode
let chain: Connection
const alice = Keypair.fromSeed(getSolanaDevAccounts()[0]?.seed ?? new Uint8Array(32))
const bobby = Keypair.generate().publicKey

beforeAll(async () => {
  node = await startTestSolanaNode()
  chain = new Connection(node.url, 'confirmed')
})

afterAll(async () => {
  await node.stop()
})

/** A signed transfer from alice and its signature, not sent yet. */
async function signedTransfer(lamports: number) {
  const { blockhash } = await chain.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: alice.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby, lamports }),
  )
  transaction.sign(alice)
  return { wire: transaction.serialize(), signature: bs58.encode(transaction.signature ?? new Uint8Array()) }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('default: the subscription is notified when the transaction lands, with no error', async () => {
  const { wire, signature } = await signedTransfer(1_000_000)
  const watch = watchSignature(node.url, signature, Socket)
  // Subscribed first, landed after: only the notification can tell.
  await sleep(100)
  await chain.sendRawTransaction(wire)
  await expect(watch.landed).resolves.toBeNull()
  watch.close()
})

test('behavior: a transaction that failed on chain is notified with its error', async () => {
  const { wire, signature } = await signedTransfer(10_000_000_000_000)
  const watch = watchSignature(node.url, signature, Socket)
  await sleep(100)
  await chain.sendRawTransaction(wire, { skipPreflight: true })
  await expect(watch.landed).resolves.toMatchObject({ InstructionError: [0, expect.anything()] })
  watch.close()
})

test('behavior: no socket (or one that cannot open) never answers, so polling decides', async () => {
  const none = watchSignature(node.url, 'x', undefined)
  const refused = watchSignature('http://127.0.0.1:9', 'x', Socket)
  const outcome = await Promise.race([none.landed, refused.landed, sleep(300).then(() => 'waiting')])
  expect(outcome).toBe('waiting')
  refused.close()
})

test('behavior: the PubSub address is the RPC port + 1 when the URL names one, else the same host', () => {
  expect(pubsubUrlOf('http://127.0.0.1:8899')).toBe('ws://127.0.0.1:8900/')
  expect(pubsubUrlOf('https://api.devnet.solana.com')).toBe('wss://api.devnet.solana.com/')
  expect(pubsubUrlOf('https://rpc.example/v1/?key=1')).toBe('wss://rpc.example/v1/?key=1')
})
