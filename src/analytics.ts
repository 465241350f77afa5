import { z } from './zod.ts'

/** The categories an error report carries (spec part 8): transactions' errors are API errors. */
export const ERROR_CATEGORIES = ['INTERNAL_SDK_ERROR', 'API_ERROR'] as const
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number]

/** Events a tab tells the core about (its own modal opening and closing); the core adds the connected flag. */
export const TAB_EVENTS = ['MODAL_OPEN', 'MODAL_CLOSE'] as const
export type TabEvent = (typeof TAB_EVENTS)[number]

/** The event nothing is posted for (spec part 7). */
export const UNSENT_EVENT = 'MODAL_CREATED'

/**
 * What a report says about an error (spec part 7: errorType, errorMessage, stackTrace). The texts are cut to
 * REPORT_TEXT_MAX where the report is queued (worker/actions/reportError.ts), not here: this schema is in the
 * worker entry.
 */
export const errorReportSchema = z.strictObject({
  category: z.enum(ERROR_CATEGORIES),
  errorType: z.string(),
  errorMessage: z.string(),
  stackTrace: z.string(),
})
export type ErrorReport = z.infer<typeof errorReportSchema>
