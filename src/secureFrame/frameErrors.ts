import { BaseError } from '../baseError.ts'

// The secure frame's errors, with the spec's texts (part 8) as their shortMessage.

/** The frame did not become ready within FRAME_READY_TIMEOUT_MS (iframe_load_failed). */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor({ url, cause }: { url?: string | undefined; cause?: unknown } = {}) {
    super('Unable to load email login dependency', {
      cause,
      details: url ? `The secure frame ${url} did not get ready.` : undefined,
    })
  }
}

/** A request was made after the frame was removed (or before it was created). */
export class FrameNotSetError extends BaseError {
  override name = 'FrameNotSetError'
  constructor() {
    super('W3mFrame: iframe is not set')
  }
}

/**
 * The frame answered `_ERROR`: its message (a wrong code, a rate limit), or 'An error occurred' without one;
 * a refused RPC keeps its EIP-1193 / EIP-5792 code (4902 unknown chain, 4200 unsupported method).
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  request: string
  constructor(request: string, message: string | undefined, code?: number | undefined) {
    super(message || 'An error occurred', { details: `${request} failed in the secure frame.`, code })
    this.request = request
  }
}

/** A request the person abandoned (the frame went away while it waited). */
export class FrameRequestAbortedError extends BaseError {
  override name = 'FrameRequestAbortedError'
  constructor(request: string) {
    super('Request was aborted', { details: `${request} was aborted.` })
  }
}

/** A new code was asked for within EMAIL_LOGIN_COOLDOWN_MS of the last one (spec part 5: rate limiter first). */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  retryAfterMs: number
  constructor(retryAfterMs: number) {
    super('Wait before asking for another code', {
      details: `A new code can be sent in ${Math.ceil(retryAfterMs / 1000)} s.`,
    })
    this.retryAfterMs = retryAfterMs
  }
}
