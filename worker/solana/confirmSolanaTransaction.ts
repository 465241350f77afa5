import { BaseError, TimeoutError } from '../../src/errors.ts'
import { TransactionFailedError, TransactionNotConfirmedError } from '../../src/sendErrors.ts'
import type { CaipNetworkId } from '../../src/types.ts'
import { withTimeout } from '../../src/withTimeout.ts'
import type { Core } from '../core.ts'
import { getSolanaConnection, type SolanaConnection } from './loadSolana.ts'

/** How long a send waits to see its transaction confirmed (a blockhash lives about a minute). */
export const SOLANA_CONFIRM_TIMEOUT_MS = 60_000

export type ConfirmSolanaTransactionParameters = {
  caipNetworkId: CaipNetworkId
  signature: string
  /** The transaction's blockhash window: once the chain passes it, the transaction can no longer land. */
  blockhash?: string | undefined
  lastValidBlockHeight?: number | undefined
  timeoutMs?: number | undefined
}

/**
 * Waits until the signature is confirmed on the RPC (signatureSubscribe on the node's WebSocket, through
 * web3.js `confirmTransaction` with the blockhash window when it is known), for at most `timeoutMs`. A
 * transaction that failed on chain is TransactionFailedError; anything else that stops the wait (an RPC
 * error, the time limit, an expired blockhash) is TransactionNotConfirmedError, never a failure: it may land.
 */
export async function confirmSolanaTransaction(
  core: Core,
  {
    caipNetworkId,
    signature,
    blockhash,
    lastValidBlockHeight,
    timeoutMs = SOLANA_CONFIRM_TIMEOUT_MS,
  }: ConfirmSolanaTransactionParameters,
): Promise<void> {
  const connection = await getSolanaConnection(core, caipNetworkId)
  const abort = new AbortController()
  const confirmation =
    blockhash && lastValidBlockHeight !== undefined
      ? connection
          .confirmTransaction(
            { signature, blockhash, lastValidBlockHeight, abortSignal: abort.signal },
            'confirmed',
          )
          .then(({ value }) => value.err)
      : subscribe(connection, signature, abort.signal)
  let stopped: unknown
  try {
    const err = await withTimeout(confirmation, timeoutMs, 'the confirmation', core.deps.clock)
    if (err) throw new TransactionFailedError(signature, { reason: JSON.stringify(err) })
    return
  } catch (error) {
    if (error instanceof TransactionFailedError) throw error
    // web3.js rejects with the chain's error object when its status check finds the transaction failed.
    if (!(error instanceof Error) && typeof error === 'object' && error !== null)
      throw new TransactionFailedError(signature, { reason: JSON.stringify(error) })
    stopped = error
  } finally {
    abort.abort()
  }
  // One last look over HTTP: only the WebSocket may have failed while the transaction landed.
  let rpcError: unknown
  const status = await connection.getSignatureStatus(signature).then(
    ({ value }) => value,
    (error: unknown) => {
      rpcError = error
      return undefined
    },
  )
  if (status?.err) throw new TransactionFailedError(signature, { reason: JSON.stringify(status.err) })
  if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
  const reasons = [
    stopped instanceof TimeoutError
      ? `no confirmation within ${timeoutMs / 1000} s`
      : stopped instanceof Error && stopped.name === 'TransactionExpiredBlockheightExceededError'
        ? 'its blockhash expired before it was seen, so it can no longer land'
        : messageOf(stopped),
    rpcError !== undefined && `the RPC did not answer (${messageOf(rpcError)})`,
  ]
  throw new TransactionNotConfirmedError(signature, {
    reason: reasons.filter(Boolean).join('; '),
    cause: rpcError ?? stopped,
  })
}

function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.details ?? error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

// Without the blockhash window (a host's own sign-and-send), only the subscription tells.
function subscribe(connection: SolanaConnection, signature: string, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve) => {
    let done = false
    const id = connection.onSignature(
      signature,
      (result) => {
        done = true
        resolve(result.err)
      },
      'confirmed',
    )
    // web3.js drops a signature listener itself once it fired.
    signal.addEventListener('abort', () => {
      if (!done) void connection.removeSignatureListener(id).catch(() => {})
    })
  })
}
