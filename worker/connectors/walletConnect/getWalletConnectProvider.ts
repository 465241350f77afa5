import { DEFAULT_RELAY_URL } from '../../../src/walletConnect.ts'
import { WalletConnectElsewhereError } from '../../../src/walletConnectErrors.ts'
import type { Core } from '../../core.ts'
import { loadUniversalProvider, type UniversalProviderInstance } from './loadUniversalProvider.ts'
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
  // Only a guard (route.ts decides where WalletConnect runs): a call that chose this core while it led and got
  // here after it stopped. A follower opens no socket of its own (the site keeps one); it is for the leader's core.
  if (core.deps.sync && !core.deps.sync.isLeader()) return Promise.reject(new WalletConnectElsewhereError())
  const runtime = getWalletConnectRuntime(core)
  const closed = core.walletConnectClosing
  runtime.provider ??= (closed ? closed.then(() => initProvider(core)) : initProvider(core)).catch(
    (error: unknown) => {
      // A failed load (offline chunk, broken storage) may succeed on the next try.
      runtime.provider = undefined
      throw error
    },
  )
  return runtime.provider
}

/**
 * Lets go of the core's provider: its relay socket closes and its client core is forgotten, so that the next
 * provider restores the session (from storage) on a socket of its own. Until then no new provider starts:
 * WalletConnect keeps one client core per storage prefix in a realm and hands it to the next provider made
 * there, so a provider made during the close got the closing client core and lost its socket with it.
 */
export function closeWalletConnectProvider(core: Core): Promise<void> {
  const runtime = core.walletConnect
  core.walletConnect = undefined
  const closed: Promise<void> = Promise.all([
    core.walletConnectClosing,
    closeProvider(core, runtime?.provider),
  ]).then(() => {
    if (core.walletConnectClosing === closed) core.walletConnectClosing = undefined
  })
  core.walletConnectClosing = closed
  return closed
}

async function closeProvider(
  core: Core,
  pending: Promise<UniversalProviderInstance> | undefined,
): Promise<void> {
  const provider = await pending?.catch(() => undefined)
  if (!provider) return
  const { relayer } = provider.client.core
  // WalletConnect opens a closed socket again for any request, one its own start had under way included (the
  // resubscribe after its socket connected): a provider let go of must not, or the site has two sockets.
  const released = () => Promise.reject(new WalletConnectElsewhereError())
  Object.assign(relayer, { request: released, transportOpen: released, restartTransport: released })
  // A request already past that point when the socket closed opens it once more: it is closed again at once.
  relayer.on('relayer_connect', () => void relayer.transportClose().catch(() => undefined))
  try {
    provider.client.core.heartbeat.stop()
    await relayer.transportClose()
  } catch {
    // Already closed.
  }
  const key = `_walletConnectCore_${core.deps.walletConnect?.storagePrefix ?? WALLET_CONNECT_STORAGE_PREFIX}`
  Reflect.deleteProperty(globalThis, key)
  Reflect.deleteProperty(globalThis, `${key}_count`)
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
