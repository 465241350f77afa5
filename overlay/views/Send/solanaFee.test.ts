import { Connection, Keypair, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SolanaNode } from '../../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../../devnet/solana/devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from '../../../devnet/solana/devTokens.ts'
import type { Namespace } from '../../../src/types.ts'
import { request } from '../../../worker/actions/request.ts'
import { buildSolanaTransfer } from '../../../worker/solana/buildSolanaTransfer.ts'
import type { TestCore } from '../../../worker/testing/harness.ts'
import { SOLANA_DEVNET, startTestSolanaNode } from '../../../worker/testing/solanaHarness.ts'
import { createSolanaTestCore } from '../../../worker/testing/solanaTestKit.ts'
import { estimateSolanaCosts, estimateSolanaFee, SOLANA_SIGNATURE_FEE } from './solanaFee.ts'

// The Send preview's fee reads go through the real core's read-only gate to the LiteSVM node.
let node: SolanaNode
let chain: Connection
let t: TestCore
const [alice, bobby] = getSolanaDevAccounts()
if (!alice || !bobby) throw new Error('dev accounts missing')
const usdc = SOLANA_DEV_TOKENS.find((token) => token.symbol === 'USDC')
if (!usdc) throw new Error('no USDC')
const read = ({ namespace, method, params }: { namespace: Namespace; method: string; params?: unknown }) =>
  request(t.core, { tabId: 'no-tab', namespace, method, params })

beforeAll(async () => {
  node = await startTestSolanaNode()
  chain = new Connection(node.url, 'confirmed')
  t = await createSolanaTestCore(node)
})

afterAll(async () => {
  await node.stop()
})

test("default: the fee is the node's getFeeForMessage, the same as for the transfer the worker builds", async () => {
  const fee = await estimateSolanaFee(read, alice.address)
  expect(fee).toBe(SOLANA_SIGNATURE_FEE)
  for (const mint of [undefined, usdc.mint]) {
    const built = await buildSolanaTransfer(t.core, {
      caipNetworkId: SOLANA_DEVNET,
      from: alice.address,
      to: Keypair.generate().publicKey.toBase58(),
      amount: 1n,
      mint,
      decimals: mint ? usdc.decimals : 9,
    })
    const message = Transaction.from(Buffer.from(built.transaction, 'base64')).compileMessage()
    expect(BigInt((await chain.getFeeForMessage(message)).value ?? -1)).toBe(fee)
  }
})

test('behavior: a receiver without an account for the token costs the sender its rent; one with it, none', async () => {
  const fresh = Keypair.generate().publicKey.toBase58()
  const rent = BigInt(await chain.getMinimumBalanceForRentExemption(165))
  await expect(
    estimateSolanaCosts(read, { from: alice.address, to: fresh, mint: usdc.mint }),
  ).resolves.toEqual({ fee: 5000n, accountRent: rent })
  await expect(
    estimateSolanaCosts(read, { from: alice.address, to: bobby.address, mint: usdc.mint }),
  ).resolves.toEqual({ fee: 5000n, accountRent: 0n })
  await expect(estimateSolanaCosts(read, { from: alice.address, to: fresh })).resolves.toEqual({
    fee: 5000n,
    accountRent: 0n,
  })
})

test('behavior: an unreachable node rejects, so the preview says the fee is unknown', async () => {
  await node.stop()
  try {
    await expect(estimateSolanaFee(read, alice.address)).rejects.toBeTruthy()
  } finally {
    await node.start()
  }
})
