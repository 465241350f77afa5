import { formatCaipNetworkId } from '../../src/caip.ts'
import { isUnsupportedChain } from '../../src/networkSwitch.ts'
import type { CaipAddress, CaipNetworkId, Namespace } from '../../src/types.ts'
import { type Core, updateState } from '../core.ts'
import { persistConnection } from '../persist.ts'
import { fetchBalance, startingBalance } from './fetchBalance.ts'

export type SetConnectedParameters = {
  namespace: Namespace
  connectorId: string
  address: string
  chainReference: string | number
  /**
   * Make the namespace active (a connect or a switch). A restore or a wallet event leaves the active
   * namespace as it is: with EVM and Solana both restored, the one the person used last stays in front.
   */
  activate?: boolean | undefined
  /**
   * Confirms a connection restored from storage: the records hold it already, so the tabs need not wait for it
   * to be written again.
   */
  restored?: boolean | undefined
}

export type SetConnectedReturnType = undefined

/** Storing and the balance read report their own problems (a notice, the balance status); nothing is thrown. */
export type SetConnectedErrorType = never

/**
 * Marks a namespace connected on a chain, makes it active when asked, stores it and reads the balance. A new
 * connection is stored before any tab shows it: a page reloaded the moment it shows "connected" ends its
 * dedicated worker (the fallback) and with it any write still under way, and the next core must find it stored.
 */
export async function setConnected(
  core: Core,
  params: SetConnectedParameters,
): Promise<SetConnectedReturnType> {
  const caipNetworkId = formatCaipNetworkId(params.namespace, String(params.chainReference)) as CaipNetworkId
  const active = (params.activate ?? true) || core.store.getState().activeNamespace === params.namespace
  const stored = persistConnection(
    core,
    params.namespace,
    params.connectorId,
    active ? { namespace: params.namespace, caipNetworkId } : undefined,
  )
  if (!params.restored) await stored
  const previous = core.store.getState()
  const connections = {
    ...previous.connections,
    [params.namespace]: {
      status: 'connected' as const,
      connectorId: params.connectorId,
      address: params.address,
      caipNetworkId,
    },
  }
  if (!active) {
    updateState(core, { connections })
    await stored
    return
  }
  const unsupportedChain = isUnsupportedChain({
    caipNetworkId,
    requested: previous.requestedNetworks,
    enableNetworkSwitch: core.config.enableNetworkSwitch,
    allowUnsupportedChain: core.config.allowUnsupportedChain,
    basic: core.config.basic,
  })
  const caipAddress: CaipAddress = `${caipNetworkId}:${params.address}`
  updateState(core, {
    activeNamespace: params.namespace,
    activeCaipNetworkId: caipNetworkId,
    connections,
    unsupportedChain,
    balance: startingBalance(core, { caipAddress, caipNetworkId, unsupportedChain }, previous.balance),
  })
  // A restore's balance does not wait for the write either: offline, its last-known copy shows one IndexedDB
  // write sooner (the two touch different records).
  await Promise.all([stored, fetchBalance(core, { force: false })])
}
