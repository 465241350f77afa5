import { BaseError, TimeoutError } from '../../../src/errors.ts'
import { TransactionFailedError, TransactionNotConfirmedError } from '../../../src/sendErrors.ts'
import type { CaipNetworkId } from '../../../src/types.ts'
import type { Core } from '../../core.ts'
import { getSolanaConnection } from './getSolanaConnection.ts'
import type { SolanaConnection } from './loadSolana.ts'
import { type WebSocketClass, watchSignature } from './watchSignature.ts'

/** How long a send waits to see its transaction confirmed (a blockhash lives about a minute). */
export const SOLANA_CONFIRM_TIMEOUT_MS = 60_000
/** Between status reads over HTTP, beside the WebSocket subscription (a Solana slot is about 400 ms). */
export const SOLANA_STATUS_POLL_MS = 1_000

export type ConfirmSolanaTransactionParameters = {
  caipNetworkId: CaipNetworkId
  signature: string
  /** The last block height at which the transaction's blockhash is valid; past it, it can no longer land. */
  lastValidBlockHeight?: number | undefined
  timeoutMs?: number | undefined
  /** The WebSocket class (default: the realm's; Node tests pass the `ws` package's). */
  WebSocket?: WebSocketClass | undefined
}

// The blockhash window passed without the transaction: it can no longer land.
class Expired extends Error {}

/**
 * Waits until the signature is confirmed: notified on the node's WebSocket (signatureSubscribe), or seen in
 * the status read over HTTP every second (which also covers a socket that cannot open), for at most
 * `timeoutMs`. A transaction that failed on chain is TransactionFailedError. Anything else that stops the
 * wait (RPC errors, the time limit, an expired blockhash) is TransactionNotConfirmedError, never a failure.
 */
export async function confirmSolanaTransaction(
  core: Core,
  {
    caipNetworkId,
    signature,
    lastValidBlockHeight,
    timeoutMs = SOLANA_CONFIRM_TIMEOUT_MS,
    WebSocket,
  }: ConfirmSolanaTransactionParameters,
): Promise<void> {
  const connection = await getSolanaConnection(core, caipNetworkId)
  const watch = watchSignature(connection.rpcEndpoint, signature, WebSocket)
  const polling = { stop: false, rpcError: undefined as unknown }
  let err: unknown
  let stopped: unknown
  // The core's clock (not src/withTimeout): sharing that module with this lazy chunk grew the worker entry.
  let timer: unknown
  const limit = new Promise<never>((_, reject) => {
    timer = core.deps.clock.setTimeout(() => reject(new TimeoutError('the confirmation')), timeoutMs)
  })
  try {
    err = await Promise.race([
      watch.landed,
      poll(connection, signature, lastValidBlockHeight, polling),
      limit,
    ])
  } catch (error) {
    stopped = error
  } finally {
    core.deps.clock.clearTimeout(timer)
    polling.stop = true
    watch.close()
  }
  if (stopped === undefined) {
    if (err) throw new TransactionFailedError(signature, { reason: JSON.stringify(err) })
    return
  }
  const expired = stopped instanceof Expired
  if (!expired) {
    // One last look: the answer may have come just as time ran out.
    const status = await readStatus(connection, signature, polling)
    if (status?.err) throw new TransactionFailedError(signature, { reason: JSON.stringify(status.err) })
    if (status) return
  }
  const reasons = [
    expired
      ? 'its blockhash expired before it was seen, so it can no longer land'
      : stopped instanceof TimeoutError
        ? `no confirmation within ${timeoutMs / 1000} s`
        : messageOf(stopped),
    polling.rpcError !== undefined && `the RPC did not answer (${messageOf(polling.rpcError)})`,
  ]
  throw new TransactionNotConfirmedError(signature, {
    reason: reasons.filter(Boolean).join('; '),
    cause: polling.rpcError ?? stopped,
  })
}

type Polling = { stop: boolean; rpcError: unknown }

// Resolves with the chain's error (null on success) once confirmed; rejects with Expired when it cannot land.
async function poll(
  connection: SolanaConnection,
  signature: string,
  lastValidBlockHeight: number | undefined,
  polling: Polling,
): Promise<unknown> {
  while (!polling.stop) {
    const status = await readStatus(connection, signature, polling)
    if (status) return status.err ?? null
    if (lastValidBlockHeight !== undefined) {
      const height = await connection.getBlockHeight('confirmed').catch((error: unknown) => {
        polling.rpcError = error
        return -1
      })
      // Checked once more after the height: it may have landed in the last valid block.
      if (height > lastValidBlockHeight && !(await readStatus(connection, signature, polling)))
        throw new Expired()
    }
    await new Promise((resolve) => setTimeout(resolve, SOLANA_STATUS_POLL_MS))
  }
  return new Promise(() => {})
}

/** The signature's status once it is confirmed (or finalized), else undefined; RPC errors are remembered. */
async function readStatus(connection: SolanaConnection, signature: string, polling: Polling) {
  try {
    const { value } = await connection.getSignatureStatus(signature)
    polling.rpcError = undefined
    const level = value?.confirmationStatus
    return value && (level === 'confirmed' || level === 'finalized') ? value : undefined
  } catch (error) {
    polling.rpcError = error
    return undefined
  }
}

function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.details ?? error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
