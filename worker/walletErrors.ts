import { BaseError, isUserRejection, ProviderRpcError, UserRejectedRequestError } from '../src/errors.ts'

/** Gives a wallet failure its typed error, keeping EIP-1193 codes (4001 user rejected). */
export function toWalletError(error: unknown): Error {
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  if (error instanceof BaseError) return error
  const code = typeof error === 'object' && error !== null && 'code' in error ? Number(error.code) : undefined
  return new ProviderRpcError(
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error',
    { code, cause: error },
  )
}
