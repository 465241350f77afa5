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
}

/** Marks a namespace connected on a chain, makes it active when asked, stores it and reads the balance. */
export async function setConnected(core: Core, params: SetConnectedParameters): Promise<void> {
  const caipNetworkId = formatCaipNetworkId(params.namespace, String(params.chainReference)) as CaipNetworkId
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
  const active = (params.activate ?? true) || previous.activeNamespace === params.namespace
  if (!active) {
    updateState(core, { connections })
    await persistConnection(core, params.namespace, params.connectorId)
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
  await persistConnection(core, params.namespace, params.connectorId)
  await fetchBalance(core, { force: false })
}

/** Marks a namespace disconnected; its stored connector id goes with it (spec part 4). */
export async function setDisconnected(core: Core, namespace: Namespace): Promise<void> {
  const previous = core.store.getState()
  updateState(core, {
    connections: { ...previous.connections, [namespace]: { status: 'disconnected' } },
    balance: previous.activeNamespace === namespace ? null : previous.balance,
    unsupportedChain: previous.activeNamespace === namespace ? false : previous.unsupportedChain,
  })
  await persistConnection(core, namespace, undefined)
}
