import { networkIdsOf } from '../../../src/config.ts'
import {
  DEFAULT_RELAY_URL,
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_METHODS,
} from '../../../src/walletConnect.ts'
import type { Core } from '../../core.ts'
import { rpcUrlsOf } from '../../networks/networkOf.ts'
import { loadUniversalProvider, type UniversalProviderInstance } from './loadUniversalProvider.ts'
import { WALLET_CONNECT_SOLANA_METHODS, type WalletConnectNamespace } from './walletConnectNamespaces.ts'
import { getWalletConnectRuntime } from './walletConnectRuntime.ts'
import { createWalletConnectStorage } from './walletConnectStorage.ts'
import { watchSession } from './watchSession.ts'

/** The relay this core talks to: the configured one, else production's. */
export function relayUrlOf(core: Core): string {
  return core.config.serviceUrls.relay ?? DEFAULT_RELAY_URL
}

/**
 * The core's UniversalProvider, loaded and initialised on first use (which also restores a stored
 * session). It runs where route.ts places WalletConnect: in the dedicated-worker fallback only the leader's
 * core holds it, so the site keeps one relay socket.
 */
export function getWalletConnectProvider(core: Core): Promise<UniversalProviderInstance> {
  const runtime = getWalletConnectRuntime(core)
  runtime.provider ??= initProvider(core).catch((error: unknown) => {
    // A failed load (offline chunk, broken storage) may succeed on the next try.
    runtime.provider = undefined
    throw error
  })
  return runtime.provider
}

/** A namespace a pairing proposes: its chains, the methods the core sends, events, and the host's RPC URLs. */
export type ProposedNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * What a pairing proposes, all as optional namespaces (so an EVM-only or a Solana-only wallet still
 * connects): eip155 with the host's EVM networks, solana with its Solana networks, each when it has any.
 */
export function walletConnectNamespacesOf(
  core: Core,
): Partial<Record<WalletConnectNamespace, ProposedNamespace>> {
  const eip155 = namespaceOf(core, 'eip155', WALLET_CONNECT_METHODS, WALLET_CONNECT_EVENTS)
  const solana = namespaceOf(core, 'solana', WALLET_CONNECT_SOLANA_METHODS, [])
  // A host with neither still proposes eip155 (as before Solana), so a wallet can answer at all.
  return {
    ...((eip155.chains.length > 0 || solana.chains.length === 0) && { eip155 }),
    ...(solana.chains.length > 0 && { solana }),
  }
}

function namespaceOf(
  core: Core,
  namespace: WalletConnectNamespace,
  methods: readonly string[],
  events: readonly string[],
): ProposedNamespace {
  const chains = networkIdsOf(core.config).filter((id) => id.startsWith(`${namespace}:`))
  const rpcMap: Record<string, string> = {}
  for (const id of chains) {
    const url = rpcUrlsOf(core, id)[0]
    if (url) rpcMap[id] = url
  }
  return { chains, methods: [...methods], events: [...events], rpcMap }
}

/** The storage prefix of the core's WalletConnect client when the dependencies name none. */
export const WALLET_CONNECT_STORAGE_PREFIX = 'walletdock'

async function initProvider(core: Core): Promise<UniversalProviderInstance> {
  const options = core.deps.walletConnect
  const UniversalProvider = await (options?.loadProvider ?? loadUniversalProvider)()
  const provider = await UniversalProvider.init({
    projectId: core.config.projectId,
    relayUrl: relayUrlOf(core),
    metadata: metadataOf(core),
    storage: (options?.storage ?? createWalletConnectStorage()) as never,
    customStoragePrefix: options?.storagePrefix ?? WALLET_CONNECT_STORAGE_PREFIX,
    // No telemetry, no pings over HTTP RPC: in a worker the provider then makes no HTTP requests of its own.
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: core.config.debug ? 'warn' : 'silent',
  })
  watchSession(core, provider)
  getWalletConnectRuntime(core).clientId = await provider.client.core.crypto.getClientId()
  return provider
}

function metadataOf(core: Core) {
  if (core.config.metadata) return core.config.metadata
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost'
  return { name: hostOf(origin), description: '', url: origin, icons: [] }
}

function hostOf(origin: string): string {
  return new URL(origin).host
}
