import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex, type ProviderConnectInfo } from 'viem'
import type { Walletdock, WalletdockOptions, WalletdockProvider } from '../loader.ts'

/** The connector's parameters: an instance the host made, or the options to make one (networks default to wagmi's chains). */
export type WalletdockParameters =
  | { walletdock: Walletdock; options?: undefined }
  | { options: WalletdockOptions; walletdock?: undefined }

// How long isAuthorized waits for a restored session to settle (the core confirms it with the wallet).
const RESTORE_WAIT_MS = 10_000

const caipOf = (chainId: number) => `eip155:${chainId}` as const

// The provider's account replies, checked: checksummed addresses, or an error naming what came instead.
function addressesOf(reply: unknown): Address[] {
  if (!Array.isArray(reply)) throw new Error(`Expected a list of addresses, got ${typeof reply}`)
  return reply.map((a) => getAddress(String(a)))
}

/**
 * A wagmi connector whose connect UI is Walletdock's modal: `connect` opens it (eth_requestAccounts), and
 * every request goes through the core's RPC gate. The session lives in the site's one core, so a connection,
 * disconnection or network switch made in any tab reaches every tab's wagmi through the provider's events.
 */
export function walletdock(parameters: WalletdockParameters) {
  return createConnector<WalletdockProvider>((config) => {
    let made: Promise<Walletdock> | undefined
    let onAccountsChanged: ((accounts: string[]) => void) | undefined
    let onChainChanged: ((chainId: string) => void) | undefined
    let onConnect: ((info: ProviderConnectInfo) => void) | undefined
    let onDisconnect: ((error?: Error) => void) | undefined

    // Made on first use, in the browser only: wagmi may create its config (and this connector) on a server.
    const instance = () => {
      made ??= parameters.walletdock
        ? Promise.resolve(parameters.walletdock)
        : import('../loader.ts').then(({ createWalletdock }) => {
            const options = parameters.options
            if (options?.networks) return createWalletdock(options)
            // Without networks of its own, Walletdock offers wagmi's chains, reached over their RPC URLs.
            const rpcUrls: Record<`${string}:${string}`, string[]> = {}
            for (const chain of config.chains) rpcUrls[caipOf(chain.id)] = [...chain.rpcUrls.default.http]
            return createWalletdock({
              ...options,
              networks: config.chains.map((chain) => caipOf(chain.id)),
              customRpcUrls: { ...rpcUrls, ...options?.customRpcUrls },
            })
          })
      return made
    }
    const provider = async () => (await instance()).getProvider('eip155')

    // While connected the connector hears changes; while not, it hears a connection made in another tab.
    const listen = async (connected: boolean) => {
      const p = await provider()
      if (connected) {
        if (onConnect) p.removeListener('connect', onConnect)
        onConnect = undefined
        onAccountsChanged ??= (accounts) => connector.onAccountsChanged(accounts)
        onChainChanged ??= (chainId) => connector.onChainChanged(chainId)
        onDisconnect ??= (error) => connector.onDisconnect(error)
        p.on('accountsChanged', onAccountsChanged)
          .on('chainChanged', onChainChanged)
          .on('disconnect', onDisconnect)
      } else {
        for (const [event, listener] of [
          ['accountsChanged', onAccountsChanged],
          ['chainChanged', onChainChanged],
          ['disconnect', onDisconnect],
        ] as const)
          if (listener) p.removeListener(event, listener)
        onAccountsChanged = onChainChanged = onDisconnect = undefined
        onConnect ??= (info) => connector.onConnect?.(info)
        p.on('connect', onConnect)
      }
    }

    const accountsOf = async () => addressesOf(await (await provider()).request({ method: 'eth_accounts' }))

    const switchChain = async ({ chainId }: { chainId: number }) => {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) throw new Error(`Chain ${chainId} is not one of wagmi's chains`)
      await (await provider()).request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(chainId) }],
      })
      config.emitter.emit('change', { chainId })
      return chain
    }

    const connector: ReturnType<CreateConnectorFn<WalletdockProvider>> = {
      id: 'walletdock',
      name: 'Walletdock',
      type: 'walletdock',
      async setup() {
        if (typeof window === 'undefined') return
        await listen(false)
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const p = await provider()
        // Reconnecting never opens the modal: only a session the core still holds counts.
        const accounts = isReconnecting
          ? await accountsOf()
          : addressesOf(await p.request({ method: 'eth_requestAccounts' }))
        if (accounts.length === 0) throw new Error('Walletdock has no connected account')
        let current = await connector.getChainId()
        if (chainId && chainId !== current) current = (await switchChain({ chainId })).id
        await listen(true)
        // wagmi's result type depends on `withCapabilities`; Walletdock reports no capabilities of its own.
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: current,
        }
      },
      async disconnect() {
        await (await instance()).disconnect()
        await listen(false)
      },
      getAccounts: accountsOf,
      async getChainId() {
        return Number(await (await provider()).request({ method: 'eth_chainId' }))
      },
      getProvider: provider,
      async isAuthorized() {
        if (typeof window === 'undefined') return false
        const w = await instance()
        // A core that could not start (its reason is in the console and in `ready`) holds no session.
        if (
          !(await w.ready.then(
            () => true,
            () => false,
          ))
        )
          return false
        // A session restored after a reload is 'connecting' until the core has confirmed it with the wallet.
        await new Promise<void>((resolve) => {
          const settled = () => w.getAccount().status !== 'connecting'
          if (settled()) return resolve()
          const timer = setTimeout(() => finish(), RESTORE_WAIT_MS)
          const stop = w.subscribeAccount(() => settled() && finish())
          function finish() {
            clearTimeout(timer)
            stop()
            resolve()
          }
        })
        // The eip155 provider answers the eip155 connection's accounts, whichever namespace is active.
        return (await accountsOf()).length > 0
      },
      switchChain,
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chainId: string) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      async onConnect(info: ProviderConnectInfo) {
        const accounts: Address[] = await accountsOf()
        if (accounts.length === 0) return
        await listen(true)
        config.emitter.emit('connect', { accounts, chainId: Number(info.chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
        void listen(false)
      },
    }
    return connector
  })
}
