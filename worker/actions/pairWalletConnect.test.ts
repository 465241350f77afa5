import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RelayServer } from '../../devnet/relay/startRelay.ts'
import { connectionStatusRecord, connectorIdsRecord, recentWalletsRecord } from '../../src/records.ts'
import { RELAY_TIMEOUT_MS } from '../../src/walletConnect.ts'
import { walletConnectDeepLinkRecord } from '../connectors/walletConnect/walletConnectRecords.ts'
import {
  closeWalletConnect,
  createTestPhoneWallet,
  createWalletConnectCore,
  createWalletConnectStores,
  startTestRelay,
} from '../connectors/walletConnect/walletConnectTesting.ts'
import {
  chainClient,
  eventually,
  evmConnection,
  readRecord,
  startTestChains,
  type TestChains,
  type TestCore,
} from '../testing/harness.ts'
import { chooseWalletConnectWallet } from './chooseWalletConnectWallet.ts'
import { disconnect } from './disconnect.ts'
import { pairWalletConnect } from './pairWalletConnect.ts'
import { runPageJob } from './runPageJob.ts'
import { switchNetwork } from './switchNetwork.ts'

let chains: TestChains
let relay: RelayServer
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  chains = await startTestChains()
  relay = await startTestRelay()
})

afterEach(async () => {
  relay.resume()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

afterAll(async () => {
  await relay?.close()
  await chains?.stop()
})

async function core(
  options: Parameters<typeof createWalletConnectCore>[0] extends infer P ? Partial<P> : never = {},
) {
  const t = await createWalletConnectCore({ chains, relay, ...options })
  cleanups.push(() => closeWalletConnect(t.core))
  return t
}

async function phone(options: Omit<Parameters<typeof createTestPhoneWallet>[0], 'chains' | 'relay'> = {}) {
  const wallet = await createTestPhoneWallet({ chains, relay, ...options })
  cleanups.push(() => wallet.close())
  return wallet
}

async function connectThroughQr(t: TestCore, wallet: Awaited<ReturnType<typeof phone>>) {
  const { uri } = await pairWalletConnect(t.core, { tabId: 't' })
  await wallet.pair(uri)
  // Connected, stored, and announced (CONNECT_SUCCESS is the finalizing step's last act).
  await eventually(() => expect(t.core.wallet.events.map((e) => e.event)).toContain('CONNECT_SUCCESS'))
  expect(evmConnection(t.core)?.status).toBe('connected')
}

test('default: pairs through the relay, connects with the wallet account and stores the session', async () => {
  const t = await core()
  const wallet = await phone()
  const before = t.clock.now()
  const pairing = await pairWalletConnect(t.core, { tabId: 't' })
  expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(pairing.expiresAt).toBe(before + 240_000)
  expect(t.core.store.getState().walletConnect).toEqual({ status: 'ready', ...pairing })

  await chooseWalletConnectWallet(t.core, { choice: { name: 'Devnet Phone Wallet', walletId: 'phone-id' } })
  await wallet.pair(pairing.uri)
  await eventually(() =>
    expect(evmConnection(t.core)).toEqual({
      status: 'connected',
      connectorId: 'walletConnect',
      address: wallet.address,
      caipNetworkId: 'eip155:31337',
    }),
  )
  // CONNECT_SUCCESS goes out once the connection is stored, just after the state changed.
  await eventually(() =>
    expect(t.core.wallet.events.map((e) => [e.event, e.properties])).toContainEqual([
      'CONNECT_SUCCESS',
      { method: 'qrcode', name: 'Devnet Phone Wallet' },
    ]),
  )
  expect(t.core.store.getState().walletConnect).toEqual({ status: 'idle' })
  expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'connected' })
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'walletConnect' })
  expect(await readRecord(t.storage, recentWalletsRecord)).toEqual([
    { connectorId: 'phone-id', name: 'Devnet Phone Wallet' },
  ])
  expect(await readRecord(t.storage, walletConnectDeepLinkRecord)).toBeUndefined()
})

test('behavior: a connection made through a deep link stores the link and reports method mobile', async () => {
  const t = await core()
  const wallet = await phone()
  const { uri } = await pairWalletConnect(t.core, { tabId: 't' })
  await chooseWalletConnectWallet(t.core, {
    choice: {
      name: 'Devnet Phone Wallet',
      walletId: 'phone-id',
      href: 'http://127.0.0.1:5174/',
    },
  })
  await wallet.pair(uri)
  await eventually(() => expect(evmConnection(t.core)?.status).toBe('connected'))
  expect(await readRecord(t.storage, walletConnectDeepLinkRecord)).toEqual({
    name: 'Devnet Phone Wallet',
    href: 'http://127.0.0.1:5174/',
  })
  // CONNECT_SUCCESS goes out once the connection is stored, just after the state changed.
  await eventually(() =>
    expect(t.core.wallet.events.map((e) => [e.event, e.properties])).toContainEqual([
      'CONNECT_SUCCESS',
      { method: 'mobile', name: 'Devnet Phone Wallet' },
    ]),
  )

  // Resetting the connection clears the link and the pairing.
  await disconnect(t.core, { namespace: 'eip155' })
  await eventually(async () =>
    expect(await readRecord(t.storage, walletConnectDeepLinkRecord)).toBeUndefined(),
  )
  expect(t.core.store.getState().walletConnect).toEqual({ status: 'idle' })
})

test('behavior: signing, sending and switching go to the wallet through the relay', async () => {
  const t = await core()
  const wallet = await phone()
  await connectThroughQr(t, wallet)
  const job = { connectorId: 'walletConnect' }

  const message = 'Hello over the relay'
  const signature = await runPageJob(t.core, {
    ...job,
    method: 'personal_sign',
    params: [message, wallet.address],
  })
  expect(
    await verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` }),
  ).toBe(true)

  const to = '0x000000000000000000000000000000000000dEaD'
  const hash = await runPageJob(t.core, {
    ...job,
    method: 'eth_sendTransaction',
    params: [{ from: wallet.address, to, value: '0x2386f26fc10000' }],
  })
  const receipt = await chainClient(chains.a).waitForTransactionReceipt({ hash: hash as `0x${string}` })
  expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase() })

  await switchNetwork(t.core, { tabId: 't', caipNetworkId: 'eip155:31338' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31338' })
  expect(wallet.requests).toEqual(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'])
  expect(wallet.sessions()[0]?.chainId).toBe(31338)
})

test('security: a request on a chain the session does not hold is refused, never signed on another of its chains', async () => {
  const t = await core()
  // The wallet shares Devnet A only.
  const wallet = await phone({ proposal: () => ({ chains: ['eip155:31337'] }) })
  await connectThroughQr(t, wallet)
  const job = { connectorId: 'walletConnect' }
  // The site shows Devnet B (a switch the wallet made without updating the session).
  const connection = evmConnection(t.core)
  if (connection?.status !== 'connected') throw new Error('not connected')
  t.core.store.setState((s) => ({
    connections: { ...s.connections, eip155: { ...connection, caipNetworkId: 'eip155:31338' } },
  }))
  const nonce = await chainClient(chains.a).getTransactionCount({ address: wallet.address })

  await expect(
    runPageJob(t.core, { ...job, method: 'personal_sign', params: ['On which chain?', wallet.address] }),
  ).rejects.toMatchObject({ name: 'ChainDisconnectedError', code: 4901 })
  await expect(
    runPageJob(t.core, {
      ...job,
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
    }),
  ).rejects.toMatchObject({ name: 'ChainDisconnectedError' })
  expect(wallet.requests).toEqual([])
  expect(await chainClient(chains.a).getTransactionCount({ address: wallet.address })).toBe(nonce)
  // The account is still the account (an EVM key is the same on every chain), and a switch back still travels.
  expect(await runPageJob(t.core, { ...job, method: 'eth_accounts', params: [] })).toEqual([wallet.address])
  await switchNetwork(t.core, { tabId: 't', caipNetworkId: 'eip155:31337' })
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:31337' })
  const signature = await runPageJob(t.core, {
    ...job,
    method: 'personal_sign',
    params: ['Back', wallet.address],
  })
  expect(
    await verifyMessage({ address: wallet.address, message: 'Back', signature: signature as `0x${string}` }),
  ).toBe(true)
})

test('behavior: the wallet’s chain change and its disconnect reach the core', async () => {
  const t = await core()
  const wallet = await phone()
  await connectThroughQr(t, wallet)
  const [session] = wallet.sessions()
  await wallet.switchChain(session?.topic ?? '', 31338)
  await eventually(() => expect(evmConnection(t.core)).toMatchObject({ caipNetworkId: 'eip155:31338' }))

  await wallet.disconnect(session?.topic ?? '')
  await eventually(async () =>
    expect(await readRecord(t.storage, connectionStatusRecord)).toEqual({ eip155: 'disconnected' }),
  )
  expect(evmConnection(t.core)).toEqual({ status: 'disconnected' })
})

test('behavior: a new core restores the session without pairing again, and disconnecting ends it for the wallet', async () => {
  const first = await core()
  const wallet = await phone()
  await connectThroughQr(first, wallet)
  await closeWalletConnect(first.core)

  const second = await core({ stores: first.stores })
  await eventually(() =>
    expect(evmConnection(second.core)).toMatchObject({ status: 'connected', address: wallet.address }),
  )
  expect(second.core.store.getState().walletConnect).toBeUndefined()

  await disconnect(second.core, { namespace: 'eip155' })
  await eventually(() => expect(wallet.sessions()).toEqual([]))
  expect(evmConnection(second.core)).toEqual({ status: 'disconnected' })
})

test('error: a rejected proposal says so, and a new pairing gets a new code', async () => {
  const t = await core()
  let answer = false
  const wallet = await phone({ proposal: () => answer })
  const first = await pairWalletConnect(t.core, { tabId: 't' })
  await wallet.pair(first.uri)
  await eventually(() =>
    expect(t.core.store.getState().walletConnect).toEqual({
      status: 'failed',
      attempt: first.attempt,
      reason: 'rejected',
      message: { key: 'connectionDeclined' },
    }),
  )
  expect(evmConnection(t.core)).toBeUndefined()

  answer = true
  const second = await pairWalletConnect(t.core, { tabId: 't', refresh: true })
  expect(second.uri).not.toBe(first.uri)
  await wallet.pair(second.uri)
  await eventually(() => expect(evmConnection(t.core)?.status).toBe('connected'))
})

test('behavior: an unexpired pairing is reused only where allowed, and never within 10 s of its end', async () => {
  const t = await core({ config: { pairingExpiryMs: 60_000 } })
  const first = await pairWalletConnect(t.core, { tabId: 't', reuse: true })
  expect((await pairWalletConnect(t.core, { tabId: 't', reuse: true })).uri).toBe(first.uri)
  t.clock.advance(49_999)
  expect((await pairWalletConnect(t.core, { tabId: 't', reuse: true })).uri).toBe(first.uri)
  t.clock.advance(1)
  const renewed = await pairWalletConnect(t.core, { tabId: 't', reuse: true })
  expect(renewed.uri).not.toBe(first.uri)
  expect((await pairWalletConnect(t.core, { tabId: 't' })).uri).not.toBe(renewed.uri)
})

test('error: an unreachable relay is reported after 10 s, and a retry after it returns shows the code', async () => {
  const t = await core()
  relay.pause()
  const pairing = pairWalletConnect(t.core, { tabId: 't' })
  const outcome = pairing.then(
    () => 'resolved',
    (error: Error) => error.name,
  )
  await eventually(() => expect(t.core.walletConnect?.current).toBeDefined())
  t.clock.advance(RELAY_TIMEOUT_MS)
  expect(await outcome).toBe('RelayUnreachableError')
  expect(t.core.store.getState().walletConnect).toMatchObject({
    status: 'failed',
    reason: 'relay',
    message: { text: 'Cannot reach the WalletConnect relay', error: 'RelayUnreachableError' },
  })

  relay.resume()
  const retried = await pairWalletConnect(t.core, { tabId: 't' })
  expect(retried.uri).toMatch(/^wc:/)
  expect(t.core.store.getState().walletConnect).toMatchObject({ status: 'ready', uri: retried.uri })
}, 60_000)

test('error: a malformed pairing URI is refused with a clear error and no QR code', async () => {
  const stores = createWalletConnectStores(async () => {
    const { UniversalProvider } = await import('@walletconnect/universal-provider')
    // The real provider, but its display_uri is corrupted on the way out.
    return class extends UniversalProvider {
      static override async init(opts: ConstructorParameters<typeof UniversalProvider>[0]) {
        const provider = await UniversalProvider.init(opts)
        const emit = provider.events.emit.bind(provider.events)
        provider.events.emit = (event: string, ...args: unknown[]) =>
          event === 'display_uri' ? emit(event, 'wc:not-a-topic@2?symKey=zz') : emit(event, ...args)
        return provider
      }
    } as typeof UniversalProvider
  })
  const t = await core({ stores })
  await expect(pairWalletConnect(t.core, { tabId: 't' })).rejects.toMatchObject({
    name: 'InvalidPairingUriError',
    shortMessage: 'The WalletConnect link is invalid',
    details: 'not a WalletConnect v2 pairing URI',
  })
  expect(t.core.store.getState().walletConnect).toMatchObject({ status: 'failed', reason: 'invalid' })
})

test('error: a wallet that answers with an unknown chain connects on it as an unsupported network, nothing lost', async () => {
  const t = await core()
  const wallet = await phone({ proposal: () => ({ chains: ['eip155:999'] }) })
  await connectThroughQr(t, wallet)
  expect(evmConnection(t.core)).toMatchObject({ status: 'connected', caipNetworkId: 'eip155:999' })
  expect(t.core.store.getState().unsupportedChain).toBe(true)
  expect(await readRecord(t.storage, connectorIdsRecord)).toEqual({ eip155: 'walletConnect' })
})
