import { UniversalProvider } from '@walletconnect/universal-provider'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.ts'
import { createPhoneWallet, type PhoneWallet } from '../phoneWallet/createPhoneWallet.ts'
import { createMemoryStorage } from '../phoneWallet/memoryStorage.ts'
import { getFreePort } from '../ports.ts'
import { openRawClient, type RawRelayClient } from './relayTestClient.ts'
import { type RelayServer, startRelay } from './startRelay.ts'

let relay: RelayServer
let anvil: AnvilHandle
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await getFreePort() })
})

afterAll(async () => {
  await anvil?.stop()
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
  await relay?.close()
})

async function start(options: Parameters<typeof startRelay>[0] = {}) {
  relay = await startRelay({ port: await getFreePort(), ...options })
  return relay
}

async function raw(options?: Parameters<typeof openRawClient>[1]): Promise<RawRelayClient> {
  const client = await openRawClient(relay.url, options)
  cleanups.push(() => client.close())
  return client
}

// WalletConnect caches a core per storage prefix in the realm; each test needs fresh ones.
let prefix = 0

const topic = (n: number) => n.toString(16).padStart(64, '0')

async function dappProvider() {
  const provider = await UniversalProvider.init({
    projectId: 'relay-test',
    relayUrl: relay.url,
    storage: createMemoryStorage() as never,
    customStoragePrefix: `dapp-${++prefix}`,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'silent',
    metadata: { name: 'Relay test dapp', description: '', url: 'http://127.0.0.1:5173', icons: [] },
  })
  cleanups.push(async () => {
    provider.client.core.heartbeat.stop()
    await provider.client.core.relayer.transportClose()
  })
  return provider
}

async function phoneWallet(decide: { proposal: boolean; request: boolean }): Promise<PhoneWallet> {
  const wallet = await createPhoneWallet({
    relayUrl: relay.url,
    projectId: 'relay-test',
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Devnet A' }],
    storage: createMemoryStorage(),
    customStoragePrefix: `wallet-${++prefix}`,
    requestQueueDelayMs: 0,
    decideProposal: async () => decide.proposal,
    decideRequest: async () => decide.request,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

const NAMESPACES = {
  eip155: {
    chains: ['eip155:31337'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: {},
  },
}

function uriOf(provider: Awaited<ReturnType<typeof dappProvider>>): Promise<string> {
  return new Promise((resolve) => provider.once('display_uri', resolve))
}

test('default: a UniversalProvider dapp and a WalletKit wallet pair, approve and sign through the relay', async () => {
  await start()
  const dapp = await dappProvider()
  NAMESPACES.eip155.rpcMap = { 'eip155:31337': anvil.rpcUrl }
  const uri = uriOf(dapp)
  const connected = dapp.connect({ optionalNamespaces: NAMESPACES })
  expect(await uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

  const wallet = await phoneWallet({ proposal: true, request: true })
  await wallet.pair(await uri)
  const session = await connected

  expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
  const message = 'hello relay'
  const signature = await dapp.request<`0x${string}`>(
    { method: 'personal_sign', params: [message, wallet.address] },
    'eip155:31337',
  )
  expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

  const connections = relay.connections()
  expect(connections).toHaveLength(2)
  const methods = connections.flatMap((c) => Object.keys(c.methods))
  expect(methods).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_publish']))
})

test('behavior: a rejected proposal rejects the dapp’s approval with the wallet’s reason', async () => {
  await start()
  const dapp = await dappProvider()
  const uri = uriOf(dapp)
  const connected = dapp.connect({ optionalNamespaces: NAMESPACES })
  const wallet = await phoneWallet({ proposal: false, request: false })
  await wallet.pair(await uri)
  await expect(connected).rejects.toMatchObject({ code: 5000 })
})

test('behavior: a message waits in the topic mailbox for a later subscriber, never returns to its sender, and is not redelivered once acked', async () => {
  await start()
  const sender = await raw()
  const reply = await sender.call('irn_publish', {
    topic: topic(1),
    message: 'bWFpbA==',
    ttl: 300,
    tag: 1108,
  })
  expect(reply.result).toBe(true)

  await sender.call('irn_subscribe', { topic: topic(1) })
  const late = await raw()
  const subscribed = await late.call('irn_subscribe', { topic: topic(1) })
  expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
  const delivery = await late.nextDelivery()
  expect(delivery.params.data).toMatchObject({
    topic: topic(1),
    message: 'bWFpbA==',
    tag: 1108,
    attestation: '',
  })
  expect(delivery.params.data.publishedAt).toEqual(expect.any(Number))

  // Subscribing again after the ack (a reconnect's batchSubscribe) brings nothing new.
  await late.call('irn_batchSubscribe', { topics: [topic(1)] })
  await late.call('irn_publish', { topic: topic(2), message: 'bmV4dA==', ttl: 300, tag: 0 })
  await sender.call('irn_publish', { topic: topic(1), message: 'c2Vjb25k', ttl: 300, tag: 0 })
  const next = await late.nextDelivery()
  expect(next.params.data.message).toBe('c2Vjb25k')
  expect(sender.received.some((m) => (m as { method?: string }).method === 'irn_subscription')).toBe(false)
})

test('behavior: an unacknowledged delivery comes again on the next subscription; an expired one does not', async () => {
  let clock = Date.now()
  await start({ now: () => clock })
  const sender = await raw()
  await sender.call('irn_publish', { topic: topic(3), message: 'c2hvcnQ=', ttl: 30, tag: 0 })
  await sender.call('irn_publish', { topic: topic(3), message: 'bG9uZw==', ttl: 300, tag: 0 })
  const first = await raw()
  await first.call('irn_subscribe', { topic: topic(3) })
  await first.nextDelivery({ ack: false })
  await first.nextDelivery({ ack: false })
  await first.close()

  clock += 60_000
  const again = await raw()
  // Same client identity is not needed: a new client has acked nothing either.
  await again.call('irn_subscribe', { topic: topic(3) })
  const delivery = await again.nextDelivery()
  expect(delivery.params.data.message).toBe('bG9uZw==')
  await again.call('irn_unsubscribe', { topic: topic(3), id: 'x' })
  expect(again.received.filter((m) => (m as { method?: string }).method === 'irn_subscription')).toHaveLength(
    1,
  )
})

test('behavior: wc_proposeSession subscribes the proposer and stores the proposal (tag 1100) for the wallet', async () => {
  await start()
  const dapp = await raw()
  await dapp.call('wc_proposeSession', { pairingTopic: topic(4), sessionProposal: 'cHJvcG9zYWw=', ttl: 300 })
  const wallet = await raw()
  await wallet.call('irn_subscribe', { topic: topic(4) })
  expect((await wallet.nextDelivery()).params.data).toMatchObject({ message: 'cHJvcG9zYWw=', tag: 1100 })

  await wallet.call('wc_approveSession', {
    sessionTopic: topic(5),
    pairingTopic: topic(4),
    sessionProposalResponse: 'cmVzcG9uc2U=',
    sessionSettlementRequest: 'c2V0dGxl',
  })
  expect((await dapp.nextDelivery()).params.data).toMatchObject({ message: 'cmVzcG9uc2U=', tag: 1101 })
  await dapp.call('irn_subscribe', { topic: topic(5) })
  expect((await dapp.nextDelivery()).params.data).toMatchObject({ message: 'c2V0dGxl', tag: 1102 })
  expect(relay.connections().find((c) => c.clientId === wallet.did)?.topics).toEqual([topic(4), topic(5)])
})

test('error: unknown methods, bad params and malformed JSON get JSON-RPC errors; long ids are echoed unchanged', async () => {
  await start()
  const client = await raw()
  expect((await client.call('irn_teleport', {})).error?.code).toBe(-32601)
  expect((await client.call('irn_subscribe', { topic: 'not-a-topic' })).error?.code).toBe(-32602)
  expect((await client.call('irn_publish', { topic: topic(6), message: '', ttl: 300 })).error?.code).toBe(
    -32602,
  )

  const texts: string[] = []
  client.socket.on('message', (data) => texts.push(data.toString()))
  client.send(
    `{"id":1712345678901234567890,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic(7)}"}}`,
  )
  client.send(
    '{"id":"1712345678901234567","jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"' +
      topic(7) +
      '"}}',
  )
  client.send('{not json')
  await vi.waitFor(() => expect(texts).toHaveLength(3))
  expect(texts[0]).toMatch(/^\{"id":1712345678901234567890,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/)
  expect(texts[1]).toBe('{"id":"1712345678901234567","jsonrpc":"2.0","result":true}')
  expect(JSON.parse(texts[2] ?? '')).toEqual({
    id: null,
    jsonrpc: '2.0',
    error: { code: -32700, message: 'Parse error' },
  })
})

test('error: refuses a socket without a valid token or project id', async () => {
  await start()
  const { WebSocket } = await import('ws')
  const status = (url: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(url)
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      socket.on('open', () => resolve(101))
      socket.on('error', () => undefined)
    })
  expect(await status(`${relay.url}/?projectId=p&auth=abc.def.ghi`)).toBe(401)
  expect(await status(`${relay.url}/?auth=x`)).toBe(400)
  expect(relay.connections()).toEqual([])
})

test('behavior: reports open sockets with their origin, pings them, and pausing drops them and refuses new ones', async () => {
  await start({ pingIntervalMs: 50 })
  const browserLike = await raw({ headers: { origin: 'http://127.0.0.1:5173' } })
  await raw()
  const reply = await fetch(`${relay.httpUrl}/connections`)
  expect(reply.headers.get('access-control-allow-origin')).toBe('*')
  const { connections } = (await reply.json()) as {
    connections: { origin: string | null; userAgent: string }[]
  }
  expect(connections.map((c) => c.origin).sort()).toEqual(['http://127.0.0.1:5173', null])
  expect(connections.every((c) => c.userAgent === 'raw-test')).toBe(true)
  await vi.waitFor(() => expect(browserLike.pings).toBeGreaterThan(1))

  await fetch(`${relay.httpUrl}/pause`, { method: 'POST' })
  await vi.waitFor(() => expect(browserLike.socket.readyState).toBe(browserLike.socket.CLOSED))
  expect(relay.connections()).toEqual([])
  await expect(raw()).rejects.toThrow('HTTP 503')
  await fetch(`${relay.httpUrl}/resume`, { method: 'POST' })
  await raw()
  expect(relay.connections()).toHaveLength(1)
})
