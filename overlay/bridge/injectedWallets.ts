import type { InjectedProviderInfo, PageBridge, WalletEvent } from '../../src/types.ts'
import type { WalletStandardWallets } from './walletStandardWallets.ts'

/** An EIP-1193 provider as the bridge uses it; a page wallet of Walletdock's own (the e-mail login) is one too. */
export type Eip1193 = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): void
}

type Found = { info: InjectedProviderInfo; provider: Eip1193 }

export type InjectedWallets = {
  bridge: PageBridge
  list(): InjectedProviderInfo[]
  /** Loads the Wallet Standard bridge and announces the Solana wallets it finds (once; later calls reuse it). */
  watchWalletStandard(): Promise<WalletStandardWallets>
  /** Adds a wallet found another way (the e-mail login's frame, overlay/bridge/embeddedWallet.ts) and announces it. */
  add(info: InjectedProviderInfo, provider: Eip1193): void
}

const isProvider = (value: unknown): value is Eip1193 =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193).request === 'function'

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * Finds the wallets injected into this page (EIP-6963 announcements, then legacy window.ethereum),
 * runs the core's jobs on them and forwards their events. Announcements that do not validate are ignored.
 */
export function watchInjectedWallets(
  onChange: (list: InjectedProviderInfo[]) => void,
  onEvent: (connectorId: string, event: WalletEvent) => void,
): InjectedWallets {
  const found = new Map<string, Found>()
  // Solana wallets (Wallet Standard) are found by a chunk the loader asks for only when the host configured a
  // Solana network, after the page's first paint, so other hosts never fetch it; wallets that registered
  // before it loads are still found (the standard's app-ready handshake).
  let standard: WalletStandardWallets | undefined
  const list = () => [...found.values()].map((f) => f.info).concat(standard?.list() ?? [])
  let standardReady: Promise<WalletStandardWallets> | undefined
  const watchWalletStandard = () => {
    standardReady ??= import('./walletStandardWallets.ts').then((m) => {
      standard = m.watchWalletStandardWallets(() => onChange(list()), onEvent)
      return standard
    })
    return standardReady
  }

  const add = (info: InjectedProviderInfo, provider: Eip1193) => {
    if (found.has(info.connectorId)) return
    found.set(info.connectorId, { info, provider })
    const id = info.connectorId
    provider.on?.('accountsChanged', (accounts) =>
      onEvent(id, { type: 'accountsChanged', accounts: accounts as string[] }),
    )
    provider.on?.('chainChanged', (chainId) =>
      onEvent(id, { type: 'chainChanged', chainId: String(chainId) }),
    )
    provider.on?.('disconnect', () => onEvent(id, { type: 'disconnect' }))
    onChange(list())
  }

  window.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent).detail as
      | { info?: Record<string, unknown>; provider?: unknown }
      | undefined
    const info = detail?.info
    if (!info || !isProvider(detail.provider) || !isText(info.name) || !isText(info.rdns)) return
    add(
      {
        connectorId: info.rdns,
        name: info.name,
        rdns: info.rdns,
        icon: isText(info.icon, 100_000) && info.icon.startsWith('data:image/') ? info.icon : undefined,
      },
      detail.provider,
    )
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))

  const legacy = (window as { ethereum?: unknown }).ethereum
  if (isProvider(legacy) && ![...found.values()].some((f) => f.provider === legacy)) {
    // It names itself nothing: the views call it 'Browser Wallet' in the tab's language (overlay/ui/formatWallet.ts).
    add({ connectorId: 'injected', name: '', legacy: true }, legacy)
  }

  return {
    list,
    watchWalletStandard,
    add,
    bridge: {
      async providerRequest(job) {
        const { connectorId, method, params } = job
        const wallet = found.get(connectorId)
        // Not an injected EVM wallet: a Wallet Standard one, or that module says it is not found.
        if (!wallet) return (await watchWalletStandard()).request(job)
        return wallet.provider.request(params === undefined ? { method } : { method, params })
      },
    },
  }
}
