import * as Comlink from 'comlink'
import { CALL_TIMEOUT_MS } from '../src/constants.ts'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import { rebuildError } from '../src/rebuildError.ts'
import { serializeError } from '../src/serializeError.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { InjectedProviderInfo, PageBridge } from '../src/types.ts'
import { withTimeout } from '../src/withTimeout.ts'
import type { Attachment, PortApi } from '../worker/api.ts'
import type { IntentClient } from '../worker/intents.ts'
import { isMobile } from './isMobile.ts'
import { startWorker } from './startWorker.ts'

/** This tab's line to the core: what attach said, and one `invoke` for every intent. */
export type CoreClient = Omit<Attachment, 'snapshot' | 'deadlines'> & {
  /** Runs an intent with the deadline the core gave it (a short one for a name the core did not list). */
  invoke(name: string, params: unknown): Promise<unknown>
  mode: 'shared' | 'dedicated'
}

// The page's own timers (called as globalThis's methods, so `this` is right).
const timers = globalThis

/** Holds a Web Lock for the tab's lifetime; the core learns the tab is gone when it is released. */
function holdTabLock(lockName: string): Promise<void> {
  return new Promise((resolve) => {
    void navigator.locks.request(lockName, () => {
      resolve()
      return new Promise<never>(() => undefined)
    })
  })
}

/**
 * The intents as a proxy over one `invoke`: `intents.connect({ connectorId })` calls `invoke('connect', …)`.
 * It knows no intent by name, so a new intent costs the loader nothing.
 */
export function createIntentClient(
  invoke: (name: string, params: unknown) => Promise<unknown>,
): IntentClient {
  return new Proxy({} as IntentClient, {
    // 'then' stays undefined so the client is never mistaken for a promise.
    get: (_target, name) =>
      typeof name === 'string' && name !== 'then'
        ? (params?: unknown) => invoke(name, params ?? {})
        : undefined,
  })
}

/**
 * Starts (or joins) the core, attaches this tab and returns its intents. The loader calls it once the host's
 * first paint is on screen (the core's script then compiles on its own thread without holding that paint back).
 */
export async function connectCore(
  config: unknown,
  onSnapshot: (snapshot: Snapshot) => void,
  bridge: PageBridge,
  providers: () => InjectedProviderInfo[],
): Promise<{ client: CoreClient; snapshot: Snapshot }> {
  // The tab rebuilds every core error as one generic class (checked by name), not a registry of classes.
  registerErrorTransfer(Comlink.transferHandlers as Map<string, unknown>, {
    serialize: serializeError,
    rebuild: rebuildError,
  })
  // Read here, before the core checks the whole configuration: it says where the core's scripts are.
  const assetBaseUrl = (config as { assetBaseUrl?: unknown } | null)?.assetBaseUrl
  const { endpoint, mode } = startWorker(typeof assetBaseUrl === 'string' ? assetBaseUrl : undefined)
  const remote = Comlink.wrap<PortApi>(endpoint)
  const lockName = `walletdock-tab-${crypto.randomUUID()}`
  await holdTabLock(lockName)
  const hello = {
    lockName,
    isMobile: isMobile(),
    online: navigator.onLine,
    providers: providers(),
  }
  const { snapshot, deadlines, ...attached } = await withTimeout(
    remote.attach(hello, config, Comlink.proxy(onSnapshot), Comlink.proxy(bridge)),
    CALL_TIMEOUT_MS,
    'attaching to the Walletdock core',
    timers,
  )
  const invoke = (name: string, params: unknown) =>
    withTimeout(remote.invoke(name, params), deadlines[name] ?? CALL_TIMEOUT_MS, name, timers)
  return { client: { ...attached, invoke, mode }, snapshot }
}
