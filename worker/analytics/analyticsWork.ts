import type { ErrorReport } from '../../src/analytics.ts'
import type { AnalyticsBody } from '../../src/analyticsSchemas.ts'
import type { RateLimiter } from '../../src/rateLimiter.ts'

/** One event or report as the core recorded it: the sender makes its wire body. */
export type AnalyticsItem = {
  props: AnalyticsBody['props']
  /** The page it happened on (a tab's event); the site's root otherwise. */
  url?: string | undefined
  at: number
  /** The active account's address when it happened. */
  address?: string | undefined
}

/** The core's sender (worker/analytics/createAnalyticsSender.ts): events queue there and go out in batches. */
export type AnalyticsSender = {
  /** Queues one item; it is posted with the next batch (nothing waits for it). */
  enqueue(item: AnalyticsItem): void
  /** The browser is online again: what waited goes now. */
  resume(): void
}

/** The core's analytics: the sender (loaded with the first event) and the error reports' limiter. */
export type AnalyticsWork = {
  sender?: Promise<AnalyticsSender> | undefined
  /** Items not yet handed to the sender (its code is fetched once a tab is online). */
  waiting: AnalyticsItem[]
  /** Error reports of every tab pass here (spec part 8: 5 per 60 s); in the fallback, the leader's alone. */
  errorLimiter?: RateLimiter | undefined
  /** The 'Invalid App Configuration' snackbar was shown: a 403 shows it once. */
  refusalShown?: boolean | undefined
  /**
   * Hands a report to the `reportError` intent, which runs where the limiter is (the leader's core in the
   * dedicated-worker fallback); wired by createCore, the one place that knows the intent table.
   */
  route?: ((report: ErrorReport, tabId: string) => Promise<unknown>) | undefined
}
