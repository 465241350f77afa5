import { IDBFactory, IDBObjectStore } from 'fake-indexeddb'
import { type Address, createPublicClient, createTestClient, http, type PublicClient } from 'viem'
import { vi } from 'vitest'
import { type AnvilHandle, startAnvil } from '../../devnet/anvil.ts'
import { getFreePort } from '../../devnet/ports.ts'
import type { ConsentRequest } from '../../devnet/wallet/consentRequest.ts'
import { createDemoWallet, type DemoWallet } from '../../devnet/wallet/createDemoWallet.ts'
import type { KnownChain, WalletMode, WalletStorage } from '../../devnet/wallet/walletState.ts'
import { parseConfig, type WalletdockConfig } from '../../src/config.ts'
import { ConnectorNotFoundError } from '../../src/errors.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import type {
  BalanceAmount,
  InjectedProviderInfo,
  PageBridge,
  TabInfo,
  WalletEvent,
} from '../../src/types.ts'
import { announceProviders } from '../actions/announceProviders.ts'
import { attachTab } from '../actions/attachTab.ts'
import { handleWalletEvent } from '../actions/handleWalletEvent.ts'
import type { Core } from '../core.ts'
import { createCore } from '../createCore.ts'
import type { CoreSync, KeyValueStore } from '../deps.ts'
import { createIdbStore } from '../idbStore.ts'
import { createRecordStorage, type StoredRecord } from '../storage.ts'
import { createManualClock, type ManualClock } from './manualClock.ts'
import { createMemoryLocks, type MemoryLocks } from './memoryLocks.ts'

// A devnet may be running on its fixed ports; tests must never talk to it.
const DEVNET_PORTS = new Set([8545, 8546, 8549])

/** Two local anvil chains on free ports: A is eip155:31337, B is eip155:31338. */
export type TestChains = { a: AnvilHandle; b: AnvilHandle; stop(): Promise<void> }

/** Starts both chains; if one cannot start, the other is stopped again. */
export async function startTestChains(): Promise<TestChains> {
  const portA = await freePort()
  let portB = await freePort()
  while (portB === portA) portB = await freePort()
  const started = await Promise.allSettled([
    startAnvil({ chainId: 31337, port: portA }),
    startAnvil({ chainId: 31338, port: portB }),
  ])
  const [a, b] = started
  if (a.status === 'rejected' || b.status === 'rejected') {
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)))
    throw a.status === 'rejected' ? a.reason : b.status === 'rejected' ? b.reason : undefined
  }
  return {
    a: a.value,
    b: b.value,
    stop: async () => void (await Promise.all([a.value.stop(), b.value.stop()])),
  }
}

async function freePort(): Promise<number> {
  for (;;) {
    const port = await getFreePort()
    if (!DEVNET_PORTS.has(port)) return port
  }
}

/** A viem client reading a chain directly, to compare what the core shows with what is on the chain. */
export function chainClient(chain: AnvilHandle): PublicClient {
  return createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }), pollingInterval: 50 })
}

/** Sets an account's native balance on a chain (anvil_setBalance). */
export async function setChainBalance(chain: AnvilHandle, address: Address, value: bigint): Promise<void> {
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({ address, value })
}

/** Mines `blocks` empty blocks on a chain (anvil_mine). */
export async function mineBlocks(chain: AnvilHandle, blocks: number): Promise<void> {
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks })
}

/** Moves a chain's clock on by `seconds` for the next block (evm_increaseTime). */
export async function advanceChainTime(chain: AnvilHandle, seconds: number): Promise<void> {
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).increaseTime({ seconds })
}

/** The host configuration the tests use: both chains, reached on their free ports. */
export function testConfig(chains: TestChains, extra: Record<string, unknown> = {}): WalletdockConfig {
  return parseConfig({
    projectId: 'test',
    networks: ['eip155:31337', 'eip155:31338'],
    customRpcUrls: { 'eip155:31337': [chains.a.rpcUrl], 'eip155:31338': [chains.b.rpcUrl] },
    ...extra,
  })
}

/** A fresh IndexedDB (fake-indexeddb) and the core's store over it; later stores share it until the next call. */
export function freshIdbStore(): KeyValueStore {
  globalThis.indexedDB = new IDBFactory()
  return createIdbStore()
}

/**
 * Makes fake-indexeddb refuse every write to database `dbName` the way a browser over its quota does (the request
 * throws QuotaExceededError); reads still work. Returns the function that lets writes through again.
 */
export function refuseIdbWrites(dbName = 'walletdock'): () => void {
  const proto = IDBObjectStore.prototype
  const originals = { put: proto.put, add: proto.add, delete: proto.delete, clear: proto.clear }
  const refuse = <A extends unknown[], R>(original: (this: IDBObjectStore, ...args: A) => R) =>
    function (this: IDBObjectStore, ...args: A): R {
      if (this.transaction.db.name === dbName)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return original.apply(this, args)
    }
  proto.put = refuse(originals.put)
  proto.add = refuse(originals.add)
  proto.delete = refuse(originals.delete)
  proto.clear = refuse(originals.clear)
  return () => Object.assign(proto, originals)
}

/** Reads a record the way the core does. */
export function readRecord<T>(
  storage: KeyValueStore,
  record: StoredRecord<T>,
  suffix = '',
): Promise<T | undefined> {
  return createRecordStorage(storage).read(record, suffix)
}

/** JSON-RPC calls that reached a chain, recorded at the core's injected fetch. */
export type RpcLog = { fetch: typeof fetch; count(method: string, url?: string): number }

/**
 * A fetch that records every JSON-RPC method it sends, then sends it for real. Unit tests stay on loopback: a
 * call to a production service (a default URL the test did not replace) fails as an unreachable host does.
 */
export function createRpcLog(): RpcLog {
  const calls: { url: string; method: string }[] = []
  const record = (url: string, body: unknown) => {
    if (typeof body !== 'string') return
    try {
      const parsed: unknown = JSON.parse(body)
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        if (typeof item === 'object' && item !== null && 'method' in item && typeof item.method === 'string')
          calls.push({ url, method: item.method })
      }
    } catch {
      // Not JSON-RPC: nothing to record.
    }
  }
  return {
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url))
        return Promise.reject(new TypeError(`fetch failed: unit tests stay on loopback (${url})`))
      record(url, init?.body)
      return fetch(input, init)
    },
    count: (method, url) => calls.filter((c) => c.method === method && (!url || c.url === url)).length,
  }
}

/** A core made from real parts: IndexedDB, anvil, a manual clock and in-memory Web Locks. */
export type TestCore = {
  core: Core
  clock: ManualClock
  locks: MemoryLocks
  storage: KeyValueStore
  rpc: RpcLog
}

export type CreateTestCoreParameters = {
  /** The anvil chains of the default configuration; not needed when `config` is given. */
  chains?: TestChains | undefined
  storage?: KeyValueStore | undefined
  clock?: ManualClock | undefined
  locks?: MemoryLocks | undefined
  sync?: CoreSync | undefined
  config?: WalletdockConfig | undefined
  /** The site's origin the core checks against the project's allowed origins (none: no check). */
  origin?: string | undefined
}

/** Creates a core (over a fresh IndexedDB unless `storage` is given) and waits until it has restored. */
export async function createTestCore(p: CreateTestCoreParameters): Promise<TestCore> {
  const clock = p.clock ?? createManualClock()
  const locks = p.locks ?? createMemoryLocks()
  const storage = p.storage ?? freshIdbStore()
  const rpc = createRpcLog()
  const config = p.config ?? (p.chains && testConfig(p.chains))
  if (!config) throw new Error('createTestCore needs chains or a config')
  const core = createCore({
    config,
    clock,
    storage,
    fetch: rpc.fetch,
    locks,
    sync: p.sync,
    origin: p.origin,
  })
  await core.ready
  return { core, clock, locks, storage, rpc }
}

/** localStorage of one origin, shared by every tab's copy of the wallet. */
export function createWalletStorage(): WalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** The demo wallet as one tab sees it, with the prompts it showed in that tab. */
export type TestWallet = {
  info: InjectedProviderInfo
  wallet: DemoWallet
  storage: WalletStorage
  prompts: ConsentRequest[]
  /** The account the wallet connects with. */
  address: Address
  /** The same wallet (same storage) as another tab of the origin sees it. */
  inAnotherTab(): TestWallet
}

export type CreateTestWalletParameters = {
  chains: TestChains
  mode?: WalletMode | undefined
  /** Chains the wallet knows from the start; default: only A, so adding B is exercised. */
  knows?: ('a' | 'b')[] | undefined
  connectorId?: string | undefined
  name?: string | undefined
  storage?: WalletStorage | undefined
  /** Runs before each prompt is approved (a test moves the chain on while the person decides). */
  onPrompt?: ((request: ConsentRequest) => Promise<void>) | undefined
}

/** A demo wallet (approving by default) announced over EIP-6963 under `connectorId`. */
export function createTestWallet(p: CreateTestWalletParameters): TestWallet {
  const storage = p.storage ?? createWalletStorage()
  const known: KnownChain[] = (p.knows ?? ['a']).map((which) => ({
    chainId: which === 'a' ? 31337 : 31338,
    chainName: which === 'a' ? 'Walletdock Devnet A' : 'Walletdock Devnet B',
    rpcUrl: p.chains[which].rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }))
  const prompts: ConsentRequest[] = []
  const wallet = createDemoWallet({
    storage,
    // 'manual' mode: the person approves every prompt.
    prompt: async (request) => {
      prompts.push(request)
      await p.onPrompt?.(request)
      return true
    },
    fetch,
    origin: 'http://127.0.0.1:5173',
    chains: known,
  })
  if (p.mode) wallet.setMode(p.mode)
  const connectorId = p.connectorId ?? 'io.walletdock.devnet'
  const [address] = wallet.getState().accounts
  if (!address) throw new Error('The demo wallet has no account')
  return {
    info: { connectorId, name: p.name ?? 'Devnet Wallet', rdns: connectorId, legacy: false },
    wallet,
    storage,
    prompts,
    address,
    inAnotherTab: () => createTestWallet({ ...p, mode: undefined, storage }),
  }
}

/** A Wallet Standard wallet a test tab announces, runs page jobs on and forwards events of (solanaHarness.ts). */
export type TestStandardWallet = {
  info: InjectedProviderInfo
  /** Runs a page job the way a tab's Wallet Standard bridge does. */
  run(job: { method: string; params?: unknown; chain?: string | undefined }): Promise<unknown>
  /** Calls `forward` with the wallet's `change` events as the tab bridge forwards them; returns an unwatch. */
  watch(forward: (event: WalletEvent) => void): () => void
}

/** A tab attached to a core: it holds its Web Lock, runs page jobs on its wallets and forwards their events. */
export type TestTab = {
  info: TabInfo
  /** The snapshot the tab got when it attached; `snapshots` holds every one after it. */
  attached: Snapshot
  snapshots: Snapshot[]
  /** Releases the tab's lock, as closing the tab does. */
  close(): void
  /** Waits until every wallet event the tab forwarded has been applied. */
  idle(): Promise<void>
}

let tabCount = 0

/** Opens a tab on `core`: takes the tab lock, attaches, announces `wallets` (if any). */
export async function openTab(
  { core, locks }: Pick<TestCore, 'core' | 'locks'>,
  wallets: TestWallet[],
  {
    online = true,
    solana = [],
    siwx,
  }: {
    online?: boolean
    solana?: TestStandardWallet[]
    /** The host's Sign-In With X callbacks as this tab runs them (PageBridge.siwx). */
    siwx?: PageBridge['siwx']
  } = {},
): Promise<TestTab> {
  tabCount += 1
  const tabId = `tab-${tabCount}`
  const info: TabInfo = { tabId, lockName: `walletdock-tab-${tabId}`, isMobile: false, online }
  let release: (() => void) | undefined
  await new Promise<void>((granted) => {
    void locks.request(info.lockName, () => {
      granted()
      return new Promise<void>((resolve) => {
        release = resolve
      })
    })
  })
  const bridge: PageBridge = {
    async providerRequest({ connectorId, method, params, chain }) {
      const standard = solana.find((w) => w.info.connectorId === connectorId)
      if (standard) return standard.run({ method, params, chain })
      const found = wallets.find((w) => w.info.connectorId === connectorId)
      if (!found) throw new ConnectorNotFoundError(connectorId)
      return found.wallet.provider.request(params === undefined ? { method } : { method, params })
    },
    ...(siwx ? { siwx } : {}),
  }
  const forwarded: Promise<void>[] = []
  const unwatch = [
    ...wallets.map((w) =>
      watchWallet(w, (event) =>
        forwarded.push(handleWalletEvent(core, { connectorId: w.info.connectorId, event })),
      ),
    ),
    ...solana.map((w) =>
      w.watch((event) => forwarded.push(handleWalletEvent(core, { connectorId: w.info.connectorId, event }))),
    ),
  ]
  const snapshots: Snapshot[] = []
  const attached = await attachTab(core, {
    info,
    onSnapshot: (snapshot) => void snapshots.push(snapshot),
    bridge,
  })
  if (wallets.length + solana.length > 0)
    await announceProviders(core, {
      tabId,
      providers: [...wallets.map((w) => w.info), ...solana.map((w) => w.info)],
    })
  return {
    info,
    attached,
    snapshots,
    close: () => {
      for (const stop of unwatch) stop()
      release?.()
    },
    idle: async () => {
      while (forwarded.length > 0) await Promise.allSettled(forwarded.splice(0))
    },
  }
}

// What the page bridge does with an injected provider's EIP-1193 events.
function watchWallet({ wallet }: TestWallet, forward: (event: WalletEvent) => void): () => void {
  const onAccounts = (accounts: unknown) =>
    forward({ type: 'accountsChanged', accounts: Array.isArray(accounts) ? accounts.map(String) : [] })
  const onChain = (chainId: unknown) => forward({ type: 'chainChanged', chainId: String(chainId) })
  const onDisconnect = () => forward({ type: 'disconnect' })
  wallet.provider.on('accountsChanged', onAccounts).on('chainChanged', onChain).on('disconnect', onDisconnect)
  return () => {
    wallet.provider
      .removeListener('accountsChanged', onAccounts)
      .removeListener('chainChanged', onChain)
      .removeListener('disconnect', onDisconnect)
  }
}

/** Lets pending promise callbacks and I/O callbacks run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/** Waits (real time, up to 5 s) until `assertion` passes. */
export function eventually(assertion: () => void | Promise<void>): Promise<void> {
  return vi.waitFor(assertion, { timeout: 5_000, interval: 10 }).then(() => undefined)
}

/** The active EVM connection of a core. */
export function evmConnection(core: Core) {
  return core.store.getState().connections.eip155
}

/** The amount a balance shows (ready or stale), or undefined while it has none. */
export function amountOf(balance: Snapshot['balance'] | undefined): BalanceAmount | undefined {
  return balance?.status === 'ready' || balance?.status === 'stale' ? balance : undefined
}
