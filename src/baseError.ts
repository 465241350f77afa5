/** Options every Walletdock error accepts. */
export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: string[] | undefined
  code?: number | undefined
}

// A cause chain longer than this is almost certainly a cycle; stop rather than hang.
const MAX_DEPTH = 32

/** Root of every Walletdock error: a user-facing `shortMessage` plus technical `details`. */
export class BaseError extends Error {
  override name = 'BaseError'
  shortMessage: string
  details: string | undefined
  metaMessages: string[] | undefined
  code: number | undefined
  override cause: unknown

  constructor(shortMessage: string, opts: BaseErrorParameters = {}) {
    const details = opts.details ?? detailsOf(opts.cause)
    super(formatMessage(shortMessage, opts.metaMessages, details))
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = opts.metaMessages
    this.code = opts.code
    this.cause = opts.cause
  }

  /** Walks the cause chain: to the root cause, or to the first error `fn` accepts (null if none). */
  walk(fn?: (e: unknown) => boolean): unknown {
    return walkCauses(this, fn)
  }
}

/** Walks `cause` links from `err`: the root cause, or the first link `fn` accepts (null if none). */
export function walkCauses(err: unknown, fn?: (e: unknown) => boolean): unknown {
  let current = err
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (fn?.(current)) return current
    const next = causeOf(current)
    if (next === undefined) return fn ? null : current
    current = next
  }
  return fn ? null : current
}

/** `err` and each of its causes, outermost first. */
export function causeChain(err: unknown): unknown[] {
  const chain: unknown[] = []
  walkCauses(err, (e) => {
    chain.push(e)
    return false
  })
  return chain
}

function causeOf(err: unknown): unknown {
  if (typeof err !== 'object' || err === null || !('cause' in err)) return undefined
  return err.cause ?? undefined
}

function detailsOf(cause: unknown): string | undefined {
  // A wrapped Walletdock error already has the useful technical text in `details`.
  if (cause instanceof BaseError) return cause.details
  if (cause instanceof Error) return cause.message
  if (typeof cause === 'object' && cause !== null && 'message' in cause && typeof cause.message === 'string')
    return cause.message
  return undefined
}

function formatMessage(
  shortMessage: string,
  metaMessages: string[] | undefined,
  details: string | undefined,
) {
  const lines = [shortMessage]
  if (metaMessages?.length) lines.push('', ...metaMessages)
  if (details && details !== shortMessage) lines.push('', `Details: ${details}`)
  return lines.join('\n')
}
