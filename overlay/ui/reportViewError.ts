import { errorReportOf } from '../../src/errorReport.ts'
import type { UiIntents } from '../uiContext.ts'

/** A view that failed to render is reported by the core (its limiter counts every tab's reports). */
export function reportViewError(intents: UiIntents, error: unknown): void {
  void intents.reportError(errorReportOf(error, 'INTERNAL_SDK_ERROR')).catch(() => undefined)
}
