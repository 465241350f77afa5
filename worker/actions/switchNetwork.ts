import { parseCaipNetworkId } from '../../src/caip.ts'
import { rpcUrlsFor } from '../../src/config.ts'
import { ChainNotSupportedError, isUserRejection } from '../../src/errors.ts'
import { isUnsupportedChain, shouldFallbackToAddChain } from '../../src/networkSwitch.ts'
import { getNetwork, type Network, toEvmChainIdHex } from '../../src/networks.ts'
import type { CaipNetworkId, Namespace, Snapshot, SwitchNetworkParameters } from '../../src/types.ts'
import { getActiveAccount, type LiveConnection } from '../activeAccount.ts'
import { type Core, updateState } from '../core.ts'
import { persistActiveNetwork } from '../persist.ts'
import { toWalletError } from '../walletErrors.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { runPageJob } from './runPageJob.ts'
import { setConnected } from './setConnected.ts'

export type SwitchNetworkErrorType = ChainNotSupportedError

/**
 * Makes `caipNetworkId` the active network (spec part 4 'Active network change'): its namespace becomes the
 * active one and the account shown is that namespace's address there, or none. Only an EVM wallet connected on
 * another EVM chain is asked (wallet_switchEthereumChain, then wallet_addEthereumChain when it does not know
 * the chain). Another namespace, a namespace without an address, or another Solana cluster (the Wallet
 * Standard has no switch) change only the core's state.
 */
export async function switchNetwork(
  core: Core,
  { tabId, caipNetworkId }: SwitchNetworkParameters,
): Promise<void> {
  await core.ready
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  const network = getNetwork(caipNetworkId)
  if (!network) throw new ChainNotSupportedError({ caipNetworkId })
  const connection = liveConnection(core.store.getState(), namespace)
  if (namespace === 'eip155' && connection && connection.caipNetworkId !== caipNetworkId) {
    await switchEvmWallet(core, { tabId, connection, network, reference })
    return
  }
  if (connection && !walletServes(core, connection.connectorId, caipNetworkId))
    throw new ChainNotSupportedError({ caipNetworkId })
  activateNetwork(core, namespace, caipNetworkId, connection && { ...connection, caipNetworkId })
  await persistActiveNetwork(core)
  if (connection)
    await Promise.all([fetchBalance(core, { force: false }), fetchTokenBalances(core, { force: false })])
}

function liveConnection(s: Snapshot, namespace: Namespace): LiveConnection | undefined {
  const connection = s.connections[namespace]
  return connection?.status === 'connected' || connection?.status === 'reconnecting' ? connection : undefined
}

// A wallet that lists its chains (Wallet Standard `chains`) and leaves this one out would sign for another cluster.
function walletServes(core: Core, connectorId: string, caipNetworkId: CaipNetworkId): boolean {
  for (const tab of core.tabs.values()) {
    const chains = tab.providers.get(connectorId)?.chains
    if (chains) return chains.includes(caipNetworkId)
  }
  return true
}

// The account shown changes, so what was read for the previous one must not show under the new one.
function activateNetwork(
  core: Core,
  namespace: Namespace,
  caipNetworkId: CaipNetworkId,
  connection: LiveConnection | undefined,
): void {
  const previous = core.store.getState()
  const connections = connection ? { ...previous.connections, [namespace]: connection } : previous.connections
  const next = { ...previous, activeNamespace: namespace, activeCaipNetworkId: caipNetworkId, connections }
  const sameAccount = getActiveAccount(previous)?.caipAddress === getActiveAccount(next)?.caipAddress
  updateState(core, {
    activeNamespace: namespace,
    activeCaipNetworkId: caipNetworkId,
    connections,
    unsupportedChain:
      !!connection &&
      isUnsupportedChain({
        caipNetworkId,
        requested: previous.requestedNetworks,
        enableNetworkSwitch: core.config.enableNetworkSwitch,
        allowUnsupportedChain: core.config.allowUnsupportedChain,
        basic: core.config.basic,
      }),
    ...(sameAccount ? {} : { balance: null, portfolio: null, activity: null, identity: null }),
  })
}

async function switchEvmWallet(
  core: Core,
  p: { tabId: string; connection: LiveConnection; network: Network; reference: string },
): Promise<void> {
  const { connection, network } = p
  const chainId = toEvmChainIdHex(Number(p.reference))
  const job = { tabId: p.tabId, connectorId: connection.connectorId }
  try {
    await runPageJob(core, { ...job, method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (isUserRejection(error) || !shouldFallbackToAddChain(error)) throw toWalletError(error)
    try {
      await runPageJob(core, {
        ...job,
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            rpcUrls: rpcUrlsFor(core.config, network.caipNetworkId),
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            blockExplorerUrls: network.blockExplorerUrls.length > 0 ? network.blockExplorerUrls : undefined,
          },
        ],
      })
    } catch (addError) {
      if (isUserRejection(addError)) throw toWalletError(addError)
      throw new ChainNotSupportedError({ cause: addError })
    }
  }
  await setConnected(core, {
    namespace: 'eip155',
    connectorId: connection.connectorId,
    address: connection.address,
    chainReference: p.reference,
  })
  await fetchBalance(core, { force: false })
}
