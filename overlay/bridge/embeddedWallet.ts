import type { WalletdockConfig } from '../../src/config.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import {
  EMBEDDED_STEP_METHODS,
  type EmbeddedStepMethod,
  frameStartChainId,
  secureFrameUrl,
} from '../../src/secureFrame/embeddedMethods.ts'
import { FrameRequestError } from '../../src/secureFrame/frameErrors.ts'
import type { FramePayload, FrameRequestName } from '../../src/secureFrame/frameMessages.ts'
import type { InjectedProviderInfo } from '../../src/types.ts'
import type { TabStore } from '../tabStore.ts'
import type { InjectedWallets } from './injectedWallets.ts'
import { createSecureFrame, type SecureFrame } from './secureFrame.ts'

/** How the embedded wallet's frame is doing in this tab (the e-mail field says so). */
export type EmbeddedStatus = 'loading' | 'ready' | 'failed'

/** A job of the core for the embedded connector, as the tab's page bridge receives it. */
export type EmbeddedJob = { method: string; params?: unknown }

export type EmbeddedWallet = {
  info: InjectedProviderInfo
  request(job: EmbeddedJob): Promise<unknown>
  destroy(): void
}

export type StartEmbeddedWalletParameters = {
  config: WalletdockConfig
  /** How the frame is doing; `error` is the load error, also while a frame that failed is tried again. */
  onStatus(status: EmbeddedStatus, error?: unknown): void
  /** A frame that had failed to load is ready again (the secure site is back): the tab announces its wallet anew. */
  onBack?: (() => void) | undefined
  /** Creates the frame: createSecureFrame titled in the tab's language (attachEmbeddedWallet), or a test's own. */
  createFrame: (url: URL) => SecureFrame
  /** The first wait before a frame that failed to load is made again; it doubles up to FRAME_RETRY_MAX_MS. */
  retryMs?: number | undefined
}

/** The first wait before a frame that did not load is tried again (the secure site down, the person offline). */
export const FRAME_RETRY_MS = 10_000
/** The longest wait between two tries. */
export const FRAME_RETRY_MAX_MS = 5 * 60_000

const LIGHT_QUERY = '(prefers-color-scheme: light)'

const toHex = (chainId: string | number) => `0x${Number(chainId).toString(16)}`

function stringVariables(variables: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, String(value)]))
}

/**
 * The embedded e-mail wallet in this tab: it runs the secure frame and turns the core's jobs into frame
 * requests. The e-mail login steps map one to one (EMBEDDED_STEP_METHODS); the EIP-1193 account reads become
 * IS_CONNECTED / GET_USER / GET_CHAIN_ID, a chain switch SWITCH_NETWORK, and every other wallet method (signing,
 * sending, capabilities) RPC_REQUEST: the core has already passed the gate and ApproveTransaction for those.
 */
export function startEmbeddedWallet({
  config,
  onStatus,
  onBack,
  createFrame,
  retryMs = FRAME_RETRY_MS,
}: StartEmbeddedWalletParameters): EmbeddedWallet {
  const secureSite = config.serviceUrls.secureSite
  if (!secureSite) throw new Error('startEmbeddedWallet needs serviceUrls.secureSite')
  const url = secureFrameUrl(secureSite, {
    projectId: config.projectId,
    chainId: frameStartChainId(config),
    version: config.sdkVersion,
    enableLogger: config.debug,
  })
  // A frame that failed to load never gets ready: it is made again, later by itself (backing off) or at once
  // for the next request, so the e-mail login and a kept session come back with the secure site.
  let frame: SecureFrame
  let failed = false
  let failures = 0
  let lastError: unknown
  let retry: ReturnType<typeof setTimeout> | undefined
  let destroyed = false
  // The frame that is up now (synced once ready); an OS theme change goes to it.
  let readyFrame: SecureFrame | undefined
  const open = () => {
    clearTimeout(retry)
    const made = createFrame(url)
    frame = made
    failed = false
    // Tried again after a failure: the error stays on show until this one is ready or fails too.
    onStatus('loading', failures > 0 ? lastError : undefined)
    made.ready.then(
      () => {
        if (made !== frame) return
        const wasDown = failures > 0
        failures = 0
        onStatus('ready')
        if (wasDown) onBack?.()
        syncFrame(made)
      },
      (error: unknown) => {
        if (made !== frame || destroyed) return
        failed = true
        failures += 1
        lastError = error
        onStatus('failed', error)
        retry = setTimeout(
          () => {
            made.destroy()
            open()
          },
          Math.min(retryMs * 2 ** (failures - 1), FRAME_RETRY_MAX_MS),
        )
      },
    )
  }
  // The frame a request goes to: one that failed is made again first.
  const live = () => {
    if (failed) {
      frame.destroy()
      open()
    }
    return frame
  }
  // The frame shows the host's theme and knows which app it serves (spec part 3 'Sync theme', 'Sync dapp data').
  const syncTheme = (ready: SecureFrame) => {
    void ready
      .request('SYNC_THEME', {
        // 'system' is the person's setting now; the frame takes light or dark.
        themeMode:
          config.themeMode === 'system'
            ? globalThis.matchMedia?.(LIGHT_QUERY).matches
              ? 'light'
              : 'dark'
            : config.themeMode,
        themeVariables: stringVariables(config.themeVariables),
      })
      .catch(() => undefined)
  }
  const syncFrame = (ready: SecureFrame) => {
    readyFrame = ready
    syncTheme(ready)
    void ready
      .request('SYNC_DAPP_DATA', {
        projectId: config.projectId,
        sdkVersion: config.sdkVersion,
        sdkType: config.sdkType,
        metadata: config.metadata,
      })
      .catch(() => undefined)
  }
  open()
  // 'system' follows the OS theme live in the modal (overlay/ui/useThemeMode.ts): the frame follows it too.
  const systemTheme = config.themeMode === 'system' ? globalThis.matchMedia?.(LIGHT_QUERY) : undefined
  const onThemeChange = () => {
    if (readyFrame === frame && !destroyed) syncTheme(frame)
  }
  systemTheme?.addEventListener('change', onThemeChange)

  const ask = <N extends FrameRequestName>(name: N, payload: FramePayload<N>) => live().request(name, payload)

  async function request({ method, params }: EmbeddedJob): Promise<unknown> {
    if (Object.hasOwn(EMBEDDED_STEP_METHODS, method)) {
      const name = EMBEDDED_STEP_METHODS[method as EmbeddedStepMethod]
      // The payload is checked against the request's schema by the frame transport before it is posted.
      return ask(name, (params ?? {}) as FramePayload<typeof name>)
    }
    switch (method) {
      case 'eth_requestAccounts':
        return [(await ask('GET_USER', {})).address]
      case 'eth_accounts':
        // A failed is-connected check (the site says the session is gone) reads as no account: the core then
        // disconnects and clears the login cache. A frame that cannot ask (not loaded) throws: the login is kept.
        return (await ask('IS_CONNECTED', {})).isConnected ? [(await ask('GET_USER', {})).address] : []
      case 'eth_chainId':
        return toHex((await ask('GET_CHAIN_ID', {})).chainId)
      case 'wallet_switchEthereumChain': {
        const [target] = Array.isArray(params) ? params : []
        const chainId = (target as { chainId?: unknown } | undefined)?.chainId
        if (typeof chainId !== 'string') throw new FrameRequestError('SWITCH_NETWORK', 'Invalid chainId')
        await ask('SWITCH_NETWORK', { chainId: Number(chainId) })
        return null
      }
      case 'wallet_addEthereumChain':
        // The secure site serves the chains it funds; it cannot take a new one from the page.
        throw new FrameRequestError('SWITCH_NETWORK', 'Chain is not supported')
      default:
        return ask('RPC_REQUEST', params === undefined ? { method } : { method, params })
    }
  }

  return {
    info: { connectorId: EMBEDDED_CONNECTOR_ID, name: 'Email', namespace: 'eip155' },
    request,
    destroy: () => {
      destroyed = true
      systemTheme?.removeEventListener('change', onThemeChange)
      clearTimeout(retry)
      frame.destroy()
    },
  }
}

/**
 * Starts this tab's embedded wallet and adds it to the tab's page wallets, announced at once: its jobs wait for
 * the frame to be ready (or fail with the frame's load error). The tab store shows how the frame is doing.
 */
export function attachEmbeddedWallet(
  config: WalletdockConfig,
  store: TabStore,
  wallets: Pick<InjectedWallets, 'add'>,
  {
    frameTitle,
    onBack,
  }: {
    /** The secure frame's title, in the tab's language (the catalog's email.frameTitle). */
    frameTitle: string
    onBack?: (() => void) | undefined
  },
): EmbeddedWallet {
  const wallet = startEmbeddedWallet({
    config,
    createFrame: (url) => createSecureFrame({ url, title: frameTitle }),
    onStatus: (status, error) => store.setState({ embedded: { status, error } }),
    onBack,
  })
  wallets.add(wallet.info, { request: wallet.request })
  return wallet
}
