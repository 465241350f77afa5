// Test helpers for the views: a real tab store, snapshots built from parts, intents that record calls.
import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { parseConfig } from '../../src/config.ts'
import type { Locale } from '../../src/messages/locales.ts'
import type { Snapshot } from '../../src/snapshot.ts'
import { emptySnapshot } from '../../src/snapshotTesting.ts'
import type { CaipNetworkId, ConnectionState, Connector } from '../../src/types.ts'
import type { View } from '../../src/viewStack.ts'
import { createTabStore, type TabStore } from '../tabStore.ts'
import type { UiContext, UiIntents } from '../uiContext.ts'
import { preloadViews } from '../views/viewRegistry.tsx'
import { App } from './App.tsx'

// Views kept out of the UI chunk load once here, so a test renders any view at once, as a preloaded modal does.
await preloadViews()

/** An address used across the view tests. */
export const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'

/** A snapshot on Ethereum mainnet, disconnected, with no wallets; `overrides` replace whole fields. */
export function makeSnapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  return emptySnapshot({
    activeCaipNetworkId: 'eip155:1',
    requestedNetworks: ['eip155:1', 'eip155:137'],
    connections: { eip155: { status: 'disconnected' } },
    ...overrides,
  })
}

/** A connected eip155 connection. */
export function connectedTo(
  caipNetworkId: CaipNetworkId = 'eip155:1',
  status: 'connected' | 'reconnecting' = 'connected',
): ConnectionState {
  return { status, connectorId: 'io.metamask', address: ADDRESS, caipNetworkId }
}

/** An eip155 connector. */
export function connector(id: string, name: string, type: Connector['type'] = 'ANNOUNCED'): Connector {
  return { id, name, type, chain: 'eip155', imageUrl: `data:image/png;base64,${id}` }
}

/** A promise settled from outside. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** One recorded intent call. */
export type IntentCall = { intent: keyof UiIntents; args: unknown[] }

// Reads a view makes by itself on mount (cached in the core); recorded apart so `calls` lists actions.
const READS = new Set<keyof UiIntents>([
  'fetchTokenBalances',
  'fetchTransactions',
  'fetchIdentity',
  'fetchWallets',
  'fetchWalletSuggestions',
  'prepareSendToken',
  'loadNetworkIcons',
  'fetchNameSuggestions',
  'fetchNfts',
])

// Analytics and error reports the UI sends by itself (modal open/close, a view's crash); recorded apart too.
const TRACKING = new Set<keyof UiIntents>(['trackEvent', 'reportError'])

/**
 * Intents that record each call and resolve, unless `overrides` says otherwise; reads go to `reads`, analytics
 * and error reports to `tracked`.
 */
export function recordingIntents(overrides: Partial<UiIntents> = {}): {
  intents: UiIntents
  calls: IntentCall[]
  reads: IntentCall[]
  tracked: IntentCall[]
} {
  const calls: IntentCall[] = []
  const reads: IntentCall[] = []
  const tracked: IntentCall[] = []
  // Any intent name records: a new intent of the core's table needs nothing here.
  const intents = new Proxy({} as UiIntents, {
    get: (_target, intent) => {
      if (typeof intent !== 'string' || intent === 'then') return undefined
      const name = intent as keyof UiIntents
      return (...args: unknown[]) => {
        ;(READS.has(name) ? reads : TRACKING.has(name) ? tracked : calls).push({ intent: name, args })
        const override = overrides[name] as ((...a: unknown[]) => Promise<unknown>) | undefined
        return override ? override(...args) : Promise.resolve(undefined)
      }
    },
  })
  return { intents, calls, reads, tracked }
}

/** What renderModal takes. */
export type RenderModalOptions = {
  snapshot?: Snapshot
  views?: View[]
  config?: Record<string, unknown>
  intents?: Partial<UiIntents>
  /** What the loader caught when the tab could not attach. */
  fatal?: unknown
  /** The tab's language (English unless a test says otherwise). */
  locale?: Locale
  /** Whether the core lists the page's wallets yet (overlay/ui/settlePageWallets.ts); yes unless a test says no. */
  walletsListed?: boolean
}

/** Renders the open modal (in StrictMode, as mountUi does) on `views` over a real tab store. */
export function renderModal(options: RenderModalOptions = {}) {
  const store: TabStore = createTabStore()
  store.setState({
    snapshot: options.snapshot ?? makeSnapshot(),
    // The core validates the host's options and sends the result at attach; the tests do the same here.
    // A host with a data service unless a test says otherwise (without one, tokens and activity say so).
    config: parseConfig(
      options.config ?? { projectId: 'test', serviceUrls: { blockchainApi: 'https://data.example' } },
    ),
    stack: { views: options.views ?? [{ name: 'Connect' }], open: true },
    fatal: options.fatal === undefined ? null : { error: options.fatal },
    walletsListed: options.walletsListed ?? true,
  })
  const { intents, calls, reads, tracked } = recordingIntents(options.intents)
  const ui: UiContext = {
    store,
    intents,
    isMobile: false,
    locale: options.locale ?? 'en',
    wallets: {
      add: () => undefined,
      list: () => [],
      watchWalletStandard: () => Promise.reject(new Error('none')),
    },
  }
  const result = render(
    <StrictMode>
      <App ui={ui} />
    </StrictMode>,
  )
  return { ...result, store, calls, reads, tracked, ui }
}
