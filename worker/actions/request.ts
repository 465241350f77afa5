import {
  type ChainDisconnectedError,
  type InvalidRequestParamsError,
  NotConnectedError,
  type ProviderDisconnectedError,
  RpcNotAllowedError,
  type TooManyPendingRequestsError,
  type UserRejectedRequestError,
} from '../../src/errors.ts'
import { traitsOf } from '../../src/namespaces.ts'
import { needsConfirmation } from '../../src/needsConfirmation.ts'
import { classifyMethod, isRequestAccountsMethod, WALLET_READ_METHODS } from '../../src/rpcMethods.ts'
import { assertValidParams } from '../../src/rpcParams.ts'
import type { RequestParameters as RequestIntent } from '../../src/types.ts'
import type { InvalidWalletReplyError } from '../../src/walletReplies.ts'
import { toChainError } from '../chainErrors.ts'
import { adapterFor, hasAdapter } from '../chains/adapterFor.ts'
import { promptsItself } from '../connectors/route.ts'
import type { Core } from '../core.ts'
import type { ForwardedFrom } from '../deps.ts'
import { requestNetwork, summarizeRequest } from '../summarizeRequest.ts'
import { runApproved } from '../transactionStack.ts'
import { toWalletError } from '../walletErrors.ts'
import { runPageJob } from './runPageJob.ts'
import { switchNetwork } from './switchNetwork.ts'

/**
 * The tab that asked (it decides an unsafe request) and the JSON-RPC request, for one namespace; in the
 * dedicated-worker leader, the follower core that forwarded it (its tab confirms there).
 */
export type RequestParameters = RequestIntent & { via?: ForwardedFrom | undefined }

/** The chain's or the wallet's reply; signing replies are checked first where the adapter checks them. */
export type RequestReturnType = unknown

/**
 * A method outside the allow-lists (4200), no connected account (4100), the wallet disconnecting while the
 * request waited (4900), a chain that cannot be reached (4901), invalid params, too many pending requests, a
 * refusal (4001, in ApproveTransaction or the wallet), or a wallet reply of the wrong shape.
 */
export type RequestErrorType =
  | RpcNotAllowedError
  | NotConnectedError
  | ProviderDisconnectedError
  | ChainDisconnectedError
  | InvalidRequestParamsError
  | TooManyPendingRequestsError
  | UserRejectedRequestError
  | InvalidWalletReplyError

/**
 * The RPC gate: every request from the host's provider or the UI comes through here. Read-only methods go
 * to the chain; unsafe ones go on the transaction stack and to the wallet, whose prompt is their one
 * confirmation, with ApproveTransaction in the tab that asked first when `needsConfirmation` says so (a risky
 * request, `confirmRequests: 'all'`, a wallet without a prompt); anything else is refused (spec part 6).
 */
export async function request(
  core: Core,
  { tabId, namespace, method, params, via }: RequestParameters,
): Promise<RequestReturnType> {
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
    if (live) return (await adapterFor(namespace)).accountsReply(live.address)
    if (isRequestAccountsMethod(namespace, method)) throw new NotConnectedError({ namespace })
    return []
  }
  const caipNetworkId = requestNetwork(state, namespace)
  const toWallet = async () => {
    if (!live) throw new NotConnectedError()
    try {
      const chain = traitsOf(namespace).walletCallsNameChain ? live.caipNetworkId : undefined
      return await runPageJob(core, { tabId, connectorId: live.connectorId, method, params, chain })
    } catch (error) {
      throw toWalletError(error)
    }
  }
  if (kind === 'safe') {
    if (WALLET_READ_METHODS[namespace]?.includes(method)) return toWallet()
    if (method === 'eth_chainId') return `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`
    try {
      return await (await adapterFor(namespace)).readRpc(core, caipNetworkId, method, params)
    } catch (error) {
      throw toChainError(error, caipNetworkId)
    }
  }
  if (!live) throw new NotConnectedError()
  assertValidParams(method, params)
  const summary = await summarizeRequest(core, { namespace, method, params, caipNetworkId })
  // One confirmation per request: the wallet's own prompt, with Walletdock's view first only where needed.
  const confirm = needsConfirmation({
    summary,
    confirmRequests: core.config.confirmRequests,
    walletPrompts: promptsItself(core, live.connectorId),
  })
  const adapter = hasAdapter(namespace) ? await adapterFor(namespace) : undefined
  const result = await runApproved(
    core,
    { tabId, namespace, method, summary },
    async () => {
      const reply = await toWallet()
      return adapter?.checkWalletReply ? adapter.checkWalletReply(method, reply) : reply
    },
    { confirm, via },
  )
  if (adapter?.sendMethods.includes(method)) {
    const { refreshAfterSend } = await import('./refreshAfterSend.ts')
    const hash = typeof result === 'string' ? result : (result as { signature?: string } | null)?.signature
    void refreshAfterSend(core, { caipNetworkId, hash })
  }
  return result
}
