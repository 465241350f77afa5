import { z } from './zod.ts'

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

/** The categories an error report carries (spec part 8): transactions' errors are API errors. */
export const ERROR_CATEGORIES = ['INTERNAL_SDK_ERROR', 'API_ERROR'] as const
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number]

/** Events a tab tells the core about (its own modal opening and closing); the core adds the connected flag. */
export const TAB_EVENTS = ['MODAL_OPEN', 'MODAL_CLOSE'] as const
export type TabEvent = (typeof TAB_EVENTS)[number]

/** Events nothing is posted for (spec part 7). */
export const UNSENT_EVENTS: ReadonlySet<string> = new Set(['MODAL_CREATED'])

const text = (max: number) => z.string().check(z.maxLength(max))

/** What a report says about an error (spec part 7: errorType, errorMessage, stackTrace), bounded in size. */
export const errorReportSchema = z.strictObject({
  category: z.enum(ERROR_CATEGORIES),
  errorType: text(200),
  errorMessage: text(2_000),
  stackTrace: text(8_000),
})
export type ErrorReport = z.infer<typeof errorReportSchema>
