import * as Comlink from 'comlink'
import { CALL_TIMEOUT_MS } from '../src/constants.ts'
import type { CoreApi } from '../src/coreApi.ts'
import { registerErrorTransfer } from '../src/errorTransfer.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { PageBridge, TabInfo } from '../src/types.ts'
import { withTimeout } from '../src/withTimeout.ts'

/** Intents that wait on a person (a wallet prompt) get no short timeout; the core times them itself. */
const LONG_CALLS = new Set<keyof CoreApi>([
  'connect',
  'switchNetwork',
  'request',
  'disconnect',
  'sendToken',
  'decideRequest',
])
// An unsafe request may wait up to 2 minutes for the person's decision, then up to 2 more for the wallet.
const LONG_CALL_TIMEOUT_MS = 300_000

// The core answers a pairing within its own relay timeout (10 s) after loading WalletConnect, and a
// directory page only after its icons: both may take longer than a plain call.
for (const name of ['pairWalletConnect', 'fetchWallets', 'fetchWalletSuggestions'] as const)
  LONG_CALLS.add(name)

export type CoreClient = Omit<CoreApi, 'attach'> & { tabId: string; mode: 'shared' | 'dedicated' }

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as number),
}

function startWorker(): { remote: Comlink.Remote<CoreApi>; mode: 'shared' | 'dedicated' } {
  if (typeof SharedWorker === 'function') {
    const worker = new SharedWorker(new URL('../worker/entry.shared.ts', import.meta.url), {
      type: 'module',
      name: 'walletdock-core',
    })
    return { remote: Comlink.wrap<CoreApi>(worker.port), mode: 'shared' }
  }
  const worker = new Worker(new URL('../worker/entry.dedicated.ts', import.meta.url), {
    type: 'module',
    name: 'walletdock-core',
  })
  return { remote: Comlink.wrap<CoreApi>(worker), mode: 'dedicated' }
}

/** Holds a Web Lock for the tab's lifetime; the core learns the tab is gone when it is released. */
function holdTabLock(lockName: string): Promise<void> {
  return new Promise((resolve) => {
    void navigator.locks.request(lockName, () => {
      resolve()
      return new Promise<never>(() => undefined)
    })
  })
}

/** Starts (or joins) the core, attaches this tab and returns intents that each have a timeout. */
export async function connectCore(
  config: unknown,
  onSnapshot: (snapshot: Snapshot) => void,
  bridge: PageBridge,
): Promise<{ client: CoreClient; snapshot: Snapshot }> {
  registerErrorTransfer(Comlink.transferHandlers as Map<string, unknown>)
  const { remote, mode } = startWorker()
  const tabId = crypto.randomUUID()
  const tab: TabInfo = {
    tabId,
    lockName: `walletdock-tab-${tabId}`,
    isMobile: /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent),
    online: navigator.onLine,
  }
  await holdTabLock(tab.lockName)
  const snapshot = await withTimeout(
    remote.attach(tab, config, Comlink.proxy(onSnapshot), Comlink.proxy(bridge)),
    CALL_TIMEOUT_MS,
    'attaching to the Walletdock core',
    timers,
  )
  const call =
    <K extends keyof CoreApi>(name: K) =>
    (...args: Parameters<CoreApi[K]>) =>
      withTimeout(
        (remote[name] as (...a: unknown[]) => Promise<unknown>)(...args),
        LONG_CALLS.has(name) ? LONG_CALL_TIMEOUT_MS : CALL_TIMEOUT_MS,
        `core ${String(name)}`,
        timers,
      )
  const client = {
    tabId,
    mode,
    detach: call('detach'),
    announceProviders: call('announceProviders'),
    walletEvent: call('walletEvent'),
    setOnline: call('setOnline'),
    connect: call('connect'),
    disconnect: call('disconnect'),
    switchNetwork: call('switchNetwork'),
    refreshBalance: call('refreshBalance'),
    request: call('request'),
    pairWalletConnect: call('pairWalletConnect'),
    chooseWalletConnectWallet: call('chooseWalletConnectWallet'),
    fetchWallets: call('fetchWallets'),
    fetchWalletSuggestions: call('fetchWalletSuggestions'),
    fetchTokenBalances: call('fetchTokenBalances'),
    fetchTransactions: call('fetchTransactions'),
    fetchIdentity: call('fetchIdentity'),
    resolveName: call('resolveName'),
    sendToken: call('sendToken'),
    decideRequest: call('decideRequest'),
  } as CoreClient
  return { client, snapshot }
}
