// Kept apart from analytics.ts (its schemas): the UI chunk reports a view's failure with these and no zod.
import type { ErrorCategory, ErrorReport } from './analytics.ts'
import { REPORT_TEXT_MAX } from './analyticsLimits.ts'

/**
 * The report of anything thrown: its name, message and stack, cut to the report's limits. A value that is not an
 * Error still says what it was.
 */
export function errorReportOf(error: unknown, category: ErrorCategory): ErrorReport {
  const e = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  const str = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    category,
    errorType: (str(e.name) || typeof error).slice(0, REPORT_TEXT_MAX.errorType),
    errorMessage: (str(e.shortMessage) || str(e.message) || String(error)).slice(
      0,
      REPORT_TEXT_MAX.errorMessage,
    ),
    stackTrace: str(e.stack).slice(0, REPORT_TEXT_MAX.stackTrace),
  }
}

/**
 * Whether a failed intent is worth a report: not when a person decided it (EIP-1193 4001, a declined warning)
 * or their tab went away, which are outcomes, not faults.
 */
export function isReportableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true
  const { code, name } = error as { code?: unknown; name?: unknown }
  if (code === 4001) return false
  return !(typeof name === 'string' && NOT_REPORTED.has(name))
}

const NOT_REPORTED = new Set(['UserRejectedRequestError', 'WarningNotAcknowledgedError', 'TabGoneError'])
