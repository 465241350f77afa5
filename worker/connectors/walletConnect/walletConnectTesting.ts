import {
  createPhoneWallet,
  type PhoneWallet,
  type PhoneWalletSolana,
  type ProposalAnswer,
  type RequestAnswer,
} from '../../../devnet/phoneWallet/createPhoneWallet.ts'
import { createMemoryStorage } from '../../../devnet/phoneWallet/memoryStorage.ts'
import { getFreePort } from '../../../devnet/ports.ts'
import { type RelayServer, startRelay } from '../../../devnet/relay/startRelay.ts'
import { createCore } from '../../createCore.ts'
import type { CoreSync, KeyValueStore, WalletConnectDeps } from '../../deps.ts'
import {
  createRpcLog,
  freshIdbStore,
  type TestChains,
  type TestCore,
  testConfig,
} from '../../testing/harness.ts'
import { createManualClock } from '../../testing/manualClock.ts'
import { createMemoryLocks, type MemoryLocks } from '../../testing/memoryLocks.ts'
import { loadUniversalProvider } from './loadUniversalProvider.ts'

// WalletConnect keeps one core per storage prefix in a JS realm: every client a test makes needs its own.
let prefixes = 0
const nextPrefix = (kind: string) => `${kind}-${++prefixes}-${Date.now()}`

/** A relay on a free port (never the devnet's 8551). */
export async function startTestRelay(): Promise<RelayServer> {
  for (;;) {
    const port = await getFreePort()
    if (port !== 8551) return startRelay({ port })
  }
}

/** What a core's WalletConnect keeps between restarts, so a second core can restore the session. */
export type WalletConnectStores = { records: KeyValueStore; walletConnect: WalletConnectDeps }

/** Fresh stores: IndexedDB records and an in-memory WalletConnect storage with its own prefix. */
export function createWalletConnectStores(
  loadProvider?: WalletConnectDeps['loadProvider'],
): WalletConnectStores {
  return {
    records: freshIdbStore(),
    walletConnect: {
      storage: createMemoryStorage(),
      storagePrefix: nextPrefix('core'),
      loadProvider: loadProvider ?? loadUniversalProvider,
    },
  }
}

/** A core on the test chains whose WalletConnect talks to `relay`. */
export async function createWalletConnectCore(p: {
  chains: TestChains
  relay: RelayServer
  stores?: WalletConnectStores | undefined
  config?: Record<string, unknown> | undefined
  /** For cores of one origin in the dedicated-worker fallback. */
  sync?: CoreSync | undefined
  locks?: MemoryLocks | undefined
}): Promise<TestCore & { stores: WalletConnectStores }> {
  const stores = p.stores ?? createWalletConnectStores()
  const clock = createManualClock()
  const locks = p.locks ?? createMemoryLocks()
  const rpc = createRpcLog()
  const core = createCore({
    config: testConfig(p.chains, { serviceUrls: { relay: p.relay.url }, ...p.config }),
    clock,
    storage: stores.records,
    fetch: rpc.fetch,
    locks,
    sync: p.sync,
    walletConnect: stores.walletConnect,
  })
  await core.ready
  return { core, clock, locks, storage: stores.records, rpc, stores }
}

/** Closes a core's relay socket (tests end it, as closing the browser would). */
export async function closeWalletConnect(core: TestCore['core']): Promise<void> {
  const provider = await core.walletConnect?.provider?.catch(() => undefined)
  if (!provider) return
  provider.client.core.heartbeat.stop()
  await provider.client.core.relayer.transportClose()
  // WalletConnect shares one core per storage prefix in a realm; forgetting it makes the next core start
  // from storage, as a new SharedWorker would.
  const key = `_walletConnectCore_${core.deps.walletConnect?.storagePrefix ?? ''}`
  Reflect.deleteProperty(globalThis, key)
  Reflect.deleteProperty(globalThis, `${key}_count`)
}

/** A phone wallet on the test chains that answers as told (EVM only unless given a Solana node). */
export async function createTestPhoneWallet(p: {
  chains: TestChains
  relay: RelayServer
  proposal?: ((view: { chains: string[] }) => ProposalAnswer) | undefined
  request?: ((method: string) => RequestAnswer) | undefined
  /** Solana support on this node (never the devnet's 8899). */
  solana?: PhoneWalletSolana | false | undefined
}): Promise<PhoneWallet & { requests: string[] }> {
  const requests: string[] = []
  const wallet = await createPhoneWallet({
    relayUrl: p.relay.url,
    projectId: 'test',
    chains: [
      { chainId: 31337, rpcUrl: p.chains.a.rpcUrl, name: 'Devnet A' },
      { chainId: 31338, rpcUrl: p.chains.b.rpcUrl, name: 'Devnet B' },
    ],
    storage: createMemoryStorage(),
    customStoragePrefix: nextPrefix('wallet'),
    requestQueueDelayMs: 0,
    solana: p.solana ?? false,
    decideProposal: async (view) => p.proposal?.(view) ?? true,
    decideRequest: async (request) => {
      requests.push(request.method)
      return p.request?.(request.method) ?? true
    },
  })
  return Object.assign(wallet, { requests })
}
