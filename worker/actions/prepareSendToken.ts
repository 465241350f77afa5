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
import type { ChainAdapter, PreparedTransfer } from '../chains/chainAdapter.ts'
import type { Core } from '../core.ts'
import { networkOf } from '../networks/networkOf.ts'

/** The token, the amount in whole units and the receiver, as the Send form has them. */
export type PrepareSendTokenParameters = {
  token?: SendTokenRef | undefined
  /** A decimal amount in whole tokens, e.g. '1.5'. */
  amount: string
  receiverAddress: string
}

/** What the Send preview shows, from the transaction the send will be built as (amounts in base units, as text). */
export type PrepareSendTokenReturnType = {
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

/** A checked send: the active account's adapter and the transfer it builds. */
export type CheckedSend = { account: ActiveAccount; adapter: ChainAdapter; prepared: PreparedTransfer }

/**
 * Builds the send the preview shows (spec part 4) with the active namespace's chain adapter: the amount read
 * with the decimals the chain reports, and the fee of that very transaction. sendToken builds with the same
 * builder, so what is shown is what goes out. Input is checked the same way on every namespace, with the
 * spec's texts; a namespace without an adapter is 'Unsupported chain'.
 */
export async function prepareSendToken(
  core: Core,
  params: PrepareSendTokenParameters,
): Promise<PrepareSendTokenReturnType> {
  const { prepared } = await checkAndPrepareSend(core, params)
  const native = networkOf(core, prepared.caipNetworkId)?.nativeCurrency
  if (!native) throw new UnsupportedChainError({ namespace: prepared.caipNetworkId })
  return {
    caipNetworkId: prepared.caipNetworkId,
    decimals: prepared.decimals,
    value: prepared.value.toString(),
    fee: prepared.fee === undefined ? null : prepared.fee.toString(),
    accountRent: prepared.accountRent.toString(),
    nativeCurrency: { symbol: native.symbol, decimals: native.decimals },
  }
}

/** The checks every send passes, then the adapter's transfer built from the active account. */
export async function checkAndPrepareSend(
  core: Core,
  { token, amount, receiverAddress }: PrepareSendTokenParameters,
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
  const prepared = await adapter.prepareTransfer(core, {
    from: { address: connection.address, caipNetworkId: connection.caipNetworkId },
    to,
    token: token.address,
    amount,
  })
  return { account, adapter, prepared }
}
