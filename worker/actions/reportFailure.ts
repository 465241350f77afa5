import type { ErrorCategory } from '../../src/analytics.ts'
import { analyticsOn } from '../analytics/sendAnalytics.ts'
import { isEveryTabOffline } from '../cachedRead.ts'
import type { Core } from '../core.ts'

/** Stands for the caller of a report the core makes itself (no tab asked for the failed work). */
export const CORE_CALLER = 'core'

/** What failed, its category (spec part 8; INTERNAL_SDK_ERROR unless said) and the tab whose call it was. */
export type ReportFailureParameters = {
  error: unknown
  category?: ErrorCategory | undefined
  tabId?: string | undefined
}
export type ReportFailureReturnType = undefined
/** Nothing: a report is best effort and never fails its caller. */
export type ReportFailureErrorType = never

/**
 * Reports a failure the caller goes on to rethrow or show (spec part 8), unless it is a person's decision or
 * the browser is offline. The report goes through the `reportError` intent (core.analytics.route), so in the
 * dedicated-worker fallback the leader's limiter counts it with every other tab's.
 */
export function reportFailure(
  core: Core,
  { error, category = 'INTERNAL_SDK_ERROR', tabId = CORE_CALLER }: ReportFailureParameters,
): ReportFailureReturnType {
  // A failure while every tab is offline says nothing about the SDK: the network is gone.
  if (!analyticsOn(core) || isEveryTabOffline(core)) return
  // The report's rules load with the first failure: most pages never have one.
  void import('../../src/errorReport.ts')
    .then(({ errorReportOf, isReportableError }) => {
      if (isReportableError(error)) return core.analytics.route?.(errorReportOf(error, category), tabId)
    })
    .catch(() => undefined)
}
