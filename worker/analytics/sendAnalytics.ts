import { UNSENT_EVENT } from '../../src/analytics.ts'
import type { AnalyticsBody } from '../../src/analyticsSchemas.ts'
import { getActiveAccount } from '../activeAccount.ts'
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
 * time and the active account's address are taken now: the post may go out much later.
 */
export function sendAnalytics(core: Core, props: AnalyticsBody['props'], url?: string | undefined): void {
  const work = core.analytics
  const at = core.deps.clock.now()
  const address = getActiveAccount(core.store.getState())?.connection.address
  work.sender ??= import('./createAnalyticsSender.ts').then((m) => m.createAnalyticsSender(core))
  void work.sender.then((sender) => sender.enqueue({ props, url, at, address })).catch(() => undefined)
}

/** Tells a loaded sender the browser is online again, so what waited goes now. */
export function resumeAnalytics(core: Core): void {
  void core.analytics.sender?.then((sender) => sender.resume()).catch(() => undefined)
}
