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
  onStatus(status: EmbeddedStatus, error?: unknown): void
  /** Creates the frame (tests give one of their own). */
  createFrame?: ((url: URL) => SecureFrame) | undefined
}

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
  createFrame = (url) => createSecureFrame({ url }),
}: StartEmbeddedWalletParameters): EmbeddedWallet {
  const secureSite = config.serviceUrls.secureSite
  if (!secureSite) throw new Error('startEmbeddedWallet needs serviceUrls.secureSite')
  const frame = createFrame(
    secureFrameUrl(secureSite, {
      projectId: config.projectId,
      chainId: frameStartChainId(config),
      version: config.sdkVersion,
      enableLogger: config.debug,
    }),
  )
  onStatus('loading')
  frame.ready.then(
    () => {
      onStatus('ready')
      // The frame shows the host's theme and knows which app it serves (spec part 3 'Sync theme', 'Sync dapp data').
      void frame
        .request('SYNC_THEME', {
          // 'system' is the person's setting now; the frame takes light or dark.
          themeMode:
            config.themeMode === 'system'
              ? globalThis.matchMedia?.('(prefers-color-scheme: light)').matches
                ? 'light'
                : 'dark'
              : config.themeMode,
          themeVariables: stringVariables(config.themeVariables),
        })
        .catch(() => undefined)
      void frame
        .request('SYNC_DAPP_DATA', {
          projectId: config.projectId,
          sdkVersion: config.sdkVersion,
          sdkType: config.sdkType,
          metadata: config.metadata,
        })
        .catch(() => undefined)
    },
    (error: unknown) => onStatus('failed', error),
  )

  const ask = <N extends FrameRequestName>(name: N, payload: FramePayload<N>) => frame.request(name, payload)

  async function request({ method, params }: EmbeddedJob): Promise<unknown> {
    if (Object.hasOwn(EMBEDDED_STEP_METHODS, method)) {
      const name = EMBEDDED_STEP_METHODS[method as EmbeddedStepMethod]
      // The payload is checked against the request's schema by the frame transport before it is posted.
      return frame.request(name, (params ?? {}) as FramePayload<typeof name>)
    }
    switch (method) {
      case 'eth_requestAccounts':
        return [(await ask('GET_USER', {})).address]
      case 'eth_accounts':
        // A failed is-connected check reads as no account: the core then disconnects and clears the login cache.
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
    destroy: () => frame.destroy(),
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
): EmbeddedWallet {
  const wallet = startEmbeddedWallet({
    config,
    onStatus: (status, error) => store.setState({ embedded: { status, error } }),
  })
  wallets.add(wallet.info, { request: wallet.request })
  return wallet
}
