import { parseConfig } from '../src/config.ts'
import type { CoreApi } from '../src/coreApi.ts'
import { ConfigError } from '../src/errors.ts'
import { announceProviders } from './actions/announceProviders.ts'
import { attachTab, detachTab } from './actions/attachTab.ts'
import { chooseWalletConnectWallet } from './actions/chooseWalletConnectWallet.ts'
import { connect } from './actions/connect.ts'
import { decideRequest } from './actions/decideRequest.ts'
import { disconnect } from './actions/disconnect.ts'
import { fetchBalance } from './actions/fetchBalance.ts'
import { fetchIdentity } from './actions/fetchIdentity.ts'
import { fetchTokenBalances } from './actions/fetchTokenBalances.ts'
import { fetchTransactions } from './actions/fetchTransactions.ts'
import { handleWalletEvent } from './actions/handleWalletEvent.ts'
import { request } from './actions/request.ts'
import { resolveName } from './actions/resolveName.ts'
import { setOnline } from './actions/setOnline.ts'
import { switchNetwork } from './actions/switchNetwork.ts'
import { type Core, createCore } from './createCore.ts'
import type { CoreDeps } from './deps.ts'

/**
 * The table of intents exposed to tabs. The core is made by the first tab that attaches, from its
 * configuration; every later tab of the site shares it.
 */
export function createCoreApi(deps: Omit<CoreDeps, 'config'>): CoreApi & { getCore(): Core | undefined } {
  let core: Core | undefined
  const need = (): Core => {
    if (!core) throw new ConfigError('No tab has attached yet')
    return core
  }
  return Object.freeze({
    getCore: () => core,
    attach: async (tab, config, onSnapshot, bridge) => {
      core ??= createCore({ ...deps, config: parseConfig(config) })
      return attachTab(core, tab, onSnapshot, bridge)
    },
    detach: async (tabId) => detachTab(need(), tabId),
    announceProviders: (tabId, providers) => announceProviders(need(), tabId, providers),
    walletEvent: (_tabId, connectorId, event) => handleWalletEvent(need(), connectorId, event),
    setOnline: (tabId, online) => setOnline(need(), tabId, online),
    connect: (params) => connect(need(), params),
    disconnect: (params) => disconnect(need(), params),
    switchNetwork: (params) => switchNetwork(need(), params),
    refreshBalance: () => fetchBalance(need(), { force: true }),
    request: (params) => request(need(), params),
    // WalletConnect and the wallet directory load with their first use, apart from the worker entry.
    pairWalletConnect: async (params) =>
      (await import('./actions/pairWalletConnect.ts')).pairWalletConnect(need(), params),
    chooseWalletConnectWallet: (choice) => chooseWalletConnectWallet(need(), choice),
    fetchWallets: async (query) => (await import('./actions/fetchWallets.ts')).fetchWallets(need(), query),
    fetchWalletSuggestions: async () =>
      (await import('./actions/fetchWalletSuggestions.ts')).fetchWalletSuggestions(need()),
    fetchTokenBalances: (params) => fetchTokenBalances(need(), params),
    fetchTransactions: (params) => fetchTransactions(need(), params),
    fetchIdentity: () => fetchIdentity(need()),
    resolveName: (params) => resolveName(need(), params),
    // Loaded on the first send, like the request decoding: the worker starts with what every session needs.
    sendToken: async (params) => (await import('./actions/sendToken.ts')).sendToken(need(), params),
    decideRequest: (params) => decideRequest(need(), params),
  } satisfies CoreApi & { getCore(): Core | undefined })
}
