import { SEND_PREVIEW_FRESH_MS } from '../../src/constants.ts'
import type { ProviderRpcError, UserRejectedRequestError } from '../../src/errors.ts'
import { type TransactionFailedError, TransactionNotConfirmedError } from '../../src/sendErrors.ts'
import type { SendTokenParameters } from '../../src/types.ts'
import { askWallet } from '../askWallet.ts'
import type { SentTransfer } from '../chains/chainAdapter.ts'
import type { PreparedTransfer } from '../chains/preparedTransfer.ts'
import type { Core } from '../core.ts'
import {
  type BuiltPreview,
  buildPreview,
  type CheckedSend,
  checkSend,
  type PrepareSendTokenErrorType,
  type PrepareSendTokenReturnType,
  previewOf,
} from './prepareSendToken.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'

export type { SendTokenParameters }

/**
 * `sent`: the transaction's hash (EVM) or signature (Solana). `changed`: nothing was sent, because the tab's
 * preview was of another draft, or it went stale and what it showed (fee, rent, amount) is no longer so; this is
 * the new preview, which the person confirms with another click.
 */
export type SendTokenReturnType =
  | { status: 'sent'; hash: string }
  | { status: 'changed'; preview: PrepareSendTokenReturnType }

/**
 * Input errors as prepareSendToken; the wallet's refusal (4001) or failure (its EIP-1193 code); a Solana send
 * that failed on chain, or that was sent but could not be confirmed (with its signature: it may still land).
 */
export type SendTokenErrorType =
  | PrepareSendTokenErrorType
  | UserRejectedRequestError
  | ProviderRpcError
  | TransactionFailedError
  | TransactionNotConfirmedError

/**
 * Sends native currency or a token from the active account (spec part 4) as the very transaction the tab's
 * Send preview showed (prepareSendToken), so the fee paid is the fee shown. A preview older than
 * SEND_PREVIEW_FRESH_MS, or one the chain no longer takes as built (expired blockhash, outbid gas price), is
 * built again: it goes out when it shows the same, else the new preview comes back unsent. A draft the tab did
 * not preview never sends. The preview is the person's approval, so this goes straight to the wallet (which
 * prompts as well); it still passes the gate's method list. The balances refresh now and again once it lands.
 */
export async function sendToken(core: Core, params: SendTokenParameters): Promise<SendTokenReturnType> {
  const { tabId, token, amount, previewId } = params
  const checked = await checkSend(core, params)
  const prepared = await previewedTransfer(core, tabId, previewId, checked)
  if (!prepared.send) return { status: 'changed', preview: previewOf(core, prepared.built) }
  const { account, adapter } = checked
  const { caipNetworkId, connectorId } = account.connection
  let sent: SentTransfer
  try {
    sent = await adapter.sendTransfer(core, {
      ask: askWallet(core, { tabId, connectorId }),
      prepared: prepared.built.prepared,
      symbol: token?.symbol ?? '',
      amount,
      native: !token?.address,
    })
  } catch (error) {
    // It may still land: the balances refresh now and again if it does, and it is not sent a second time.
    if (error instanceof TransactionNotConfirmedError) {
      forget(core, tabId, prepared.built.prepared)
      void refreshAfterSend(core, { caipNetworkId, hash: error.hash })
    }
    throw error
  }
  // The wallet took it: a second send needs a preview of its own.
  forget(core, tabId, prepared.built.prepared)
  void refreshAfterSend(core, { caipNetworkId, hash: sent.confirmed ? undefined : sent.hash })
  return { status: 'sent', hash: sent.hash }
}

// The tab's previewed transfer the send names, built again when it went stale; `send` says whether the person saw
// what it is. Only the preview the tab keeps under the id it names counts: another build of the same draft (one
// that finished later, or one the tab gave up waiting for) is a preview nobody saw, so a fresh one is shown first,
// as for a draft never previewed or a rebuild that shows something else.
async function previewedTransfer(
  core: Core,
  tabId: string,
  previewId: string | undefined,
  checked: CheckedSend,
): Promise<{ built: BuiltPreview; send: boolean }> {
  const kept = core.wallet.previews?.get(tabId)
  const seen = kept && previewId !== undefined && kept.id === previewId && kept.draft === checked.draft
  if (seen && core.deps.clock.now() - kept.at <= SEND_PREVIEW_FRESH_MS) {
    if (await checked.adapter.isTransferCurrent(core, kept.prepared))
      return { built: { id: kept.id, prepared: kept.prepared }, send: true }
  }
  const built = await buildPreview(core, tabId, checked)
  return { built, send: !!seen && showsTheSame(kept.prepared, built.prepared) }
}

// What the preview shows of a transfer: network, amount, fee and rent.
function showsTheSame(a: PreparedTransfer, b: PreparedTransfer): boolean {
  return (
    a.caipNetworkId === b.caipNetworkId &&
    a.decimals === b.decimals &&
    a.value === b.value &&
    a.fee === b.fee &&
    a.accountRent === b.accountRent
  )
}

function forget(core: Core, tabId: string, transfer: PreparedTransfer): void {
  if (core.wallet.previews?.get(tabId)?.prepared === transfer) core.wallet.previews.delete(tabId)
}
