import { BaseError } from './baseError.ts'

// A send's errors, thrown only by the send chunks (loaded on first use). Not in errorClasses.ts: the worker entry
// carries every class of that file (its registry, src/deserializeError.ts), and these there would add 0.9 KB
// gzip to it with the sign-in and name errors. They cross to the tab by name, with `hash` (serializeError keeps it).
type WithCause = { cause?: unknown }

/**
 * A transaction the wallet sent whose confirmation could not be seen (the RPC failed or time ran out). It may
 * still land, so this never says it failed: the signature lets the person look it up before sending again.
 */
export class TransactionNotConfirmedError extends BaseError {
  override name = 'TransactionNotConfirmedError'
  hash: string
  constructor(hash: string, { reason, cause }: { reason?: string | undefined } & WithCause = {}) {
    super('The transaction was sent but could not be confirmed', {
      cause,
      details: `Signature ${hash}: ${reason ?? detailOf(cause) ?? 'no confirmation'}`,
      metaMessages: ['It may still land. Check it before sending again.'],
    })
    this.hash = hash
  }
}

/** A transaction that landed but failed on chain (the fee is spent, nothing was transferred). */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError'
  hash: string
  constructor(hash: string, { reason }: { reason?: string | undefined } = {}) {
    super('The transaction failed on chain', { details: `Signature ${hash}${reason ? `: ${reason}` : ''}` })
    this.hash = hash
  }
}

function detailOf(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details ?? cause.shortMessage
  return cause instanceof Error ? cause.message : undefined
}

/** A receiver that is a token account, not a wallet: a token account of its own would be one nobody can use. */
export class TokenAccountReceiverError extends BaseError {
  override name = 'TokenAccountReceiverError'
  address: string
  constructor(address: string) {
    super('This is a token account, not a wallet address', {
      details: `Enter the wallet address that owns ${address}.`,
    })
    this.address = address
  }
}
