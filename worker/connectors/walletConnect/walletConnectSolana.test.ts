import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RelayServer } from '../../../devnet/relay/startRelay.ts'
import type { SolanaNode } from '../../../devnet/solana/createSolanaNode.ts'
import { getSolanaDevAccounts } from '../../../devnet/solana/devKeypairs.ts'
import { connectionStatusRecord, connectorIdsRecord } from '../../../src/records.ts'
import { refreshConnectors } from '../../actions/announceProviders.ts'
import { decideRequest } from '../../actions/decideRequest.ts'
import { disconnect } from '../../actions/disconnect.ts'
import { pairWalletConnect } from '../../actions/pairWalletConnect.ts'
import { request } from '../../actions/request.ts'
import { runPageJob } from '../../actions/runPageJob.ts'
import { switchNetwork } from '../../actions/switchNetwork.ts'
import { loadSolana } from '../../chains/solana/loadSolana.ts'
import {
  eventually,
  evmConnection,
  readRecord,
  startTestChains,
  type TestChains,
  type TestCore,
} from '../../testing/harness.ts'
import { SOLANA_DEVNET, startTestSolanaNode } from '../../testing/solanaHarness.ts'
import {
  closeWalletConnect,
  createTestPhoneWallet,
  createWalletConnectCore,
  startTestRelay,
  type WalletConnectStores,
} from './walletConnectTesting.ts'

// The phone wallet signs with Solana dev account 1 (the same index as its EVM account).
const PHONE_SOLANA = getSolanaDevAccounts()[1]?.address as string
const RECEIVER = getSolanaDevAccounts()[2]?.address as string

let chains: TestChains
let relay: RelayServer
let node: SolanaNode
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  chains = await startTestChains()
  relay = await startTestRelay()
  node = await startTestSolanaNode()
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

afterAll(async () => {
  await node?.stop()
  await relay?.close()
  await chains?.stop()
})

/** A core whose host asks for both EVM chains and Solana Devnet (on the test node). */
async function core(config: Record<string, unknown> = {}, stores?: WalletConnectStores) {
  const t = await createWalletConnectCore({
    chains,
    relay,
    stores,
    config: {
      networks: ['eip155:31337', 'eip155:31338', SOLANA_DEVNET],
      customRpcUrls: {
        'eip155:31337': [chains.a.rpcUrl],
        'eip155:31338': [chains.b.rpcUrl],
        [SOLANA_DEVNET]: [node.url],
      },
      ...config,
    },
  })
  cleanups.push(() => closeWalletConnect(t.core))
  return t
}

async function phone(options: Omit<Parameters<typeof createTestPhoneWallet>[0], 'chains' | 'relay'> = {}) {
  const wallet = await createTestPhoneWallet({ chains, relay, solana: { rpcUrl: node.url }, ...options })
  cleanups.push(() => wallet.close())
  return wallet
}

async function pair(t: TestCore, wallet: Awaited<ReturnType<typeof phone>>) {
  const { uri } = await pairWalletConnect(t.core, { tabId: 't' })
  await wallet.pair(uri)
  await eventually(() => expect(t.core.wallet.events.map((e) => e.event)).toContain('CONNECT_SUCCESS'))
}

const solanaConnection = (t: TestCore) => t.core.store.getState().connections.solana
const job = (method: string, params?: unknown) => ({ connectorId: 'walletConnect', method, params })

/** A 0.01 SOL transfer from the phone's account, as a host builds it: unsigned, base64 wire bytes. */
async function transferTransaction(lamports = 10_000_000) {
  const { web3 } = await loadSolana()
  const connection = new web3.Connection(node.url, 'confirmed')
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const from = new web3.PublicKey(PHONE_SOLANA)
  const transaction = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: new web3.PublicKey(RECEIVER), lamports }),
  )
  const wire = transaction.serialize({ requireAllSignatures: false }).toString('base64')
  return { wire, connection, web3 }
}

test('default: a session with eip155 and solana connects both, EVM stays active, both are stored', async () => {
  const t = await core()
  const wallet = await phone()
  expect(wallet.solanaAddress).toBe(PHONE_SOLANA)
  await pair(t, wallet)

  const state = t.core.store.getState()
  expect(state.activeNamespace).toBe('eip155')
  expect(evmConnection(t.core)).toEqual({
    status: 'connected',
    connectorId: 'walletConnect',
    address: wallet.address,
    caipNetworkId: 'eip155:31337',
  })
  expect(solanaConnection(t)).toEqual({
    status: 'connected',
    connectorId: 'walletConnect',
    address: PHONE_SOLANA,
    caipNetworkId: SOLANA_DEVNET,
  })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({
    eip155: 'connected',
    solana: 'connected',
  })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({
    eip155: 'walletConnect',
    solana: 'walletConnect',
  })
  // The wallet saw the Solana cluster in the proposal and approved it with one account.
  const [session] = Object.values(wallet.walletKit.getActiveSessions())
  expect(session?.namespaces.solana?.accounts).toEqual([`${SOLANA_DEVNET}:${PHONE_SOLANA}`])
  expect(session?.namespaces.solana?.methods).toEqual([
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
  ])
  expect(await runPageJob(t.core, job('solana_getAccounts'))).toEqual([{ pubkey: PHONE_SOLANA }])
})

test('default: WalletConnect is listed for each namespace the host asked for', async () => {
  const t = await core()
  refreshConnectors(t.core)
  const listed = (c: TestCore) =>
    c.core.store
      .getState()
      .connectors.filter((x) => x.id === 'walletConnect')
      .map((x) => [x.chain, x.type])
  expect(listed(t)).toEqual([
    ['eip155', 'WALLET_CONNECT'],
    ['solana', 'WALLET_CONNECT'],
  ])
  const solanaOnly = await core({ networks: [SOLANA_DEVNET] })
  refreshConnectors(solanaOnly.core)
  expect(listed(solanaOnly)).toEqual([['solana', 'WALLET_CONNECT']])
})

test('behavior: a Solana-only host proposes and connects Solana alone', async () => {
  const t = await core({ networks: [SOLANA_DEVNET] })
  let proposed: string[] = []
  const wallet = await phone({
    proposal: (view) => {
      proposed = view.chains
      return true
    },
  })
  await pair(t, wallet)
  expect(proposed).toEqual([SOLANA_DEVNET])
  const state = t.core.store.getState()
  expect(state.activeNamespace).toBe('solana')
  expect(state.connections.eip155).toBeUndefined()
  expect(solanaConnection(t)).toMatchObject({ connectorId: 'walletConnect', address: PHONE_SOLANA })
})

test('behavior: a host on Solana stays on Solana when the session covers it', async () => {
  const t = await core()
  await switchNetwork(t.core, { tabId: 't', caipNetworkId: SOLANA_DEVNET })
  const wallet = await phone()
  await pair(t, wallet)
  const state = t.core.store.getState()
  expect(state.activeNamespace).toBe('solana')
  expect(state.activeCaipNetworkId).toBe(SOLANA_DEVNET)
  // Live with the session's account (its balance read is not this test's concern: it may say reconnecting).
  expect(solanaConnection(t)).toMatchObject({
    status: expect.stringMatching(/^(connected|reconnecting)$/),
    connectorId: 'walletConnect',
    address: PHONE_SOLANA,
    caipNetworkId: SOLANA_DEVNET,
  })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
})

test('behavior: an EVM-only wallet still connects; Solana stays disconnected and its requests are refused', async () => {
  const t = await core()
  await switchNetwork(t.core, { tabId: 't', caipNetworkId: SOLANA_DEVNET })
  const wallet = await phone({ solana: false })
  await pair(t, wallet)
  // Solana was active but the session does not cover it: the first approved namespace becomes active.
  expect(t.core.store.getState().activeNamespace).toBe('eip155')
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
  expect(solanaConnection(t)).toBeUndefined()
  await expect(
    runPageJob(t.core, job('solana_signMessage', { message: bs58.encode([1]), pubkey: PHONE_SOLANA })),
  ).rejects.toMatchObject({ name: 'NotConnectedError' })
  expect(await runPageJob(t.core, job('solana_getAccounts'))).toEqual([])
  expect(wallet.requests).toEqual([])
})

test('behavior: solana_signMessage goes to the wallet over the relay; the signature verifies for its key', async () => {
  const t = await core()
  const wallet = await phone()
  await pair(t, wallet)
  const message = new TextEncoder().encode('Sign in to Walletdock over WalletConnect')
  const reply = (await runPageJob(
    t.core,
    job('solana_signMessage', { message: bs58.encode(message), pubkey: PHONE_SOLANA }),
  )) as { signature: string }
  expect(ed25519.verify(bs58.decode(reply.signature), message, bs58.decode(PHONE_SOLANA))).toBe(true)
  // Another message's check fails: the signature is over these bytes.
  expect(ed25519.verify(bs58.decode(reply.signature), message.slice(1), bs58.decode(PHONE_SOLANA))).toBe(
    false,
  )
  expect(wallet.requests).toEqual(['solana_signMessage'])
})

test('behavior: solana_signAndSendTransaction lands the transfer on the node', async () => {
  const t = await core()
  const wallet = await phone()
  await pair(t, wallet)
  const { wire, connection, web3 } = await transferTransaction()
  const before = await connection.getBalance(new web3.PublicKey(RECEIVER))
  const reply = (await runPageJob(
    t.core,
    job('solana_signAndSendTransaction', {
      transaction: wire,
      sendOptions: { preflightCommitment: 'confirmed' },
    }),
  )) as { signature: string }
  expect(bs58.decode(reply.signature)).toHaveLength(64)
  const status = await connection.getSignatureStatuses([reply.signature])
  expect(status.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  const after = await connection.getBalance(new web3.PublicKey(RECEIVER))
  expect(after - before).toBe(10_000_000)
  expect(wallet.requests).toEqual(['solana_signAndSendTransaction'])
})

test('behavior: solana_signTransaction returns the signed transaction, which the node then accepts', async () => {
  const t = await core()
  const wallet = await phone()
  await pair(t, wallet)
  const { wire, connection, web3 } = await transferTransaction(5_000_000)
  const reply = (await runPageJob(t.core, job('solana_signTransaction', { transaction: wire }))) as {
    signature: string
    transaction: string
  }
  const signed = web3.Transaction.from(Buffer.from(reply.transaction, 'base64'))
  expect(signed.verifySignatures()).toBe(true)
  expect(bs58.encode(signed.signature as Uint8Array)).toBe(reply.signature)
  // Signing alone sent nothing; the host sends it.
  expect((await connection.getSignatureStatuses([reply.signature])).value[0]).toBeNull()
  await connection.sendRawTransaction(signed.serialize())
  expect((await connection.getSignatureStatuses([reply.signature])).value[0]).toMatchObject({ err: null })
})

test('bad input wallet-replies: a wallet replying with a malformed signature gives InvalidWalletReplyError', async () => {
  const t = await core()
  const wallet = await phone({ request: () => 'garbage' })
  await pair(t, wallet)
  await expect(
    runPageJob(t.core, job('solana_signMessage', { message: bs58.encode([1, 2, 3]), pubkey: PHONE_SOLANA })),
  ).rejects.toMatchObject({
    name: 'InvalidWalletReplyError',
    shortMessage: 'The wallet sent an invalid reply.',
    details: 'solana_signMessage: signature: not a 64-byte base58 signature',
  })
  const { wire, connection, web3 } = await transferTransaction()
  const receiver = new web3.PublicKey(RECEIVER)
  const before = await connection.getBalance(receiver)
  await expect(
    runPageJob(t.core, job('solana_signAndSendTransaction', { transaction: wire })),
  ).rejects.toMatchObject({ name: 'InvalidWalletReplyError' })
  // The broken wallet sent nothing, and the connection is as it was.
  expect(await connection.getBalance(receiver)).toBe(before)
  expect(solanaConnection(t)).toMatchObject({ status: 'connected', address: PHONE_SOLANA })
})

test('error: a request rejected in the wallet gives 4001 and changes nothing', async () => {
  const t = await core()
  const wallet = await phone({ request: () => false })
  await pair(t, wallet)
  await expect(
    runPageJob(t.core, job('solana_signMessage', { message: bs58.encode([7]), pubkey: PHONE_SOLANA })),
  ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  expect(solanaConnection(t)).toMatchObject({ status: 'connected', address: PHONE_SOLANA })
  expect(wallet.requests).toEqual(['solana_signMessage'])
})

test('bad input host-requests: malformed params are refused before they reach the wallet', async () => {
  const t = await core()
  const wallet = await phone()
  await pair(t, wallet)
  await expect(
    runPageJob(t.core, job('solana_signAndSendTransaction', { transaction: 'not base64!' })),
  ).rejects.toMatchObject({
    name: 'InvalidRequestParamsError',
    details: 'solana_signAndSendTransaction: transaction: not base64',
  })
  await expect(
    runPageJob(
      t.core,
      job('solana_signAndSendTransaction', {
        transaction: 'AQID',
        sendOptions: { preflightCommitment: 'soon' },
      }),
    ),
  ).rejects.toMatchObject({
    name: 'InvalidRequestParamsError',
    details: expect.stringContaining(
      'The preflight commitment must be one of processed, confirmed, finalized',
    ),
  })
  expect(wallet.requests).toEqual([])
})

test('error: a session account that is not base58 is left out with a clear error; EVM connects', async () => {
  const t = await core()
  const wallet = await phone({
    proposal: () => ({ solanaAccounts: [`${SOLANA_DEVNET}:0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl`] }),
  })
  await pair(t, wallet)
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', address: wallet.address })
  expect(solanaConnection(t)).toBeUndefined()
  expect(t.core.store.getState().notice).toMatchObject({
    variant: 'error',
    message: { text: 'The wallet shared an invalid Solana account', error: 'InvalidSessionAccountError' },
  })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'connected' })
  expect(await runPageJob(t.core, job('solana_getAccounts'))).toEqual([])
})

test('behavior: the wallet ending the session disconnects both namespaces', async () => {
  const t = await core()
  const wallet = await phone()
  await pair(t, wallet)
  const [session] = wallet.sessions()
  await wallet.disconnect(session?.topic ?? '')
  await eventually(() => expect(solanaConnection(t)).toEqual({ status: 'disconnected' }))
  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
  await eventually(async () =>
    expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({
      eip155: 'disconnected',
      solana: 'disconnected',
    }),
  )
})

test('behavior: a host’s ordinary solana_signAndSendTransaction goes straight to the phone wallet, which sends it', async () => {
  const t = await core()
  const wallet = await phone()
  await pair(t, wallet)
  const { wire, connection, web3 } = await transferTransaction(2_000_000)
  const before = await connection.getBalance(new web3.PublicKey(RECEIVER))
  const seen: { method: string; status: string }[] = []
  const stop = t.core.store.subscribe((state) => {
    for (const { method, status } of state.pendingRequests ?? []) seen.push({ method, status })
  })
  const { signature } = (await request(t.core, {
    tabId: 't',
    namespace: 'solana',
    method: 'solana_signAndSendTransaction',
    params: { transaction: wire, sendOptions: { preflightCommitment: 'confirmed' } },
  })) as { signature: string }
  stop()
  // The phone wallet's own screen is the one confirmation: on the stack, never waiting on ApproveTransaction.
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.every((r) => r.method === 'solana_signAndSendTransaction' && r.status === 'sending')).toBe(true)
  expect((await connection.getSignatureStatuses([signature])).value[0]).toMatchObject({ err: null })
  expect((await connection.getBalance(new web3.PublicKey(RECEIVER))) - before).toBe(2_000_000)
  expect(wallet.requests).toEqual(['solana_signAndSendTransaction'])
})

test('behavior: a host’s request refused in the wallet reaches the host as 4001', async () => {
  // Every request waits on ApproveTransaction here, so the modal's approval settles with the wallet's answer.
  const t = await core({ confirmRequests: 'all' })
  const wallet = await phone({ request: () => false })
  await pair(t, wallet)
  const reply = request(t.core, {
    tabId: 't',
    namespace: 'solana',
    method: 'solana_signMessage',
    params: { message: bs58.encode([1, 2]), pubkey: PHONE_SOLANA },
  })
  await eventually(() => expect(t.core.store.getState().pendingRequests).toHaveLength(1))
  const outcome = reply.catch((error: unknown) => error)
  const id = t.core.store.getState().pendingRequests?.[0]?.id ?? ''
  // Approving in the modal settles with the wallet's answer: here its refusal.
  await expect(decideRequest(t.core, { tabId: 't', id, approve: true })).rejects.toMatchObject({ code: 4001 })
  expect(await outcome).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  expect(solanaConnection(t)).toMatchObject({ status: 'connected', address: PHONE_SOLANA })
})

test('behavior: a new core restores both namespaces from the stored session; the active one stays in front', async () => {
  const first = await core()
  const wallet = await phone()
  await pair(first, wallet)
  await closeWalletConnect(first.core)

  const second = await core({}, first.stores)
  await eventually(() =>
    expect(solanaConnection(second)).toEqual({
      status: 'connected',
      connectorId: 'walletConnect',
      address: PHONE_SOLANA,
      caipNetworkId: SOLANA_DEVNET,
    }),
  )
  await eventually(() =>
    expect(evmConnection(second.core)).toMatchObject({ status: 'connected', address: wallet.address }),
  )
  expect(second.core.store.getState().activeNamespace).toBe('eip155')
  // The restored session still signs.
  const message = new TextEncoder().encode('after a reload')
  const { signature } = (await runPageJob(
    second.core,
    job('solana_signMessage', { message: bs58.encode(message), pubkey: PHONE_SOLANA }),
  )) as { signature: string }
  expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(PHONE_SOLANA))).toBe(true)
})

test('behavior: disconnecting Solana keeps the session for EVM; disconnecting EVM too ends it for the wallet', async () => {
  const t = await core()
  const wallet = await phone()
  await pair(t, wallet)
  await disconnect(t.core, { namespace: 'solana' })
  expect(solanaConnection(t)).toEqual({ status: 'disconnected' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected' })
  // The EVM side still works over the same session.
  const signature = await runPageJob(t.core, job('personal_sign', ['still here', wallet.address]))
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(wallet.sessions()).toHaveLength(1)

  await disconnect(t.core, { namespace: 'eip155' })
  await eventually(() => expect(wallet.sessions()).toEqual([]))
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({
    eip155: 'disconnected',
    solana: 'disconnected',
  })
})
