import * as Comlink from 'comlink'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { deserializeError } from '../src/deserializeError.ts'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import { serializeError } from '../src/serializeError.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { PageBridge } from '../src/types.ts'
import { type Attachment, createCoreHost, type PortApi } from './api.ts'
import { exposePort } from './exposePort.ts'
import { DEADLINE_MS } from './intents.ts'
import {
  createTestWallet,
  eventually,
  freshIdbStore,
  startTestChains,
  type TestChains,
  type TestWallet,
} from './testing/harness.ts'
import { createManualClock } from './testing/manualClock.ts'
import { createMemoryLocks, type MemoryLocks } from './testing/memoryLocks.ts'

let chains: TestChains
const cleanups: (() => void)[] = []

beforeAll(async () => {
  chains = await startTestChains()
  // Tab and core share one comlink module in this process, so one registration serves both sides.
  registerErrorTransfer(Comlink.transferHandlers as Map<string, unknown>, {
    serialize: serializeError,
    rebuild: deserializeError,
  })
})

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

afterAll(async () => {
  await chains.stop()
})

const hostConfig = (extra: Record<string, unknown> = {}) => ({
  projectId: 'test',
  networks: ['eip155:31337', 'eip155:31338'],
  customRpcUrls: { 'eip155:31337': [chains.a.rpcUrl], 'eip155:31338': [chains.b.rpcUrl] },
  ...extra,
})

function createHost(locks: MemoryLocks) {
  return createCoreHost({ clock: createManualClock(), storage: freshIdbStore(), fetch, locks })
}

let lockCount = 0
/** Takes a lifetime lock as a tab's core client does before attaching; returns its hello. */
async function hello(locks: MemoryLocks) {
  const lockName = `walletdock-tab-test-${++lockCount}`
  await new Promise<void>((granted) => {
    void locks.request(lockName, () => {
      granted()
      return new Promise<void>((release) => cleanups.push(release))
    })
  })
  return { lockName, isMobile: false, online: true }
}

/** A port of `host` as a tab sees it, across a real MessageChannel and comlink. */
function remotePort(api: PortApi): Comlink.Remote<PortApi> {
  const { port1, port2 } = new MessageChannel()
  cleanups.push(() => {
    port1.close()
    port2.close()
  })
  exposePort(api, port1)
  return Comlink.wrap<PortApi>(port2)
}

const bridgeFor = (wallet: TestWallet): PageBridge => ({
  providerRequest: ({ method, params }) => wallet.wallet.provider.request({ method, params }),
})

async function attachOver(
  remote: Comlink.Remote<PortApi>,
  locks: MemoryLocks,
  wallet: TestWallet,
  onSnapshot: (snapshot: Snapshot) => void = () => undefined,
  config: Record<string, unknown> = hostConfig(),
): Promise<Attachment> {
  return remote.attach(
    await hello(locks),
    config,
    Comlink.proxy(onSnapshot),
    Comlink.proxy(bridgeFor(wallet)),
  )
}

test('default: a wallet rejection reaches the tab across comlink with its name, code and shortMessage', async () => {
  const locks = createMemoryLocks()
  const remote = remotePort(createHost(locks).connectPort())
  const wallet = createTestWallet({ chains, mode: 'reject' })

  const attached = await attachOver(remote, locks, wallet)
  await remote.invoke('announceProviders', { providers: [wallet.info] })
  const error: unknown = await remote
    .invoke('connect', { connectorId: wallet.info.connectorId })
    .catch((e) => e)

  expect(attached.snapshot.activeCaipNetworkId).toBe('eip155:31337')
  expect(attached.config).toMatchObject({ projectId: 'test', themeMode: 'dark', allWallets: 'SHOW' })
  expect(attached.deadlines).toMatchObject({ connect: DEADLINE_MS.consent, fetchIdentity: DEADLINE_MS.quick })
  expect(error).toBeInstanceOf(Error)
  expect(error).toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
    shortMessage: 'User rejected the request.',
  })
})

test('bad input comlink: attach with an invalid configuration rejects with ConfigError naming the first issue', async () => {
  const locks = createMemoryLocks()
  const host = createHost(locks)
  const wallet = createTestWallet({ chains })
  const bridge = bridgeFor(wallet)

  await expect(
    host.connectPort().attach(await hello(locks), hostConfig({ projectId: ' ' }), () => undefined, bridge),
  ).rejects.toMatchObject({
    // Spec part 5: the 'not configured' alert's own error, a ConfigError by what it carries.
    name: 'ProjectIdNotConfiguredError',
    shortMessage: 'Project ID not configured',
    details: 'A project id is required',
  })
  await expect(
    host
      .connectPort()
      .attach(await hello(locks), hostConfig({ networks: ['eip155:999999'] }), () => undefined, bridge),
  ).rejects.toMatchObject({
    name: 'ConfigError',
    details: 'Unknown network eip155:999999: add customRpcUrls for it or pass its viem Chain',
  })
  expect(host.getCore()).toBeUndefined()

  // A later valid configuration still starts the core.
  const { snapshot } = await host
    .connectPort()
    .attach(await hello(locks), hostConfig(), () => undefined, bridge)
  expect(snapshot.requestedNetworks).toEqual(['eip155:31337', 'eip155:31338'])
})

test('behavior: a tab with another configuration is told which options differ; the first tab’s stays in force', async () => {
  const locks = createMemoryLocks()
  const host = createHost(locks)
  const wallet = createTestWallet({ chains })
  const first = await attachOver(remotePort(host.connectPort()), locks, wallet)
  const same = await attachOver(remotePort(host.connectPort()), locks, wallet)
  const theme = await attachOver(remotePort(host.connectPort()), locks, wallet, undefined, {
    ...hostConfig(),
    projectId: 'another',
    themeMode: 'light',
  })
  const stricter = await attachOver(remotePort(host.connectPort()), locks, wallet, undefined, {
    ...hostConfig(),
    confirmRequests: 'all',
  })

  expect(first.configNotice).toBeUndefined()
  expect(same.configNotice).toBeUndefined()
  expect(theme.configNotice).toEqual({
    warning: expect.stringContaining('(projectId, themeMode)'),
    personFacing: false,
  })
  expect(stricter.configNotice).toMatchObject({ personFacing: true })
  expect(stricter.configNotice?.warning).toMatch(/^Walletdock: .*\(confirmRequests\)/)
  expect(stricter.config.confirmRequests).toBe('risky')
})

test('bad input comlink: a later tab’s invalid configuration is refused with ConfigError, not ignored; the core keeps its own', async () => {
  const locks = createMemoryLocks()
  const host = createHost(locks)
  const wallet = createTestWallet({ chains })
  await attachOver(remotePort(host.connectPort()), locks, wallet)
  for (const [config, details, name] of [
    [{ ...hostConfig(), projectId: '' }, 'A project id is required', 'ProjectIdNotConfiguredError'],
    [
      { ...hostConfig(), confirmRequests: 'never' },
      "confirmRequests must be 'risky' or 'all'",
      'ConfigError',
    ],
    [{ ...hostConfig(), networks: [] }, 'At least one network is required', 'ConfigError'],
  ] as const)
    await expect(
      attachOver(remotePort(host.connectPort()), locks, wallet, undefined, config),
    ).rejects.toMatchObject({ name, details })
  expect(host.getCore()?.config).toMatchObject({ projectId: 'test', confirmRequests: 'risky' })
})

test('bad input comlink: a tab cannot pose as a follower core that forwarded a request (no `via` of its own)', async () => {
  const locks = createMemoryLocks()
  const remote = remotePort(createHost(locks).connectPort())
  const wallet = createTestWallet({ chains })
  await attachOver(remote, locks, wallet)
  const via = { core: 'another-core', ask: 'a1' }
  await expect(
    remote.invoke('request', {
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x00', wallet.address],
      via,
    }),
  ).rejects.toMatchObject({ name: 'InvalidIntentParametersError' })
  await expect(
    remote.invoke('sendToken', { amount: '1', receiverAddress: wallet.address, via }),
  ).rejects.toMatchObject({
    name: 'InvalidIntentParametersError',
  })
  expect(wallet.prompts).toEqual([])
})

test('bad input comlink: a later tab with a misspelt option is refused by name though the core already runs', async () => {
  const locks = createMemoryLocks()
  const host = createHost(locks)
  const wallet = createTestWallet({ chains })
  const bridge = bridgeFor(wallet)

  await host.connectPort().attach(await hello(locks), hostConfig(), () => undefined, bridge)
  await expect(
    host.connectPort().attach(await hello(locks), hostConfig({ themMode: 'light' }), () => undefined, bridge),
  ).rejects.toMatchObject({
    name: 'ConfigError',
    shortMessage: 'Invalid configuration',
    details: 'Unknown option "themMode" (did you mean "themeMode"?)',
    metaMessages: ['Path: themMode'],
  })
  expect(host.getCore()?.config.themeMode).toBe('dark')
})

test('bad input comlink: an unknown intent, bad parameters and calls before attach get clear errors; nothing runs', async () => {
  const locks = createMemoryLocks()
  const host = createHost(locks)
  const remote = remotePort(host.connectPort())
  const wallet = createTestWallet({ chains })

  await expect(remote.invoke('fetchIdentity', {})).rejects.toMatchObject({
    name: 'TabNotAttachedError',
    details: 'Attach before calling the core',
  })
  await attachOver(remote, locks, wallet)
  await expect(remote.invoke('getCore', {})).rejects.toMatchObject({
    name: 'UnknownIntentError',
    details: 'The core has no intent "getCore".',
  })
  await expect(remote.invoke('constructor', {})).rejects.toMatchObject({ name: 'UnknownIntentError' })
  await expect(remote.invoke('switchNetwork', { caipNetworkId: 'not-a-network' })).rejects.toMatchObject({
    name: 'InvalidIntentParametersError',
    details: 'switchNetwork: Invalid CAIP network id: "not-a-network"',
  })
  // A misspelt key is refused, not ignored.
  await expect(remote.invoke('connect', { connector: wallet.info.connectorId })).rejects.toMatchObject({
    name: 'InvalidIntentParametersError',
  })
  // Naming a tab is not a parameter of any intent.
  await expect(remote.invoke('detach', { tabId: 'someone-else' })).rejects.toMatchObject({
    name: 'InvalidIntentParametersError',
  })
  // A refused detach leaves the tab attached: the core still lists it and its port still calls.
  expect(host.getCore()?.tabs.size).toBe(1)
  await expect(remote.invoke('setOnline', { online: true })).resolves.toBeUndefined()
  expect(host.getCore()?.store.getState().connections.eip155?.status ?? 'disconnected').toBe('disconnected')
})

test('bad input comlink: only attach and invoke can be called through the port; property paths are refused', async () => {
  const locks = createMemoryLocks()
  const remote = remotePort(createHost(locks).connectPort()) as unknown as Record<string, unknown>

  // comlink alone would read properties along any path (e.g. reach Function through attach.constructor).
  const attach = remote.attach as unknown as { constructor: Promise<unknown>; name: Promise<unknown> }
  await expect(attach.constructor).rejects.toMatchObject({ name: 'UnknownIntentError' })
  await expect(attach.name).rejects.toMatchObject({ name: 'UnknownIntentError' })
  // comlink sends the name as data; spelled in parts so the linter does not read it as the deprecated accessor.
  const protoKey = ['__', 'proto', '__'].join('')
  const proto = remote[protoKey] as Promise<unknown>
  await expect(proto).rejects.toMatchObject({ name: 'UnknownIntentError' })
  await expect(
    (remote.invoke as unknown as { call: (...a: unknown[]) => Promise<unknown> }).call(null, 'detach', {}),
  ).rejects.toMatchObject({ name: 'UnknownIntentError', details: 'The core has no intent "invoke.call".' })
})

test('security: a tab can neither decide another tab’s request, speak for its wallet, nor detach it', async () => {
  const locks = createMemoryLocks()
  const host = createHost(locks)
  const wallet = createTestWallet({ chains })
  const tabA = remotePort(host.connectPort())
  const tabB = remotePort(host.connectPort())
  const seenByA: Snapshot[] = []
  // Every request waits on ApproveTransaction, so tab A's signature waits for a decision.
  const config = hostConfig({ confirmRequests: 'all' })
  const a = await attachOver(tabA, locks, wallet, (s) => void seenByA.push(s), config)
  const b = await attachOver(tabB, locks, wallet, undefined, config)
  expect(a.tabId).not.toBe(b.tabId)
  await tabA.invoke('announceProviders', { providers: [wallet.info] })
  await tabA.invoke('connect', { connectorId: wallet.info.connectorId })

  const signing = tabA.invoke('request', {
    namespace: 'eip155',
    method: 'personal_sign',
    params: ['0x68656c6c6f', wallet.address],
  })
  signing.catch(() => undefined)
  let pendingId = ''
  await eventually(() => {
    const pending = host.getCore()?.store.getState().pendingRequests ?? []
    expect(pending).toHaveLength(1)
    expect(pending[0]?.tabId).toBe(a.tabId)
    pendingId = pending[0]?.id ?? ''
  })

  await expect(tabB.invoke('decideRequest', { id: pendingId, approve: true })).rejects.toMatchObject({
    name: 'RequestNotPendingError',
  })
  // Tab B never announced the wallet: what it says of it changes nothing.
  await tabB.invoke('walletEvent', { connectorId: wallet.info.connectorId, event: { type: 'disconnect' } })
  expect(host.getCore()?.store.getState().connections.eip155).toMatchObject({ status: 'connected' })
  await tabB.invoke('detach', {})
  await expect(tabB.invoke('fetchIdentity', {})).rejects.toMatchObject({ name: 'TabNotAttachedError' })
  // Tab A is still attached: its request still waits for its own decision, and it decides it.
  expect(host.getCore()?.tabs.has(a.tabId)).toBe(true)
  expect(host.getCore()?.tabs.has(b.tabId)).toBe(false)
  await tabA.invoke('decideRequest', { id: pendingId, approve: false })
  await expect(signing).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  await eventually(() => expect(seenByA.at(-1)?.pendingRequests).toEqual([]))
})

test('behavior: a port attaches once; a second attach on it is refused and the first stays bound', async () => {
  const locks = createMemoryLocks()
  const host = createHost(locks)
  const port = host.connectPort()
  const wallet = createTestWallet({ chains })
  const first = await port.attach(await hello(locks), hostConfig(), () => undefined, bridgeFor(wallet))
  await expect(
    port.attach(await hello(locks), hostConfig(), () => undefined, bridgeFor(wallet)),
  ).rejects.toMatchObject({ name: 'TabNotAttachedError', details: 'This port is attached already' })
  expect([...(host.getCore()?.tabs.keys() ?? [])]).toEqual([first.tabId])
})

test('behavior: a tab that names its wallets in its hello has a stored connection confirmed without announceProviders', async () => {
  const locks = createMemoryLocks()
  const storage = freshIdbStore()
  const wallet = createTestWallet({ chains })
  const before = createCoreHost({ clock: createManualClock(), storage, fetch, locks }).connectPort()
  await before.attach(await hello(locks), hostConfig(), () => undefined, bridgeFor(wallet))
  await before.invoke('announceProviders', { providers: [wallet.info] })
  await before.invoke('connect', { connectorId: wallet.info.connectorId })

  // A reload: a new core over the same storage, and a tab that found its wallet before it attached.
  const host = createCoreHost({ clock: createManualClock(), storage, fetch, locks })
  const attached = await host
    .connectPort()
    .attach(
      { ...(await hello(locks)), providers: [wallet.info] },
      hostConfig(),
      () => undefined,
      bridgeFor(wallet),
    )

  expect(attached.snapshot.connections.eip155).toMatchObject({ status: 'connecting' })
  await eventually(() =>
    expect(host.getCore()?.store.getState().connections.eip155).toMatchObject({
      status: 'connected',
      address: wallet.address,
    }),
  )
  expect(
    host
      .getCore()
      ?.store.getState()
      .connectors.map((c) => c.id),
  ).toContain(wallet.info.connectorId)
})
