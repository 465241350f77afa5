import { NotConnectedError, RpcNotAllowedError } from '../../src/errors.ts'
import { classifyMethod } from '../../src/rpcMethods.ts'
import type { CaipNetworkId, RequestParameters } from '../../src/types.ts'
import type { Core } from '../core.ts'
import { getRpcClient } from '../rpcClient.ts'
import { toWalletError } from '../walletErrors.ts'
import { fetchBalance } from './fetchBalance.ts'
import { runPageJob } from './runPageJob.ts'
import { switchNetwork } from './switchNetwork.ts'

/**
 * The RPC gate: every request from the host's provider or the UI comes through here.
 * Read-only methods go to the chain, signing goes to the wallet, anything else is refused.
 */
export async function request(
  core: Core,
  { tabId, namespace, method, params }: RequestParameters,
): Promise<unknown> {
  await core.ready
  const kind = classifyMethod(namespace, method)
  if (kind === 'denied') throw new RpcNotAllowedError({ details: method })
  const state = core.store.getState()
  const connection = state.connections[namespace]
  const live =
    connection && (connection.status === 'connected' || connection.status === 'reconnecting')
      ? connection
      : undefined
  if (kind === 'account') {
    if (method === 'wallet_switchEthereumChain') {
      const chainId = (params as [{ chainId?: string }] | undefined)?.[0]?.chainId
      await switchNetwork(core, { tabId, caipNetworkId: `eip155:${Number(chainId)}` })
      return null
    }
    if (live) return [live.address]
    if (method === 'eth_requestAccounts') throw new NotConnectedError()
    return []
  }
  const caipNetworkId: CaipNetworkId = live?.caipNetworkId ?? state.activeCaipNetworkId
  if (kind === 'safe') {
    if (method === 'eth_chainId') return `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`
    return getRpcClient(core, caipNetworkId).request({ method, params } as never)
  }
  if (!live) throw new NotConnectedError()
  try {
    const result = await runPageJob(core, { tabId, connectorId: live.connectorId, method, params })
    if (method === 'eth_sendTransaction') void fetchBalance(core, { force: true })
    return result
  } catch (error) {
    throw toWalletError(error)
  }
}
