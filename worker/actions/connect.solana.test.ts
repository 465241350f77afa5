import { ed25519 } from '@noble/curves/ed25519'
import { createApproveCheckedInstruction } from '@solana/spl-token'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SolanaNode } from '../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../devnet/solana/devKeypairs.ts'
import { activeNamespaceRecord, connectionStatusRecord, connectorIdsRecord } from '../../src/records.ts'
import {
  createTestCore,
  createTestWallet,
  eventually,
  openTab,
  readRecord,
  settle,
  startTestChains,
  type TestChains,
} from '../testing/harness.ts'
import {
  createTestSolanaWallet,
  SOLANA_DEVNET,
  solanaTestConfig,
  startTestSolanaNode,
} from '../testing/solanaHarness.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { request } from './request.ts'
import { SYNC_TIMEOUT_MS } from './syncConnection.ts'

let chains: TestChains
let node: SolanaNode
const [alice, bobby] = getSolanaDevAccounts()
if (!alice || !bobby) throw new Error('dev accounts missing')
const SOLANA_CONNECTOR = 'wallet-standard:Devnet Solana Wallet'

beforeAll(async () => {
  ;[chains, node] = await Promise.all([startTestChains(), startTestSolanaNode()])
})

afterAll(async () => {
  await Promise.all([chains.stop(), node.stop()])
})

// Read straight from the node, to compare with what the core reports.
async function lamportsOnNode(address: string): Promise<number> {
  const reply = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return ((await reply.json()) as { result: { value: number } }).result.value
}

const setup = () => createTestCore({ chains, config: solanaTestConfig(node, chains) })

describe('connectors', () => {
  test('default: a Wallet Standard wallet is listed as a solana connector next to the EVM wallet', async () => {
    const t = await setup()
    await openTab(t, [createTestWallet({ chains })], { solana: [createTestSolanaWallet({ node })] })
    const connectors = t.core.store.getState().connectors
    expect(connectors.filter((c) => c.type === 'ANNOUNCED').map((c) => [c.id, c.chain])).toEqual([
      ['io.walletdock.devnet', 'eip155'],
      [SOLANA_CONNECTOR, 'solana'],
    ])
  })

  test('behavior: a host that asks for no Solana network is offered no Solana wallet', async () => {
    const t = await createTestCore({ chains })
    await openTab(t, [], { solana: [createTestSolanaWallet({ node })] })
    expect(t.core.store.getState().connectors.map((c) => c.chain)).not.toContain('solana')
  })
})

describe('connect', () => {
  test('default: connects the Solana wallet on Solana Devnet, makes solana active and stores the session', async () => {
    const t = await setup()
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(t, [], { solana: [wallet] })

    await connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })

    const s = t.core.store.getState()
    expect(s.connections.solana).toEqual({
      status: 'connected',
      connectorId: SOLANA_CONNECTOR,
      address: alice.address,
      caipNetworkId: SOLANA_DEVNET,
    })
    expect([s.activeNamespace, s.activeCaipNetworkId]).toEqual(['solana', SOLANA_DEVNET])
    expect(s.balance).toMatchObject({
      caipAddress: `${SOLANA_DEVNET}:${alice.address}`,
      raw: String(await lamportsOnNode(alice.address)),
      decimals: 9,
      symbol: 'SOL',
      status: 'ready',
    })
    expect(wallet.prompts.map((p) => p.method)).toEqual(['standard:connect'])
    expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ solana: 'connected' })
    expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ solana: SOLANA_CONNECTOR })
    expect(await readRecord(t.storage, activeNamespaceRecord)).toBe('solana')
  })

  test('behavior: rejecting in the wallet gives 4001 and leaves the EVM session active and stored', async () => {
    const t = await setup()
    const evm = createTestWallet({ chains })
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(t, [evm], { solana: [wallet] })
    await connect(t.core, { tabId: tab.info.tabId, connectorId: 'io.walletdock.devnet' })
    wallet.answer.approve = false

    await expect(
      connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    const s = t.core.store.getState()
    expect(s.connections.solana).toEqual({ status: 'disconnected' })
    expect([s.activeNamespace, s.connections.eip155?.status]).toEqual(['eip155', 'connected'])
    expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'io.walletdock.devnet' })
  })

  test('bad input wallet-replies: a wallet answering a malformed account is refused with a clear error and nothing is stored', async () => {
    const t = await setup()
    const tab = await openTab(t, [], { solana: [createTestSolanaWallet({ node, mode: 'garbage' })] })

    await expect(
      connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletReplyError',
      details: 'solana_requestAccounts: 0.pubkey: not a Solana address',
    })
    expect(t.core.store.getState().connections.solana).toEqual({ status: 'disconnected' })
    expect(await readRecord(t.storage, connectorIdsRecord)).toBeUndefined()
  })
})

describe('restore, events and disconnect', () => {
  test('default: a new core restores EVM and Solana without a prompt and keeps the namespace used last in front', async () => {
    const first = await setup()
    const evm = createTestWallet({ chains })
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(first, [evm], { solana: [wallet] })
    await connect(first.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })
    await connect(first.core, { tabId: tab.info.tabId, connectorId: 'io.walletdock.devnet' })
    tab.close()

    const again = await createTestCore({
      chains,
      storage: first.storage,
      config: solanaTestConfig(node, chains),
    })
    const another = wallet.inAnotherTab()
    await openTab(again, [evm.inAnotherTab()], { solana: [another] })
    await eventually(() => {
      const s = again.core.store.getState()
      expect(s.connections.solana).toMatchObject({ status: 'connected', address: alice.address })
      expect(s.connections.eip155).toMatchObject({ status: 'connected', address: evm.address })
      expect(s.activeNamespace).toBe('eip155')
    })
    expect(another.prompts).toEqual([])
  })

  test('behavior: a stored Solana session the wallet no longer allows becomes disconnected', async () => {
    const first = await setup()
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(first, [], { solana: [wallet] })
    await connect(first.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })
    tab.close()
    wallet.demo.disconnect()

    const again = await createTestCore({
      chains,
      storage: first.storage,
      config: solanaTestConfig(node, chains),
    })
    await openTab(again, [], { solana: [wallet.inAnotherTab()] })
    again.clock.advance(SYNC_TIMEOUT_MS)
    await eventually(() =>
      expect(again.core.store.getState().connections.solana?.status).toBe('disconnected'),
    )
    expect(await readRecord(again.storage, connectorIdsRecord)).toEqual({})
  })

  test('behavior: picking another account in the wallet moves the session to it', async () => {
    const t = await setup()
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(t, [], { solana: [wallet] })
    await connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })

    wallet.demo.selectAccount(1)
    await tab.idle()
    expect(t.core.store.getState().connections.solana).toMatchObject({ address: bobby.address })
  })

  test('default: disconnecting solana makes the wallet forget the site and keeps the EVM session', async () => {
    const t = await setup()
    const evm = createTestWallet({ chains })
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(t, [evm], { solana: [wallet] })
    await connect(t.core, { tabId: tab.info.tabId, connectorId: 'io.walletdock.devnet' })
    await connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })

    await disconnect(t.core, { namespace: 'solana' })
    await eventually(() => expect(wallet.demo.getState().authorized).toBe(false))
    expect(t.core.store.getState().connections.eip155?.status).toBe('connected')
    expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'io.walletdock.devnet' })
  })
})

describe('the gate on solana', () => {
  test('default: solana_signMessage goes straight to the wallet, whose prompt confirms it; the signature verifies', async () => {
    const t = await setup()
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(t, [], { solana: [wallet] })
    await connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })
    const prompts = wallet.prompts.length
    const message = new TextEncoder().encode('Hello from the host')
    const statuses = new Set<string>()
    const stop = t.core.store.subscribe((state) => {
      for (const r of state.pendingRequests ?? []) statuses.add(r.status)
    })

    const { signature } = (await request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'solana',
      method: 'solana_signMessage',
      params: { message: bs58.encode(message), pubkey: alice.address },
    })) as { signature: string }
    stop()

    // One confirmation: the wallet's prompt; the request never waited on ApproveTransaction.
    expect(wallet.prompts).toHaveLength(prompts + 1)
    expect([...statuses]).toEqual(['sending'])
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(alice.address))).toBe(true)
  })

  test("default: with confirmRequests 'all' a host transfer shows as a SOL send, lands after approval and answers its signature", async () => {
    const t = await createTestCore({
      chains,
      config: solanaTestConfig(node, chains, { confirmRequests: 'all' }),
    })
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(t, [], { solana: [wallet] })
    await connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })
    const receiver = Keypair.generate().publicKey
    const transaction = new Transaction({
      feePayer: new PublicKey(alice.address),
      recentBlockhash: node.ledger.latestBlockhash().blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(alice.address),
        toPubkey: receiver,
        lamports: 1_000_000,
      }),
    )
    const base64 = Buffer.from(transaction.serialize({ requireAllSignatures: false })).toString('base64')

    const reply = request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'solana',
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64, sendOptions: { preflightCommitment: 'confirmed' } },
    })
    await eventually(() => expect(t.core.store.getState().pendingRequests).toHaveLength(1))
    const pending = t.core.store.getState().pendingRequests?.[0]
    expect(pending?.summary.actions).toEqual([
      { kind: 'nativeTransfer', to: receiver.toBase58(), value: '1000000' },
    ])
    const { decideRequest } = await import('./decideRequest.ts')
    await decideRequest(t.core, { tabId: tab.info.tabId, id: pending?.id ?? '', approve: true })

    const { signature } = (await reply) as { signature: string }
    expect(bs58.decode(signature)).toHaveLength(64)
    await eventually(async () => expect(await lamportsOnNode(receiver.toBase58())).toBe(1_000_000))
  })

  test('behavior: an unlimited SPL approval waits on the warning view first; the wallet is asked only after it', async () => {
    const t = await setup()
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(t, [], { solana: [wallet] })
    await connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })
    const prompts = wallet.prompts.length
    const owner = new PublicKey(alice.address)
    const [source, mint, spender] = [Keypair.generate(), Keypair.generate(), Keypair.generate()].map(
      (k) => k.publicKey,
    ) as [PublicKey, PublicKey, PublicKey]
    const transaction = new Transaction({
      feePayer: owner,
      recentBlockhash: node.ledger.latestBlockhash().blockhash,
    }).add(createApproveCheckedInstruction(source, mint, spender, owner, 2n ** 64n - 1n, 6))
    const base64 = Buffer.from(transaction.serialize({ requireAllSignatures: false })).toString('base64')

    const reply = request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'solana',
      method: 'solana_signTransaction',
      params: { transaction: base64 },
    })
    await eventually(() => expect(t.core.store.getState().pendingRequests?.[0]?.status).toBe('awaiting'))
    const pending = t.core.store.getState().pendingRequests?.[0]
    expect(pending?.summary.warnings).toMatchObject([{ reason: 'unlimited', spender: spender.toBase58() }])
    expect(wallet.prompts).toHaveLength(prompts)
    const { decideRequest } = await import('./decideRequest.ts')
    await decideRequest(t.core, {
      tabId: tab.info.tabId,
      id: pending?.id ?? '',
      approve: true,
      acknowledgeWarning: true,
    })

    expect(await reply).toMatchObject({ signature: expect.any(String) })
    expect(wallet.prompts).toHaveLength(prompts + 1)
  })

  test('bad input host-requests: a bad preflight commitment is refused before anyone is asked', async () => {
    const t = await setup()
    const wallet = createTestSolanaWallet({ node })
    const tab = await openTab(t, [], { solana: [wallet] })
    await connect(t.core, { tabId: tab.info.tabId, connectorId: SOLANA_CONNECTOR })
    const prompts = wallet.prompts.length

    await expect(
      request(t.core, {
        tabId: tab.info.tabId,
        namespace: 'solana',
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQID', sendOptions: { preflightCommitment: 'soon' } },
      }),
    ).rejects.toMatchObject({ name: 'InvalidRequestParamsError' })
    await settle()
    expect(t.core.store.getState().pendingRequests ?? []).toEqual([])
    expect(wallet.prompts).toHaveLength(prompts)
  })

  test('default: read-only Solana calls go to the configured RPC; others are not allowed', async () => {
    const t = await setup()
    const tab = await openTab(t, [], {})
    const balance = (await request(t.core, {
      tabId: tab.info.tabId,
      namespace: 'solana',
      method: 'getBalance',
      params: [alice.address],
    })) as { value: number }
    expect(balance.value).toBe(await lamportsOnNode(alice.address))
    await expect(
      request(t.core, { tabId: tab.info.tabId, namespace: 'solana', method: 'requestAirdrop', params: [] }),
    ).rejects.toMatchObject({ name: 'RpcNotAllowedError' })
  })
})
