import { analyticsOn, sendAnalytics } from '../analytics/sendAnalytics.ts'
import type { Core } from '../core.ts'

/** The event's name (e.g. SEND_SUCCESS) and what it says; `url` is the page a tab's event happened on. */
export type TrackEventParameters = {
  event: string
  properties?: Record<string, unknown> | undefined
  url?: string | undefined
}
/** Nothing: the event is recorded at once and posted in the background. */
export type TrackEventReturnType = undefined
/** Nothing: sending is best effort, and a failed post never reaches the caller. */
export type TrackEventErrorType = never

const KEPT_EVENTS = 50

/**
 * Records an analytics event (e.g. SEND_SUCCESS, ERROR_FETCH_TRANSACTIONS) and, when analytics are on, queues it
 * for `POST /e` (spec part 7) with the active account's address. The caller never waits for the post.
 */
export function trackEvent(
  core: Core,
  { event, properties = {}, url }: TrackEventParameters,
): TrackEventReturnType {
  const at = core.deps.clock.now()
  core.wallet.events.push({ event, properties, at })
  core.wallet.events.splice(0, Math.max(0, core.wallet.events.length - KEPT_EVENTS))
  if (!analyticsOn(core, event)) return
  sendAnalytics(core, { type: 'track', event, properties }, url)
}
