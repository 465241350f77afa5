import { rpcUrlsFor } from '../../../src/config.ts'
import {
  DEFAULT_RELAY_URL,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_METHODS,
} from '../../../src/walletConnect.ts'
import { WalletConnectElsewhereError } from '../../../src/walletConnectErrors.ts'
import { handleWalletEvent } from '../../actions/handleWalletEvent.ts'
import type { Core } from '../../core.ts'
import { resetWalletConnect } from './finalizeWalletConnect.ts'
import { loadUniversalProvider, type UniversalProviderInstance } from './loadUniversalProvider.ts'
import { getWalletConnectRuntime } from './walletConnectRuntime.ts'
import { createWalletConnectStorage } from './walletConnectStorage.ts'

/** The relay this core talks to: the configured one, else production's. */
export function relayUrlOf(core: Core): string {
  return core.config.serviceUrls.relay ?? DEFAULT_RELAY_URL
}

/**
 * The core's UniversalProvider, loaded and initialised on first use (which also restores a stored
 * session). In the dedicated-worker fallback only the leader holds it, so the site keeps one relay socket.
 */
export function getWalletConnectProvider(core: Core): Promise<UniversalProviderInstance> {
  if (core.deps.sync && !core.deps.sync.isLeader()) return Promise.reject(new WalletConnectElsewhereError())
  const runtime = getWalletConnectRuntime(core)
  runtime.provider ??= initProvider(core).catch((error: unknown) => {
    // A failed load (offline chunk, broken storage) may succeed on the next try.
    runtime.provider = undefined
    throw error
  })
  return runtime.provider
}

/** The EVM namespace a pairing proposes: the host's EVM networks, with its RPC URLs as the rpcMap. */
export function evmNamespaceOf(core: Core) {
  const chains = core.config.networks.filter((id) => id.startsWith('eip155:'))
  const rpcMap: Record<string, string> = {}
  for (const id of chains) {
    const url = rpcUrlsFor(core.config, id)[0]
    if (url) rpcMap[id] = url
  }
  return {
    chains,
    methods: [...WALLET_CONNECT_METHODS],
    events: [...WALLET_CONNECT_EVENTS],
    rpcMap,
  }
}

async function initProvider(core: Core): Promise<UniversalProviderInstance> {
  const options = core.deps.walletConnect
  const UniversalProvider = await (options?.loadProvider ?? loadUniversalProvider)()
  const provider = await UniversalProvider.init({
    projectId: core.config.projectId,
    relayUrl: relayUrlOf(core),
    metadata: metadataOf(core),
    storage: (options?.storage ?? createWalletConnectStorage()) as never,
    customStoragePrefix: options?.storagePrefix ?? 'walletdock',
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

// Session events come from the core's one provider, so every tab sees them through the snapshot.
function watchSession(core: Core, provider: UniversalProviderInstance): void {
  const id = WALLET_CONNECT_CONNECTOR_ID
  provider.on('accountsChanged', (accounts: unknown) => {
    void handleWalletEvent(core, id, {
      type: 'accountsChanged',
      accounts: Array.isArray(accounts) ? accounts.map(String) : [],
    })
  })
  provider.on('chainChanged', (chainId: unknown) => {
    void handleWalletEvent(core, id, { type: 'chainChanged', chainId: String(chainId) })
  })
  // The wallet ended the session: no accounts are left.
  provider.on('session_delete', () => {
    void handleWalletEvent(core, id, { type: 'accountsChanged', accounts: [] })
    void resetWalletConnect(core)
  })
}
