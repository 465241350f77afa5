import type { ProviderRpcError, UserRejectedRequestError } from '../../src/errors.ts'
import { type TransactionFailedError, TransactionNotConfirmedError } from '../../src/sendErrors.ts'
import type { SendTokenParameters } from '../../src/types.ts'
import { askWallet } from '../askWallet.ts'
import type { SentTransfer } from '../chains/chainAdapter.ts'
import type { Core } from '../core.ts'
import { checkAndPrepareSend, type PrepareSendTokenErrorType } from './prepareSendToken.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'

export type { SendTokenParameters }

/** The sent transaction's hash (EVM) or signature (Solana). */
export type SendTokenReturnType = { hash: string }

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
 * Sends native currency or a token from the active account (spec part 4): the transfer is built by the same
 * adapter builder as prepareSendToken's preview, freshly (a blockhash or gas price may have moved), then handed
 * to the wallet. The Send preview is the person's approval, so this goes straight to the wallet (which prompts
 * as well); it still passes the gate's method list. The balances refresh now and again once it lands.
 */
export async function sendToken(core: Core, params: SendTokenParameters): Promise<SendTokenReturnType> {
  const { tabId, token, amount } = params
  const { account, adapter, prepared } = await checkAndPrepareSend(core, params)
  const { caipNetworkId, connectorId } = account.connection
  let sent: SentTransfer
  try {
    sent = await adapter.sendTransfer(core, {
      ask: askWallet(core, { tabId, connectorId }),
      prepared,
      symbol: token?.symbol ?? '',
      amount,
      native: !token?.address,
    })
  } catch (error) {
    // It may still land: the balances refresh now and again if it does.
    if (error instanceof TransactionNotConfirmedError)
      void refreshAfterSend(core, { caipNetworkId, hash: error.hash })
    throw error
  }
  void refreshAfterSend(core, { caipNetworkId, hash: sent.confirmed ? undefined : sent.hash })
  return { hash: sent.hash }
}
