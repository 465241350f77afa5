import type { ErrorReport } from '../../src/analytics.ts'
import { ERROR_REPORT_LIMIT, ERROR_REPORT_WINDOW_MS, REPORT_TEXT_MAX } from '../../src/analyticsLimits.ts'
import { createRateLimiter, type RateLimiter } from '../../src/rateLimiter.ts'
import { analyticsOn, sendAnalytics } from '../analytics/sendAnalytics.ts'
import type { Core } from '../core.ts'

/** What the report says: its category (spec part 8) and the error's type, message and stack. */
export type ReportErrorParameters = ErrorReport
/** Whether the report was queued: false beyond the limit, or with analytics off. */
export type ReportErrorReturnType = boolean
/** Nothing: reporting never fails its caller. */
export type ReportErrorErrorType = never

/**
 * Queues an error report for `POST /e` (spec part 7: errorType, errorMessage, stackTrace) unless this site
 * already sent ERROR_REPORT_LIMIT within the window (spec part 8: 5 per 60 s). Every tab's reports pass this
 * core's limiter; in the dedicated-worker fallback the intent table runs this in the leader's core alone.
 */
export async function reportError(core: Core, report: ReportErrorParameters): Promise<ReportErrorReturnType> {
  if (!analyticsOn(core) || !errorLimiter(core).take()) return false
  const { category, errorType, errorMessage, stackTrace } = report
  sendAnalytics(core, {
    type: 'error',
    event: category,
    errorType: errorType.slice(0, REPORT_TEXT_MAX.errorType),
    errorMessage: errorMessage.slice(0, REPORT_TEXT_MAX.errorMessage),
    stackTrace: stackTrace.slice(0, REPORT_TEXT_MAX.stackTrace),
  })
  return true
}

// The limiter is made with the first report (this module loads with it).
function errorLimiter(core: Core): RateLimiter {
  core.analytics.errorLimiter ??= createRateLimiter({
    limit: ERROR_REPORT_LIMIT,
    windowMs: ERROR_REPORT_WINDOW_MS,
    now: () => core.deps.clock.now(),
  })
  return core.analytics.errorLimiter
}
