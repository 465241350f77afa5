import {
  InvalidAddressError,
  NotConnectedError,
  RpcNotAllowedError,
  SendDetailsRequiredError,
  TokenRequiredError,
  UnsupportedChainError,
} from '../../src/errors.ts'
import { classifyMethod } from '../../src/rpcMethods.ts'
import type { CaipNetworkId, SendTokenRef } from '../../src/types.ts'
import { type ActiveAccount, getActiveAccount } from '../activeAccount.ts'
import { adapterFor } from '../chains/adapterFor.ts'
import type { ChainAdapter, TransferRequest } from '../chains/chainAdapter.ts'
import type { PreparedTransfer } from '../chains/preparedTransfer.ts'
import type { Core } from '../core.ts'
import { networkOf } from '../networks/networkOf.ts'

/** The tab whose preview this is, and the token, the amount in whole units and the receiver as its Send form has them. */
export type PrepareSendTokenParameters = {
  /** The send this tab makes next goes out as the transfer built here (sendToken). */
  tabId: string
  token?: SendTokenRef | undefined
  /** A decimal amount in whole tokens, e.g. '1.5'. */
  amount: string
  receiverAddress: string
}

/** What the Send preview shows, from the transaction the send will be built as (amounts in base units, as text). */
export type PrepareSendTokenReturnType = {
  /** This preview's id: the send that names it goes out as this very transfer (sendToken's `previewId`). */
  previewId: string
  caipNetworkId: CaipNetworkId
  /** The token's decimals as read from the chain, and the amount in base units. */
  decimals: number
  value: string
  /** The network fee of the built transaction in the native currency's base units; null when unknown. */
  fee: string | null
  /** Native currency spent besides the fee (rent of a token account the send creates); '0' when none. */
  accountRent: string
  nativeCurrency: { symbol: string; decimals: number }
}

/** Input the spec words (token, amount, receiver), no account, a namespace without sends, the gate. */
export type PrepareSendTokenErrorType =
  | TokenRequiredError
  | SendDetailsRequiredError
  | NotConnectedError
  | UnsupportedChainError
  | RpcNotAllowedError
  | InvalidAddressError

/** A checked send: the active account, its adapter, the transfer to build and the draft it is, as one key. */
export type CheckedSend = {
  account: ActiveAccount
  adapter: ChainAdapter
  request: TransferRequest
  draft: string
}

// A preview no tab has used for this long is dropped: a backstop (a tab of this core detaches, a follower's tab is
// watched by its lock in the leader, worker/followerTabs.ts).
const PREVIEW_KEPT_MS = 10 * 60_000

/**
 * Builds the send the preview shows (spec part 4) with the active namespace's chain adapter: the amount read
 * with the decimals the chain reports, and the fee of that very transaction. The core keeps it as the tab's
 * preview: sendToken hands the wallet this transaction when the draft is the same. Input is checked the same
 * way on every namespace, with the spec's texts; a namespace without an adapter is 'Unsupported chain'.
 */
export async function prepareSendToken(
  core: Core,
  params: PrepareSendTokenParameters,
): Promise<PrepareSendTokenReturnType> {
  const checked = await checkSend(core, params)
  return previewOf(core, await buildPreview(core, params.tabId, checked))
}

/** What buildPreview keeps: the transfer, and the id the tab names to send it. */
export type BuiltPreview = { id: string; prepared: PreparedTransfer }

/** The checks every send passes (the spec's texts), and the transfer the active account's adapter is to build. */
export async function checkSend(
  core: Core,
  { token, amount, receiverAddress }: Omit<PrepareSendTokenParameters, 'tabId'>,
): Promise<CheckedSend> {
  await core.ready
  if (!token) throw new TokenRequiredError()
  if (!amount.trim() || !receiverAddress.trim()) throw new SendDetailsRequiredError()
  const account = getActiveAccount(core.store.getState())
  if (!account) throw new NotConnectedError()
  const { namespace, connection } = account
  const adapter = await adapterFor(namespace)
  if (classifyMethod(namespace, adapter.transferMethod) !== 'unsafe')
    throw new RpcNotAllowedError({ method: adapter.transferMethod })
  const to = receiverAddress.trim()
  if (!adapter.isReceiver(to)) throw new InvalidAddressError(to, { namespace })
  const from = { address: connection.address, caipNetworkId: connection.caipNetworkId }
  const request = { from, to, token: token.address, amount }
  const draft = JSON.stringify([
    connection.connectorId,
    from.address,
    from.caipNetworkId,
    token.address,
    amount,
    to,
  ])
  return { account, adapter, request, draft }
}

/**
 * Builds the checked send and keeps it as the tab's preview, replacing the one before, under a new id. Two builds
 * of one draft may finish in either order: the one kept is the one that finished last, and only a send naming its
 * id sends it, so a tab that shows the other one's fee never sends this one unseen.
 */
export async function buildPreview(core: Core, tabId: string, checked: CheckedSend): Promise<BuiltPreview> {
  const prepared = await checked.adapter.prepareTransfer(core, checked.request)
  const at = core.deps.clock.now()
  core.wallet.previews ??= new Map()
  const previews = core.wallet.previews
  for (const [id, kept] of previews) if (at - kept.at > PREVIEW_KEPT_MS) previews.delete(id)
  const id = crypto.randomUUID()
  previews.set(tabId, { id, draft: checked.draft, at, prepared })
  return { id, prepared }
}

/** A prepared transfer as the Send preview shows it. */
export function previewOf(core: Core, { id, prepared }: BuiltPreview): PrepareSendTokenReturnType {
  const native = networkOf(core, prepared.caipNetworkId)?.nativeCurrency
  if (!native) throw new UnsupportedChainError({ namespace: prepared.caipNetworkId })
  return {
    previewId: id,
    caipNetworkId: prepared.caipNetworkId,
    decimals: prepared.decimals,
    value: prepared.value.toString(),
    fee: prepared.fee === undefined ? null : prepared.fee.toString(),
    accountRent: prepared.accountRent.toString(),
    nativeCurrency: { symbol: native.symbol, decimals: native.decimals },
  }
}
