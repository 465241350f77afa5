import type { WalletdockConfigInput } from '../src/config.ts'
import { hasSolanaNetwork } from '../src/hasSolanaNetwork.ts'
import { enPage, type PageMessages } from '../src/messages/enPage.ts'
import { pickLocale } from '../src/messages/locales.ts'
import type { ProviderNamespace } from '../src/requestAccountsMethods.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { CaipNetworkId, ConnectionState, Namespace } from '../src/types.ts'
import type { ViewDataMap, ViewName } from '../src/viewStack.ts'
import { afterFirstPaint } from './afterFirstPaint.ts'
import { type InjectedWallets, watchInjectedWallets } from './bridge/injectedWallets.ts'
import { type CoreClient, connectCore, createIntentClient } from './coreClient.ts'
import { defineElements, ensureModalElement } from './elements.ts'
import { isMobile } from './isMobile.ts'
import { readLastLabels, writeLastLabels } from './lastLabels.ts'
import { postableOptions } from './postableOptions.ts'
import { preloadUiWhenIdle } from './preloadUi.ts'
import { createEip1193Provider, type WalletdockProvider } from './provider.ts'
import {
  applySnapshot,
  createTabStore,
  type OpenRequest,
  type SnackbarText,
  type SnackbarVariant,
} from './tabStore.ts'

export type { WalletdockConfigInput } from '../src/config.ts'
export type { NetworkOption } from '../src/plainChain.ts'
export type { Snapshot } from '../src/snapshot.ts'
export type { WalletdockProvider } from './provider.ts'

/** The account as a host sees it. */
export type WalletdockAccount = {
  status: ConnectionState['status']
  namespace: Namespace
  address: string | undefined
  caipNetworkId: CaipNetworkId
  caipAddress: string | undefined
  /** With the `siwx` option: whether this account has signed in on its chain (Sign-In With X). */
  signedIn: boolean
}

/**
 * Options a host passes: the input type of the core's schema (src/config.ts), so every option autocompletes
 * and a misspelt one does not compile. The core validates them; `ready` rejects with a ConfigError naming
 * the first problem (an unknown key with the one it most likely meant).
 */
export type WalletdockOptions = WalletdockConfigInput

/**
 * What `open()` takes: a view and the data it needs (ViewDataMap), and/or a namespace. The UI chunk checks the
 * data (src/parseViewRequest.ts): a bad view or data rejects the call and leaves the modal as it was.
 */
export type WalletdockOpenOptions = {
  namespace?: Namespace
} & (
  | { view?: undefined; data?: undefined }
  | {
      [N in ViewName]: ViewDataMap[N] extends undefined
        ? { view: N; data?: undefined }
        : undefined extends ViewDataMap[N]
          ? { view: N; data?: ViewDataMap[N] }
          : { view: N; data: ViewDataMap[N] }
    }[ViewName]
)

/** A Walletdock instance: the public API of the loader. */
export type Walletdock = {
  /**
   * Resolves once this tab is attached to the core; rejects if it cannot be (a ConfigError for invalid
   * options), and the reason is also logged once with console.error.
   */
  ready: Promise<void>
  open(options?: WalletdockOpenOptions): Promise<void>
  close(): void
  /** The account; the same object until something in it changes (safe for React's useSyncExternalStore). */
  getAccount(): WalletdockAccount
  subscribeAccount(listener: (account: WalletdockAccount) => void): () => void
  subscribeModal(listener: (state: { open: boolean }) => void): () => void
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  disconnect(): Promise<void>
  /** The provider of a namespace (eip155 by default; solana speaks the solana_* methods); one per namespace. */
  getProvider(namespace?: ProviderNamespace): WalletdockProvider
  /** The tab's state store (for the React hooks and debugging). */
  store: ReturnType<typeof createTabStore>
}

const sameAccount = (a: WalletdockAccount, b: WalletdockAccount) =>
  (Object.keys(a) as (keyof WalletdockAccount)[]).every((key) => a[key] === b[key])

// The active namespace's account, Solana as EVM: a namespace without an address shows the active network.
function accountOf(s: Snapshot | null): WalletdockAccount {
  const namespace = s?.activeNamespace ?? 'eip155'
  const {
    status = 'disconnected',
    address,
    caipNetworkId = s?.activeCaipNetworkId ?? 'eip155:1',
  }: { status?: ConnectionState['status']; address?: string; caipNetworkId?: CaipNetworkId } = s?.connections[
    namespace
  ] ?? {}
  const caipAddress = address ? `${caipNetworkId}:${address}` : undefined
  return {
    status,
    namespace,
    address,
    caipNetworkId,
    caipAddress,
    // The core keeps only valid sessions, under the CAIP address the connection has.
    signedIn: !!s?.siwxSessions?.some((v) => v.caipAddress === caipAddress),
  }
}

/** Creates the page's Walletdock: attaches to the shared core and defines the custom elements. */
export function createWalletdock(options: WalletdockOptions): Walletdock {
  const store = createTabStore()
  // The tab's language: the page's `locale` option, else the browser's. The button's English texts are here;
  // another language's come with its catalog chunk (shared with the UI), and the button stays blank till then
  // rather than flash English.
  const locale = pickLocale(options.locale, navigator.languages)
  let page: PageMessages | undefined = locale === 'en' ? enPage : undefined
  if (locale !== 'en')
    void import('../src/messages/catalogChunks.ts')
      .then((c) => c.loadCatalogChunk(locale))
      .then(
        (m) => m.page,
        () => enPage,
      )
      .then((texts) => {
        page = texts
        // Any change of the store renders the buttons again.
        store.setState({})
      })
  // Until the core's first snapshot, the buttons show what they showed last (kept in localStorage by this
  // loader), so they have their right labels as soon as they are defined rather than once the worker answers.
  const last = readLastLabels()
  const labels = (snapshot: Snapshot | null) => {
    if (!snapshot) return { ...last, status: undefined }
    const account = accountOf(snapshot)
    // The active account's address and its network's name.
    return {
      ...account,
      network: snapshot.networks.find((n) => n.caipNetworkId === account.caipNetworkId)?.name,
    }
  }
  // Defined before anything else runs: a button already in the page renders now.
  defineElements({
    uiContext: () => ({ store, intents, isMobile: isMobile(), locale, wallets: pageWallets() }),
    open: (kind) => void instance.open(kind === 'network' ? { view: 'Networks' } : {}),
    onChange: (listener) => store.subscribe(listener),
    buttonLabel: (kind) => {
      const { address, status, network } = labels(store.getState().snapshot)
      if (kind === 'network') return network ?? ''
      if (address) return `${address.slice(0, 6)}…${address.slice(-4)}`
      // The account button has nothing to show without an account.
      return (kind ? '' : status === 'connecting' ? page?.connecting : page?.connectWallet) ?? ''
    },
  })
  let written = last
  store.subscribe(({ snapshot }) => {
    if (!snapshot) return
    const next = labels(snapshot)
    // A connection in progress has no address yet: the last one stays until it is settled either way.
    if (
      next.status === 'connecting' ||
      (next.address === written.address && next.network === written.network)
    )
      return
    written = next
    writeLastLabels(next)
  })
  // Every intent goes through one invoke once the tab is attached; calls made before that wait for it, even
  // those made while the core is still being started (a wallet may announce itself or an event at once).
  let startClient!: (started: Promise<CoreClient>) => void
  const client = new Promise<CoreClient>((resolve) => {
    startClient = resolve
  })
  const intents = createIntentClient((name, params) => client.then((c) => c.invoke(name, params)))
  const quietly = (call: Promise<unknown>) => void call.catch(() => undefined)
  // The page's wallets are asked for (EIP-6963: each announces itself whenever asked) once the host's first paint is
  // on screen, or sooner if the UI needs them: before that paint only the buttons' definition runs.
  let wallets: InjectedWallets | undefined
  const pageWallets = () =>
    (wallets ??= watchInjectedWallets(
      (providers) => quietly(intents.announceProviders({ providers })),
      (connectorId, event) => quietly(intents.walletEvent({ connectorId, event })),
    ))
  // A message for the modal: the snackbar's code is the UI chunk's, which the modal needs to show it anyway.
  const notify = (variant: SnackbarVariant, message: SnackbarText) =>
    void import('./ui/mount.tsx').then((m) => m.showSnackbar(store, variant, message))
  let lastNotice = 0
  const onSnapshot = (snapshot: Snapshot) => {
    applySnapshot(store, snapshot)
    const notice = snapshot.notice
    if (notice && notice.id > lastNotice) {
      lastNotice = notice.id
      notify(notice.variant, notice.message)
    }
  }
  // Everything but the buttons waits for the host's first paint to be on screen: the page's wallets, the core's
  // start, the Wallet Standard bridge and the UI preload would otherwise compete with it (overlay/afterFirstPaint.ts:
  // the paint is presented by other threads after the main thread painted it, and on a small machine script run in
  // between holds it back).
  const painted = afterFirstPaint()
  // Functions (callbacks, a Chain's formatters and serializers) stay in this tab: they cannot be posted, and
  // the core has no use for them. The core's schema keeps a Chain's plain data (src/plainChainSchema.ts), so
  // the tab copies no Chain field by field: that code would be on every host's critical path.
  const postable = postableOptions(options)
  startClient(
    painted
      .then(() => {
        const { bridge, list } = pageWallets()
        // The host's Sign-In With X callbacks stay here: the core asks this tab to run them and checks the answers
        // (a missing one answers undefined, which the core refuses).
        bridge.siwx = async ({ method, params }) =>
          (options.siwx as Record<string, ((params: unknown) => unknown) | undefined> | undefined)?.[
            method
          ]?.(params)
        return connectCore(postable, onSnapshot, bridge, list)
      })
      .then(({ client: c, snapshot }) => {
        lastNotice = snapshot.notice?.id ?? 0
        // This page asked for another configuration than the running core's: never silently.
        const differs = c.configNotice
        if (differs) console.warn(differs.warning)
        store.setState({
          tabId: c.tabId,
          config: c.config,
          siteNotice: differs?.personFacing ? 'configDiffers' : undefined,
        })
        applySnapshot(store, snapshot)
        // Solana wallets are looked for only when the configuration in force has a Solana network.
        if (hasSolanaNetwork(c.config.networks)) quietly(pageWallets().watchWalletStandard())
        addEventListener('online', () => quietly(intents.setOnline({ online: true })))
        addEventListener('offline', () => quietly(intents.setOnline({ online: false })))
        addEventListener('pagehide', () => quietly(intents.detach()))
        return c
      }),
  )
  client.catch((error: unknown) => {
    store.setState({ fatal: { error } })
    // One line a developer sees at once, besides the rejected `ready` (and the modal's own text).
    const { shortMessage, details, message } = error as {
      shortMessage?: string
      details?: string
      message?: string
    }
    console.error(
      `Walletdock could not start: ${[shortMessage ?? message, details].filter(Boolean).join(': ')}`,
    )
  })
  const ready = client.then(() => undefined)
  // Reported above: a host that never awaits `ready` gets the console line, not an unhandled rejection too.
  ready.catch(() => undefined)

  let account = accountOf(null)
  const currentAccount = () => {
    const next = accountOf(store.getState().snapshot)
    if (!sameAccount(next, account)) account = next
    return account
  }
  const providers = new Map<Namespace, WalletdockProvider>()

  const instance: Walletdock = {
    ready,
    store,
    async open(openOptions = {}) {
      const element = ensureModalElement()
      // Recorded for the UI chunk, which applies the opening rules (src/modalRules.ts) to it; a newer
      // open() replaces one still waiting, whose caller is done.
      store.getState().openRequest?.settle(Promise.resolve())
      let request: OpenRequest | undefined
      const opened = new Promise<void>((resolve, reject) => {
        request = {
          ...openOptions,
          manualControl: !!options.manualControl,
          settle: (outcome) => void outcome.then(resolve, reject),
        }
        store.setState({ openRequest: request })
      })
      try {
        await element.ensureUi()
      } catch (error) {
        // The UI chunk could not load (offline, say): this open failed, and must not pop up when it loads later.
        if (store.getState().openRequest === request) store.setState({ openRequest: undefined })
        throw error
      }
      await opened
    },
    close() {
      store.getState().openRequest?.settle(Promise.resolve())
      // src/modalRules.ts getCloseView for a modal that is not embedded: Connect. Works before the UI chunk is
      // here. Not imported: the loader would then take that whole module from the UI chunk (+0.2 KB, over 8 KB).
      store.setState({
        stack: { views: [{ name: 'Connect' }], open: false },
        loading: false,
        openRequest: undefined,
      })
    },
    getAccount: currentAccount,
    subscribeAccount(listener) {
      let last = currentAccount()
      return store.subscribe(() => {
        const next = currentAccount()
        if (next !== last) {
          last = next
          listener(next)
        }
      })
    },
    subscribeModal(listener) {
      let open = store.getState().stack.open
      return store.subscribe((state) => {
        if (state.stack.open !== open) {
          open = state.stack.open
          listener({ open })
        }
      })
    },
    switchNetwork: (caipNetworkId) => intents.switchNetwork({ caipNetworkId }),
    disconnect: () => intents.disconnect(),
    getProvider(namespace = 'eip155') {
      // One provider per namespace for the page's lifetime: a host calling this on every render adds no listeners.
      let provider = providers.get(namespace)
      if (!provider) {
        provider = createEip1193Provider(
          intents,
          store,
          { open: (ns) => instance.open({ namespace: ns }), close: () => instance.close() },
          () => {
            // A refused method: the host gets the spec's error, the person sees why (UI chunk mounted for it).
            notify('error', { key: 'actionNotAllowed' })
            void ensureModalElement().ensureUi()
          },
          namespace,
        )
        providers.set(namespace, provider)
      }
      return provider
    },
  }

  // A request of this tab waiting for a decision needs the UI chunk, whose rules show ApproveTransaction.
  store.subscribe(({ snapshot, tabId }) => {
    if (snapshot?.pendingRequests?.some((r) => r.tabId === tabId && r.status === 'awaiting'))
      quietly(ensureModalElement().ensureUi())
  })
  // The UI chunk loads and mounts (closed) once the page has painted and is idle, so the first open only renders.
  // A tab whose person was connected last time loads it as soon as that paint is on screen: its account button's
  // first click often comes before the page is idle (offline, that click should find the last-known balance ready).
  const preloadUi = () => ensureModalElement().ensureUi()
  quietly(painted.then(() => (last.address ? preloadUi() : preloadUiWhenIdle(preloadUi))))
  return instance
}
