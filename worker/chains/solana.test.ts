import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getFreePort } from '../../devnet/ports.ts'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../devnet/solana/devKeypairs.ts'
import { SOLANA_DEVNET, solanaTestConfig, startTestSolanaNode } from '../testing/solanaHarness.ts'
import { createSolanaTestCore } from '../testing/solanaTestKit.ts'
import { adapterFor } from './adapterFor.ts'

let node: SolanaNode
let chain: Connection
const [alice, bobby] = getSolanaDevAccounts()
if (!alice || !bobby) throw new Error('dev accounts missing')

beforeAll(async () => {
  node = await startTestSolanaNode()
  chain = new Connection(node.url, { commitment: 'confirmed' })
})

afterAll(async () => {
  await node.stop()
})

describe('solana adapter', () => {
  test('default: reads lamports and forwards read-only RPC to the cluster of the account', async () => {
    const { core } = await createSolanaTestCore(node)
    const solana = await adapterFor('solana')
    const lamports = await chain.getBalance(new PublicKey(alice.address))
    expect(lamports).toBeGreaterThan(LAMPORTS_PER_SOL)
    expect(
      await solana.readNativeBalance(core, { address: alice.address, caipNetworkId: SOLANA_DEVNET }),
    ).toBe(BigInt(lamports))
    expect(await solana.readRpc(core, SOLANA_DEVNET, 'getBalance', [alice.address])).toMatchObject({
      value: lamports,
    })
  })

  test('behavior: a dead first RPC URL gives way to the next, in order: balances and forwarded reads still answer', async () => {
    // Nothing listens on this port: every request to it is refused at once.
    const dead = `http://127.0.0.1:${await getFreePort()}`
    const { core, rpc } = await createSolanaTestCore(
      node,
      solanaTestConfig(node, undefined, { customRpcUrls: { [SOLANA_DEVNET]: [dead, node.url] } }),
    )
    const solana = await adapterFor('solana')
    const lamports = await chain.getBalance(new PublicKey(alice.address))
    expect(
      await solana.readNativeBalance(core, { address: alice.address, caipNetworkId: SOLANA_DEVNET }),
    ).toBe(BigInt(lamports))
    expect(await solana.readRpc(core, SOLANA_DEVNET, 'getBalance', [alice.address])).toMatchObject({
      value: lamports,
    })
    // Both reads asked the dead URL first, then the node.
    expect(rpc.count('getBalance', dead)).toBe(2)
    expect(rpc.count('getBalance', node.url)).toBe(2)
  })

  test('behavior: wallet replies and events: accounts, cluster references, address rules', async () => {
    const solana = await adapterFor('solana')
    expect(solana.transferMethod).toBe('solana_signAndSendTransaction')
    expect(solana.accountsReply(alice.address)).toEqual([{ pubkey: alice.address }])
    expect(solana.parseAccountsEvent([alice.address])).toBe(alice.address)
    expect(() => solana.parseAccountsEvent(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])).toThrow()
    const reference = SOLANA_DEVNET.split(':')[1]
    expect(solana.parseChainReference(SOLANA_DEVNET)).toBe(reference)
    expect(solana.parseChainReference(reference)).toBe(reference)
    expect(() => solana.parseChainReference('eip155:1 ')).toThrow(/not a Solana cluster/)
    // base58 is case-sensitive.
    expect(solana.sameAddress(alice.address, alice.address.toLowerCase())).toBe(false)
    expect(solana.isReceiver(bobby.address)).toBe(true)
    expect(solana.isReceiver('z'.repeat(44))).toBe(false)
  })

  test('behavior: a signing reply reaches the host only in the shape its method promises; sends are named', async () => {
    const solana = await adapterFor('solana')
    const signature = bs58.encode(new Uint8Array(64).fill(7))
    expect(solana.checkWalletReply?.('solana_signMessage', { signature, extra: 1 })).toEqual({ signature })
    expect(solana.checkWalletReply?.('solana_signAndSendTransaction', { signature })).toEqual({ signature })
    expect(solana.checkWalletReply?.('solana_signTransaction', { signature, transaction: 'AQ==' })).toEqual({
      signature,
      transaction: 'AQ==',
    })
    expect(() => solana.checkWalletReply?.('solana_signMessage', { signature: 'not base58!' })).toThrow(
      expect.objectContaining({ name: 'InvalidWalletReplyError' }),
    )
    expect(solana.checkWalletReply?.('solana_signAllTransactions', ['as given'])).toEqual(['as given'])
    expect(solana.sendMethods).toEqual(['solana_signAndSendTransaction'])
  })

  test('behavior: a transfer the wallet is asked to sign is decoded for the approval view', async () => {
    const { core } = await createSolanaTestCore(node)
    const solana = await adapterFor('solana')
    const from = Keypair.generate().publicKey
    const { blockhash } = await chain.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight: 1 }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(bobby.address), lamports: 42 }),
    )
    const base64 = transaction.serialize({ requireAllSignatures: false }).toString('base64')
    const summary = await solana.describeRequest(core, {
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64 },
      caipNetworkId: SOLANA_DEVNET,
    })
    expect(summary.actions).toEqual([{ kind: 'nativeTransfer', to: bobby.address, value: '42' }])
  })

  test('behavior: a transaction that lands is seen; one that never was is not, within the limit', async () => {
    const { core, clock } = await createSolanaTestCore(node)
    const solana = await adapterFor('solana')
    const keypair = Keypair.fromSeed(alice.seed)
    const { blockhash, lastValidBlockHeight } = await chain.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: keypair.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: keypair.publicKey,
        toPubkey: new PublicKey(bobby.address),
        lamports: 7,
      }),
    )
    transaction.sign(keypair)
    const signature = await chain.sendRawTransaction(transaction.serialize())
    expect(await solana.waitForTransaction(core, SOLANA_DEVNET, signature)).toBe(true)
    const never = solana.waitForTransaction(core, SOLANA_DEVNET, '1'.repeat(88))
    await new Promise((resolve) => setTimeout(resolve, 50))
    clock.advance(180_000)
    expect(await never).toBe(false)
  })
})
