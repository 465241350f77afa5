import { HttpRequestError } from '../../src/errorClasses.ts'

/** The service's own first reason for refusing a call (`{ reasons: [{ description }] }`), if it gave one. */
export function apiReasonOf(error: unknown): string | undefined {
  if (!(error instanceof HttpRequestError) || !(error.cause instanceof Error)) return undefined
  return error.cause.message || undefined
}
