import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { PREFLIGHT_COMMITMENTS } from '../../src/solana.ts'
import { openTab } from '../testing/harness.ts'
import { createTestSolanaWallet, solanaTestConfig, startTestSolanaNode } from '../testing/solanaHarness.ts'
import { createSolanaTestCore, interceptWallet } from '../testing/solanaTestKit.ts'
import { connect } from './connect.ts'
import { request } from './request.ts'

let node: SolanaNode
let chain: Connection

beforeAll(async () => {
  node = await startTestSolanaNode()
  chain = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
})

afterAll(async () => {
  await node.stop()
})

async function connected() {
  const t = await createSolanaTestCore(node, solanaTestConfig(node))
  const wallet = interceptWallet(createTestSolanaWallet({ node, mode: 'approve' }))
  const tab = await openTab(t, [], { solana: [wallet] })
  await connect(t.core, { tabId: tab.info.tabId, connectorId: wallet.info.connectorId })
  const sends = () => wallet.jobs.filter((job) => job.method === 'solana_signAndSendTransaction')
  return { t, tab, sends, from: new PublicKey(wallet.demo.getState().accounts[0] ?? '') }
}

/** An unsigned transfer of `lamports` from `from`, as a host would hand it to the provider (base64). */
async function transfer(from: PublicKey, to: PublicKey, lamports: number): Promise<string> {
  const { blockhash, lastValidBlockHeight } = await chain.getLatestBlockhash()
  return new Transaction({ feePayer: from, blockhash, lastValidBlockHeight })
    .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
    .toString('base64')
}

test('default: a host sign-and-send passes the gate with every preflight commitment the spec lists', async () => {
  const { t, tab, sends, from } = await connected()
  const receiver = Keypair.generate().publicKey
  let expected = 0
  for (const [index, preflightCommitment] of PREFLIGHT_COMMITMENTS.entries()) {
    const lamports = 1_000_000 + index
    const params = {
      transaction: await transfer(from, receiver, lamports),
      sendOptions: { preflightCommitment },
    }
    const reply = request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'solana',
      method: 'solana_signAndSendTransaction',
      params,
    })
    // An ordinary transfer: the wallet's own prompt is its one confirmation, no ApproveTransaction first.
    const { signature } = (await reply) as { signature: string }
    expect(sends()).toHaveLength(index + 1)
    expected += lamports
    expect((await chain.getSignatureStatus(signature)).value?.err).toBeNull()
  }
  expect(await chain.getBalance(receiver)).toBe(expected)
})

test("behavior: preflight commitment 'bogus' is refused before the approval and the wallet", async () => {
  const { t, tab, sends, from } = await connected()
  const receiver = Keypair.generate().publicKey
  const transaction = await transfer(from, receiver, 1_000_000)
  await expect(
    request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'solana',
      method: 'solana_signAndSendTransaction',
      params: { transaction, sendOptions: { preflightCommitment: 'bogus' } },
    }),
  ).rejects.toMatchObject({
    name: 'InvalidRequestParamsError',
    shortMessage: 'Invalid request parameters',
    details:
      'solana_signAndSendTransaction: The preflight commitment must be one of processed, confirmed, finalized, ' +
      'recent, single, singleGossip, root, max',
  })
  expect(t.core.store.getState().pendingRequests ?? []).toEqual([])
  expect(sends()).toEqual([])
  expect(await chain.getBalance(receiver)).toBe(0)
})
