import { UNSENT_EVENT } from '../../src/analytics.ts'
import { ANALYTICS_QUEUE_MAX } from '../../src/analyticsLimits.ts'
import type { AnalyticsBody } from '../../src/analyticsSchemas.ts'
import { getActiveAccount } from '../activeAccount.ts'
import { isEveryTabOffline } from '../cachedRead.ts'
import type { Core } from '../core.ts'

/**
 * Whether this core posts analytics at all: an analytics URL is configured, the host did not turn them off and
 * basic mode is not on. The service's own answer (`GET /getAnalyticsConfig`) is asked by the sender.
 */
export function analyticsOn(core: Pick<Core, 'config'>, event?: string): boolean {
  const { config } = core
  if (!config.serviceUrls.analytics || config.features.analytics === false || config.basic) return false
  return event !== UNSENT_EVENT
}

/**
 * Hands one event or report to the sender, loading it on first use; never waits for it and never throws. The
 * time and the active account's address are taken now: the post may go out much later. Until the sender is
 * here, items wait with the core (at most ANALYTICS_QUEUE_MAX, the oldest dropped first): its code is fetched
 * once a tab is online, and a fetch that failed is tried again with the next item or when a tab is back online.
 */
export function sendAnalytics(core: Core, props: AnalyticsBody['props'], url?: string | undefined): void {
  const { waiting } = core.analytics
  waiting.push({
    props,
    url,
    at: core.deps.clock.now(),
    address: getActiveAccount(core.store.getState())?.connection.address,
  })
  waiting.splice(0, waiting.length - ANALYTICS_QUEUE_MAX)
  passWaiting(core)
}

/**
 * Hands what waits to the sender once it is here, fetching its code first when a tab is online. Items stay in
 * `waiting` until then, so a fetch that fails (the browser went offline meanwhile) loses none of them.
 */
function passWaiting(core: Core): void {
  const work = core.analytics
  if (!work.sender && !isEveryTabOffline(core)) {
    const loading = import('./createAnalyticsSender.ts').then((m) => m.createAnalyticsSender(core))
    work.sender = loading
    loading.catch(() => {
      if (work.sender === loading) work.sender = undefined
    })
  }
  void work.sender
    ?.then((sender) => {
      for (const item of work.waiting.splice(0)) sender.enqueue(item)
    })
    .catch(() => undefined)
}

/** A tab is online again: what waited goes now (the sender's code is fetched first if it is not here yet). */
export function resumeAnalytics(core: Core): void {
  passWaiting(core)
  void core.analytics.sender?.then((sender) => sender.resume()).catch(() => undefined)
}
