// The analytics sender's and the error reports' limits, apart from analytics.ts: only the lazily loaded sender
// and reportError read them, so the worker entry carries none.

/** At most this many error reports leave a site per ERROR_REPORT_WINDOW_MS, whatever tab they came from (spec part 8). */
export const ERROR_REPORT_LIMIT = 5
export const ERROR_REPORT_WINDOW_MS = 60_000
/** Events wait this long for others to go with them, so a burst costs one wake-up of the sender, not one each. */
export const ANALYTICS_BATCH_DELAY_MS = 1_000
/** Most events one flush posts; the rest go with the next flush. */
export const ANALYTICS_BATCH_MAX = 20
/** Events kept while the service cannot be reached (offline); the oldest go first beyond it. */
export const ANALYTICS_QUEUE_MAX = 100
/** Longest pause between attempts while the service cannot be reached. */
export const ANALYTICS_RETRY_MAX_MS = 60_000

/** Longest errorType, errorMessage and stackTrace a report carries. */
export const REPORT_TEXT_MAX = { errorType: 200, errorMessage: 2_000, stackTrace: 8_000 } as const
