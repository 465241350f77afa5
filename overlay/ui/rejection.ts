import { type CaughtError, isUserRejection } from '../../src/errors.ts'

/** A user rejection: by name once it crossed the worker boundary, or by EIP-1193 code 4001. */
export function isRejection(error: unknown): boolean {
  return (error as CaughtError)?.name === 'UserRejectedRequestError' || isUserRejection(error)
}
