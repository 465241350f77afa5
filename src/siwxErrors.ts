import { BaseError } from './baseError.ts'

// Sign-In With X's errors, thrown only by the sign-in chunk (loaded on first use). Not in errorClasses.ts, whose
// every class the worker entry carries (its registry, src/deserializeError.ts). They cross to the tab by name.

/** Signing in was asked for with no `siwx` option. */
export class SiwxNotConfiguredError extends BaseError {
  override name = 'SiwxNotConfiguredError'
  constructor() {
    super('Sign-In With X is not configured')
  }
}

/** The host's server did not accept the signed message (its `verify` answered false). */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  constructor() {
    super('The sign-in could not be verified')
  }
}

/** A host callback failed, answered something unusable, or no tab could run it. */
export class SiwxHostError extends BaseError {
  override name = 'SiwxHostError'
  constructor(method: string, { details, cause }: { details?: string | undefined; cause?: unknown } = {}) {
    super(`The site could not ${method === 'getNonce' ? 'start' : 'complete'} the sign-in`, {
      details: details ?? `siwx.${method}`,
      cause,
    })
  }
}
