import { z } from '../../src/zod.ts'
import type { Core } from '../core.ts'
import { createHttpClient } from '../services/createHttpClient.ts'

/** The event's name (e.g. SEND_SUCCESS) and what it says. */
export type TrackEventParameters = { event: string; properties?: Record<string, unknown> | undefined }
/** Nothing: the event is recorded at once and posted in the background. */
export type TrackEventReturnType = undefined
/** Nothing: sending is best effort, and a failed post is dropped. */
export type TrackEventErrorType = never

const KEPT_EVENTS = 50

/**
 * Records an analytics event (e.g. SEND_SUCCESS, ERROR_FETCH_TRANSACTIONS) and, when an analytics URL is
 * configured, posts it (spec part 7: POST /e). Sending is best effort: a failure never reaches the caller.
 */
export function trackEvent(
  core: Core,
  { event, properties = {} }: TrackEventParameters,
): TrackEventReturnType {
  const at = core.deps.clock.now()
  core.wallet.events.push({ event, properties, at })
  core.wallet.events.splice(0, Math.max(0, core.wallet.events.length - KEPT_EVENTS))
  const url = core.config.serviceUrls.analytics
  if (!url || core.config.features.analytics === false || core.config.basic) return
  const http = createHttpClient({
    baseUrl: url,
    fetch: core.deps.fetch,
    clock: core.deps.clock,
    commonParams: () => ({
      st: core.config.sdkType,
      sv: core.config.sdkVersion,
      projectId: core.config.projectId,
    }),
    retryCount: 0,
  })
  const body = {
    eventId: crypto.randomUUID(),
    url: '',
    domain: '',
    timestamp: at,
    props: { event, ...properties },
  }
  http.post('/e', { body, schema: z.unknown() }).catch(() => undefined)
}
