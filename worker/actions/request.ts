import { NotConnectedError, RpcNotAllowedError } from '../../src/errors.ts'
import { classifyMethod, WALLET_READ_METHODS } from '../../src/rpcMethods.ts'
import { assertValidParams } from '../../src/rpcParams.ts'
import type { CaipNetworkId, RequestParameters } from '../../src/types.ts'
import type { Core } from '../core.ts'
import { getRpcClient } from '../rpcClient.ts'
import { runApproved } from '../transactionStack.ts'
import { toWalletError } from '../walletErrors.ts'
import { runPageJob } from './runPageJob.ts'
import { switchNetwork } from './switchNetwork.ts'

const SENDING_METHODS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'solana_signAndSendTransaction'])

/**
 * The RPC gate: every request from the host's provider or the UI comes through here. Read-only methods go
 * to the chain, unsafe ones wait on the transaction stack for the person's approval in the tab that asked
 * (ApproveTransaction) and then go to the wallet, anything else is refused (spec part 6).
 */
export async function request(
  core: Core,
  { tabId, namespace, method, params }: RequestParameters,
): Promise<unknown> {
  await core.ready
  const kind = classifyMethod(namespace, method)
  if (kind === 'denied') throw new RpcNotAllowedError({ method })
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
  const toWallet = async () => {
    if (!live) throw new NotConnectedError()
    try {
      return await runPageJob(core, { tabId, connectorId: live.connectorId, method, params })
    } catch (error) {
      throw toWalletError(error)
    }
  }
  if (kind === 'safe') {
    if (WALLET_READ_METHODS[namespace]?.includes(method)) return toWallet()
    if (method === 'eth_chainId') return `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`
    return getRpcClient(core, caipNetworkId).request({ method, params } as never)
  }
  if (!live) throw new NotConnectedError()
  assertValidParams(method, params)
  // Decoding is loaded on the first unsafe request: most sessions never make one, so the worker starts smaller.
  const { describeRequest } = await import('../describeRequest.ts')
  const summary = await describeRequest(core, method, params, caipNetworkId)
  const result = await runApproved(core, { tabId, namespace, method, summary }, toWallet)
  if (SENDING_METHODS.has(method)) {
    const { refreshAfterSend } = await import('./refreshAfterSend.ts')
    void refreshAfterSend(core, { caipNetworkId, hash: sentHash(result) })
  }
  return result
}

// eth_sendTransaction answers the hash; solana_signAndSendTransaction `{ signature }`.
function sentHash(result: unknown): string | undefined {
  if (typeof result === 'string') return result
  const signature = (result as { signature?: unknown } | null)?.signature
  return typeof signature === 'string' ? signature : undefined
}
