import {
  ANALYTICS_BATCH_DELAY_MS,
  ANALYTICS_BATCH_MAX,
  ANALYTICS_QUEUE_MAX,
  ANALYTICS_RETRY_MAX_MS,
} from '../../src/analyticsLimits.ts'
import { type AnalyticsBody, analyticsConfigReplySchema } from '../../src/analyticsSchemas.ts'
import { HttpRequestError, ServiceUnreachableError, TimeoutError } from '../../src/errors.ts'
import { analyticsRefusedWarning } from '../../src/messages/analyticsWarnings.ts'
import { z } from '../../src/zod.ts'
import { isEveryTabOffline } from '../cachedRead.ts'
import { type Core, notify } from '../core.ts'
import { createHttpClient, type HttpClient } from '../services/createHttpClient.ts'
import { DEFAULT_WALLET_DIRECTORY_URL } from '../services/walletDirectory.ts'
import type { AnalyticsItem, AnalyticsSender } from './analyticsWork.ts'
import { siteOrigin } from './siteOrigin.ts'

type Decision = 'asking' | 'on' | 'off'

/**
 * Makes the sender of one core (loaded with the first event, so a page that tracks nothing never fetches it).
 * It asks the directory service once whether the project collects analytics (`GET /getAnalyticsConfig`; an error
 * reply or an invalid one means off, no reply at all means ask again later), then posts each queued body with
 * `POST /e`. While every tab is offline or the service cannot be reached, bodies wait (at most
 * ANALYTICS_QUEUE_MAX, the oldest dropped first) and nothing is tried, so an offline page logs no failed requests.
 * A 403 means the site's origin is not allowed: the 'Invalid App Configuration' snackbar once, and no more posts.
 */
export function createAnalyticsSender(core: Core): AnalyticsSender {
  const { config, deps } = core
  const common = () => ({ st: config.sdkType, sv: config.sdkVersion, projectId: config.projectId })
  // No retries inside a call: the queue is the retry, paced by the backoff below.
  const client = (baseUrl: string): HttpClient =>
    createHttpClient({ baseUrl, fetch: deps.fetch, clock: deps.clock, commonParams: common, retryCount: 0 })
  const collector = client(config.serviceUrls.analytics ?? '')
  const directory = client(config.serviceUrls.walletDirectory ?? DEFAULT_WALLET_DIRECTORY_URL)
  const queue: AnalyticsBody[] = []
  let decision: Decision = 'asking'
  let timer: unknown
  let sending = false
  let again = false
  let backoffMs = 0

  const schedule = (ms: number) => {
    if (timer !== undefined || decision === 'off') return
    timer = deps.clock.setTimeout(() => {
      timer = undefined
      void flush()
    }, ms)
  }

  // The service could not be reached: try again later, waiting longer each time.
  const backOff = () => {
    backoffMs = Math.min(Math.max(ANALYTICS_BATCH_DELAY_MS, backoffMs * 2), ANALYTICS_RETRY_MAX_MS)
    schedule(backoffMs)
  }

  const stop = () => {
    decision = 'off'
    queue.length = 0
    if (timer !== undefined) deps.clock.clearTimeout(timer)
    timer = undefined
  }

  const refuse = () => {
    stop()
    if (core.analytics.refusalShown) return
    core.analytics.refusalShown = true
    console.warn(analyticsRefusedWarning(siteOrigin(core)))
    notify(core, 'error', { key: 'invalidAppConfiguration' })
  }

  const ask = async (): Promise<Decision | 'unreachable'> => {
    try {
      const reply = await directory.get('getAnalyticsConfig', { schema: analyticsConfigReplySchema })
      return reply.isAnalyticsEnabled ? 'on' : 'off'
    } catch (error) {
      return unreachable(error) ? 'unreachable' : 'off'
    }
  }

  // Posts one batch in order; what could not be sent for want of a connection goes back to the front.
  const post = async (batch: AnalyticsBody[]): Promise<'sent' | 'unreachable' | 'refused'> => {
    for (const [i, body] of batch.entries()) {
      try {
        await collector.post('e', { body, schema: z.unknown() })
      } catch (error) {
        if (unreachable(error)) {
          queue.unshift(...batch.slice(i))
          trim(queue)
          return 'unreachable'
        }
        if (error instanceof HttpRequestError && error.status === 403) return 'refused'
        // Any other refusal (or an answer that is not JSON) is about this body alone: it is not sent again.
      }
    }
    return 'sent'
  }

  // One flush at a time; a call while one runs is remembered and followed up when it ends.
  const flush = async () => {
    if (sending) {
      again = true
      return
    }
    if (decision === 'off' || !queue.length) return
    if (isEveryTabOffline(core)) return // resume() flushes when a tab is back online.
    sending = true
    again = false
    let next: 'now' | 'backOff' | undefined
    try {
      next = await sendSome()
    } finally {
      sending = false
    }
    if (next === 'backOff') backOff()
    else if ((next === 'now' || again) && queue.length) schedule(0)
  }

  const sendSome = async (): Promise<'now' | 'backOff' | undefined> => {
    if (decision === 'asking') {
      const answer = await ask()
      if (answer === 'unreachable') return 'backOff'
      decision = answer
      if (answer === 'off') return void stop()
    }
    const outcome = await post(queue.splice(0, ANALYTICS_BATCH_MAX))
    if (outcome === 'refused') return void refuse()
    if (outcome === 'unreachable') return 'backOff'
    backoffMs = 0
    return 'now'
  }

  return {
    enqueue(item) {
      if (decision === 'off') return
      queue.push(bodyOf(item, siteOrigin(core)))
      trim(queue)
      schedule(queue.length >= ANALYTICS_BATCH_MAX ? 0 : ANALYTICS_BATCH_DELAY_MS)
    },
    resume() {
      if (timer !== undefined) deps.clock.clearTimeout(timer)
      timer = undefined
      backoffMs = 0
      void flush()
    },
  }
}

function unreachable(error: unknown): boolean {
  return error instanceof ServiceUnreachableError || error instanceof TimeoutError
}

function trim(queue: AnalyticsBody[]): void {
  if (queue.length > ANALYTICS_QUEUE_MAX) queue.splice(0, queue.length - ANALYTICS_QUEUE_MAX)
}

/** The wire body of one item (spec part 7): `props` is its data plus the address it was recorded with. */
function bodyOf({ props, url, at, address }: AnalyticsItem, origin: string): AnalyticsBody {
  return {
    eventId: crypto.randomUUID(),
    // An event the core makes itself has no page of its own, and a tab's page is believed only on this site's
    // origin: the site's root stands for them.
    url: url?.startsWith(`${origin}/`) && url.length <= URL_MAX ? url : origin ? `${origin}/` : '',
    domain: hostOf(origin),
    timestamp: at,
    props: address === undefined ? { ...props } : { ...props, address },
  }
}

const URL_MAX = 2_000

function hostOf(origin: string): string {
  try {
    return new URL(origin).host
  } catch {
    return ''
  }
}
