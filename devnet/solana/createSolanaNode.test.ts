import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { getFreePort } from '../ports.ts'
import { SOLANA_DEVNET_GENESIS_HASH } from './cluster.ts'
import { createSolanaNode, type SolanaNode } from './createSolanaNode.ts'
import { getSolanaDevAccounts } from './devKeypairs.ts'
import { SOLANA_DEV_TOKENS } from './devTokens.ts'

// biome-ignore lint/suspicious/noExplicitAny: the tests read into JSON-RPC replies of many shapes.
type Json = any

let node: SolanaNode
let connection: Connection
const [alice, bobby] = getSolanaDevAccounts().map((account) => Keypair.fromSeed(account.seed))
if (!alice || !bobby) throw new Error('dev accounts missing')
const usdc = SOLANA_DEV_TOKENS.find((token) => token.symbol === 'USDC')
if (!usdc) throw new Error('USDC missing')
const usdcMint = new PublicKey(usdc.mint)

beforeAll(async () => {
  // slotMs 0: blocks come only from transactions and advanceSlots, so block heights are predictable.
  node = createSolanaNode({ port: await getFreePort(), wsPort: await getFreePort(), slotMs: 0 })
  await node.start()
  connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
})

afterAll(async () => {
  await node.stop()
})

async function buildTransaction(payer: Keypair, instructions: TransactionInstruction[], signers = [payer]) {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight })
  transaction.add(...instructions).sign(...signers)
  return { transaction, blockhash, lastValidBlockHeight }
}

async function sendAndConfirm(payer: Keypair, instructions: TransactionInstruction[]) {
  const { transaction, blockhash, lastValidBlockHeight } = await buildTransaction(payer, instructions)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  const { value } = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  return { signature, err: value.err }
}

async function rpc(body: unknown, headers: Record<string, string> = {}) {
  const reply = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await reply.text()
  return {
    status: reply.status,
    headers: reply.headers,
    text,
    body: (text ? JSON.parse(text) : undefined) as Json,
  }
}

const call = (method: string, params?: unknown) => rpc({ jsonrpc: '2.0', id: 1, method, params })

function openSocket(): Promise<{
  socket: WebSocket
  next(): Promise<Json>
  request(body: unknown): Promise<Json>
}> {
  const socket = new WebSocket(node.wsUrl)
  const queue: unknown[] = []
  const waiters: ((message: unknown) => void)[] = []
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString())
    const waiter = waiters.shift()
    if (waiter) waiter(message)
    else queue.push(message)
  })
  const next = () =>
    new Promise<Json>((resolve) => {
      if (queue.length) resolve(queue.shift())
      else waiters.push(resolve)
    })
  return new Promise((resolve, reject) => {
    socket.once('error', reject)
    socket.once('open', () =>
      resolve({
        socket,
        next,
        request: (body) => {
          socket.send(typeof body === 'string' ? body : JSON.stringify(body))
          return next()
        },
      }),
    )
  })
}

describe('cluster identity', () => {
  test('default: stands in for Solana Devnet', async () => {
    expect(await connection.getGenesisHash()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const health = await fetch(`${node.url}/health`)
    expect(await health.text()).toBe('ok')
    expect((await call('getHealth')).body).toEqual({ jsonrpc: '2.0', result: 'ok', id: 1 })
  })

  test('behavior: every landed transaction is a new block with a new blockhash', async () => {
    const before = await connection.getLatestBlockhash()
    const slot = await connection.getSlot()
    await sendAndConfirm(alice, [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports: 1 }),
    ])
    expect(await connection.getSlot()).toBe(slot + 1)
    expect(await connection.getBlockHeight()).toBe(slot + 1)
    const after = await connection.getLatestBlockhash()
    expect(after.blockhash).not.toBe(before.blockhash)
    expect(after.lastValidBlockHeight).toBe(before.lastValidBlockHeight + 1)
    expect((await connection.isBlockhashValid(before.blockhash)).value).toBe(true)
  })
})

describe('start state', () => {
  test('default: the dev accounts hold SOL and both SPL tokens', async () => {
    for (const account of getSolanaDevAccounts()) {
      const owner = new PublicKey(account.address)
      expect(await connection.getBalance(owner)).toBeGreaterThanOrEqual(99 * LAMPORTS_PER_SOL)
      const { value } = await connection.getParsedTokenAccountsByOwner(owner, {
        programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
      })
      const holdings = Object.fromEntries(
        value.map(({ account: tokenAccount }) => [
          tokenAccount.data.parsed.info.mint,
          tokenAccount.data.parsed.info.tokenAmount.uiAmountString,
        ]),
      )
      expect(Object.keys(holdings).sort()).toEqual(SOLANA_DEV_TOKENS.map((token) => token.mint).sort())
    }
    const supply = await connection.getTokenSupply(usdcMint)
    expect(supply.value).toMatchObject({ decimals: 6, uiAmountString: '30000' })
  })

  test('default: mints read back through getAccountInfo in jsonParsed', async () => {
    const { value } = await connection.getParsedAccountInfo(usdcMint)
    expect(value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, isInitialized: true, freezeAuthority: null } },
      space: 82,
    })
  })
})

describe('transactions through @solana/web3.js', () => {
  test('default: an airdrop lands and credits the account', async () => {
    const fresh = Keypair.generate()
    const signature = await connection.requestAirdrop(fresh.publicKey, 2 * LAMPORTS_PER_SOL)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(await connection.getBalance(fresh.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
  })

  test('default: a SOL transfer is confirmed through signatureSubscribe and moves the balances', async () => {
    const receiver = Keypair.generate().publicKey
    const senderBefore = await connection.getBalance(alice.publicKey)
    const { transaction, blockhash, lastValidBlockHeight } = await buildTransaction(alice, [
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: receiver,
        lamports: LAMPORTS_PER_SOL / 4,
      }),
    ])
    const fee = await connection.getFeeForMessage(transaction.compileMessage())
    const signature = await connection.sendRawTransaction(transaction.serialize())
    const notified = new Promise((resolve) => connection.onSignature(signature, resolve, 'confirmed'))
    const confirmed = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(confirmed.value.err).toBeNull()
    expect(await notified).toEqual({ err: null })
    expect(fee.value).toBe(5000)
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 4)
    expect(await connection.getBalance(alice.publicKey)).toBe(senderBefore - LAMPORTS_PER_SOL / 4 - 5000)
    const [status] = (await connection.getSignatureStatuses([signature])).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  test('default: an SPL transfer moves tokens to a new associated token account', async () => {
    const receiver = Keypair.generate().publicKey
    const from = getAssociatedTokenAddressSync(usdcMint, alice.publicKey)
    const to = getAssociatedTokenAddressSync(usdcMint, receiver)
    const before = await connection.getTokenAccountBalance(from)
    const { err } = await sendAndConfirm(alice, [
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, to, receiver, usdcMint),
      createTransferCheckedInstruction(from, usdcMint, to, alice.publicKey, 12_500_000n, 6),
    ])
    expect(err).toBeNull()
    expect((await connection.getTokenAccountBalance(to)).value).toEqual({
      amount: '12500000',
      decimals: 6,
      uiAmount: 12.5,
      uiAmountString: '12.5',
    })
    const after = await connection.getTokenAccountBalance(from)
    expect(BigInt(after.value.amount)).toBe(BigInt(before.value.amount) - 12_500_000n)
    const { value } = await connection.getTokenAccountsByOwner(receiver, { mint: usdcMint })
    expect(value.map((entry) => entry.pubkey.toBase58())).toEqual([to.toBase58()])
  })

  test('behavior: getFeeForMessage matches what a priority-fee transaction is charged', async () => {
    const before = await connection.getBalance(alice.publicKey)
    const { transaction, blockhash, lastValidBlockHeight } = await buildTransaction(alice, [
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2_000_000 }),
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports: 10 }),
    ])
    const fee = (await connection.getFeeForMessage(transaction.compileMessage())).value
    const signature = await connection.sendRawTransaction(transaction.serialize())
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(fee).toBe(5000 + 12_000)
    expect(await connection.getBalance(alice.publicKey)).toBe(before - 10 - (fee ?? 0))
  })

  test('behavior: a failing transfer is refused by preflight with the program logs', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL))
    const { transaction } = await buildTransaction(poor, [
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: bobby.publicKey,
        lamports: 5 * LAMPORTS_PER_SOL,
      }),
    ])
    const error = await connection
      .sendRawTransaction(transaction.serialize())
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as Error).message).toContain('Error processing Instruction 0: custom program error: 0x1')
    expect((error as SendTransactionError).transactionError.logs?.join('\n')).toContain(
      'insufficient lamports',
    )
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  test('behavior: with skipPreflight a failing transaction lands, pays its fee and reports its error', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL))
    const { transaction, blockhash, lastValidBlockHeight } = await buildTransaction(poor, [
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: bobby.publicKey,
        lamports: 5 * LAMPORTS_PER_SOL,
      }),
    ])
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const { value } = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL - 5000)
  })

  test('behavior: the same transaction twice is refused as already processed', async () => {
    const { transaction } = await buildTransaction(alice, [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports: 7 }),
    ])
    const signature = await connection.sendRawTransaction(transaction.serialize())
    await connection.confirmTransaction(signature)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      'This transaction has already been processed',
    )
  })

  test('behavior: a blockhash older than 150 blocks is refused', async () => {
    const { transaction, blockhash } = await buildTransaction(alice, [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports: 3 }),
    ])
    node.ledger.advanceSlots(151)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      'Blockhash not found',
    )
    expect((await connection.getFeeForMessage(transaction.compileMessage())).value).toBeNull()
  })

  test('behavior: a transaction signed by the wrong key fails signature verification', async () => {
    const { transaction } = await buildTransaction(alice, [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports: 3 }),
    ])
    const forged = transaction.serialize()
    forged[1] = (forged[1] ?? 0) ^ 0xff
    const { body } = await call('sendTransaction', [
      Buffer.from(forged).toString('base64'),
      { encoding: 'base64' },
    ])
    expect(body.error).toEqual({ code: -32003, message: 'Transaction signature verification failure' })
  })

  test('default: sendTransaction takes base58, its default encoding', async () => {
    const { transaction } = await buildTransaction(alice, [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports: 4 }),
    ])
    const { default: bs58 } = await import('bs58')
    const { body } = await call('sendTransaction', [bs58.encode(transaction.serialize())])
    expect(body.result).toBe(bs58.encode(transaction.signature ?? new Uint8Array()))
    expect((await connection.getSignatureStatus(body.result)).value?.err).toBeNull()
  })

  test('default: simulateTransaction runs an unsigned draft and reports the post-state', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const receiver = Keypair.generate().publicKey
    const draft = new Transaction({ feePayer: alice.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL }),
    )
    const encoded = draft
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64')
    const { body } = await call('simulateTransaction', [
      encoded,
      { encoding: 'base64', accounts: { addresses: [receiver.toBase58()], encoding: 'base64' } },
    ])
    expect(body.result.value).toMatchObject({ err: null, accounts: [{ lamports: LAMPORTS_PER_SOL }] })
    expect(body.result.value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(await connection.getBalance(receiver)).toBe(0)
    const verified = await call('simulateTransaction', [encoded, { encoding: 'base64', sigVerify: true }])
    expect(verified.body.error.code).toBe(-32003)
  })
})

describe('bad requests', () => {
  test('behavior: malformed bodies and unknown methods get JSON-RPC errors', async () => {
    expect((await rpc('{not json')).body).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    })
    expect((await rpc({ id: 1, method: 'getSlot' })).body.error.code).toBe(-32600)
    expect((await rpc([])).body.error.code).toBe(-32600)
    expect((await call('getBlock', [1])).body.error).toEqual({ code: -32601, message: 'Method not found' })
    expect((await call('__proto__')).body.error.code).toBe(-32601)
  })

  test('behavior: invalid params name the problem', async () => {
    expect((await call('getBalance', ['abc'])).body.error).toEqual({
      code: -32602,
      message: 'Invalid param: WrongSize',
    })
    expect((await call('getBalance', ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'])).body.error.message).toBe(
      'Invalid param: Invalid',
    )
    expect((await call('getBalance', [])).body.error.code).toBe(-32602)
    expect((await call('requestAirdrop', [alice.publicKey.toBase58(), -5])).body.error.code).toBe(-32602)
    expect((await call('getSignatureStatuses', [['x']])).body.error.code).toBe(-32602)
    expect((await call('sendTransaction', ['%%%', { encoding: 'base64' }])).body.error.message).toMatch(
      /^invalid base64 encoding/,
    )
    expect((await call('sendTransaction', ['AQID', { encoding: 'base64' }])).body.error.message).toMatch(
      /^invalid transaction: /,
    )
    expect((await call('getTokenAccountBalance', [alice.publicKey.toBase58()])).body.error.message).toBe(
      'Invalid param: not a Token account',
    )
    expect((await call('getSlot', [{ minContextSlot: 10 ** 9 }])).body.error.code).toBe(-32016)
  })

  test('behavior: batches answer each request; notifications get no reply', async () => {
    const { body } = await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'getGenesisHash' },
      { jsonrpc: '2.0', method: 'getSlot' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ])
    expect(body).toEqual([
      { jsonrpc: '2.0', result: SOLANA_DEVNET_GENESIS_HASH, id: 'a' },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 'b' },
    ])
    expect((await rpc({ jsonrpc: '2.0', method: 'getSlot' })).text).toBe('')
  })

  test('behavior: oversized bodies and other HTTP methods are refused', async () => {
    expect((await rpc('x'.repeat(300 * 1024))).status).toBe(413)
    expect((await fetch(node.url)).status).toBe(405)
  })

  test('behavior: CORS answers only the demo origins', async () => {
    const allowed = await call('getSlot')
    expect(allowed.headers.get('access-control-allow-origin')).toBeNull()
    const demo = await rpc({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, { origin: 'http://127.0.0.1:5173' })
    expect(demo.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const preflight = await fetch(node.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
    const other = await rpc({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, { origin: 'http://evil.example' })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('default: u64 fields are exact integers on the wire', async () => {
    const { text } = await call('getAccountInfo', [alice.publicKey.toBase58(), { encoding: 'base64' }])
    expect(text).toContain('"rentEpoch":18446744073709551615')
  })
})

describe('PubSub WebSocket', () => {
  test('default: signatureSubscribe notifies once and ends the subscription', async () => {
    const client = await openSocket()
    const { transaction } = await buildTransaction(alice, [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports: 11 }),
    ])
    const signature = transaction.signature
      ? (await import('bs58')).default.encode(transaction.signature)
      : ''
    const subscribed = await client.request({
      jsonrpc: '2.0',
      id: 7,
      method: 'signatureSubscribe',
      params: [signature, { commitment: 'confirmed', enableReceivedNotification: true }],
    })
    expect(subscribed).toMatchObject({ jsonrpc: '2.0', id: 7, result: expect.any(Number) })
    await connection.sendRawTransaction(transaction.serialize())
    expect((await client.next()).params).toMatchObject({
      subscription: subscribed.result,
      result: { value: 'receivedSignature' },
    })
    const landed = await client.next()
    expect(landed).toMatchObject({
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: {
        subscription: subscribed.result,
        result: { context: { slot: expect.any(Number) }, value: { err: null } },
      },
    })
    const unsubscribed = await client.request({
      jsonrpc: '2.0',
      id: 8,
      method: 'signatureUnsubscribe',
      params: [subscribed.result],
    })
    expect(unsubscribed.error).toEqual({ code: -32602, message: 'Invalid subscription id.' })
    client.socket.close()
  })

  test('behavior: a signature that already landed is notified right after subscribing', async () => {
    const { signature } = await sendAndConfirm(alice, [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bobby.publicKey, lamports: 13 }),
    ])
    const client = await openSocket()
    const subscribed = await client.request({
      jsonrpc: '2.0',
      id: 1,
      method: 'signatureSubscribe',
      params: [signature],
    })
    expect((await client.next()).params).toEqual({
      subscription: subscribed.result,
      result: { context: { slot: expect.any(Number) }, value: { err: null } },
    })
    client.socket.close()
  })

  test('behavior: bad messages get errors and the socket stays usable', async () => {
    const client = await openSocket()
    expect((await client.request('nope')).error.code).toBe(-32700)
    expect((await client.request({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' })).error.code).toBe(-32601)
    expect(
      (await client.request({ jsonrpc: '2.0', id: 2, method: 'signatureSubscribe', params: ['short'] }))
        .error,
    ).toEqual({ code: -32602, message: 'Invalid param: WrongSize' })
    const subscribed = await client.request({
      jsonrpc: '2.0',
      id: 3,
      method: 'signatureSubscribe',
      params: ['1'.repeat(64)],
    })
    expect(
      await client.request({
        jsonrpc: '2.0',
        id: 4,
        method: 'signatureUnsubscribe',
        params: [subscribed.result],
      }),
    ).toEqual({ jsonrpc: '2.0', result: true, id: 4 })
    client.socket.close()
  })
})

describe('as a controlled service', () => {
  test('behavior: stop takes the RPC offline and start brings it back with the same ledger', async () => {
    const balance = await connection.getBalance(bobby.publicKey)
    await node.stop()
    expect(node.running).toBe(false)
    await expect(fetch(node.url, { method: 'POST', body: '{}' })).rejects.toThrow()
    await node.start()
    expect(node.running).toBe(true)
    expect(await connection.getBalance(bobby.publicKey)).toBe(balance)
  })
})
