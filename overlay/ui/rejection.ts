import { isUserRejection } from '../../src/errors.ts'

/** A user rejection: by name once it crossed the worker boundary, or by EIP-1193 code 4001. */
export function isRejection(error: unknown): boolean {
  const named =
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    error.name === 'UserRejectedRequestError'
  return named || isUserRejection(error)
}
