// The analytics service's wire formats, apart from analytics.ts: only the core's sender (a chunk of its own)
// and the devnet collector need them, so the worker entry carries none of it.
import { z } from './zod.ts'

/** `GET /getAnalyticsConfig` of the directory service: whether the project collects analytics. */
export const analyticsConfigReplySchema = z.object({ isAnalyticsEnabled: z.boolean() })

const text = (max: number) => z.string().check(z.maxLength(max))

/**
 * The body of `POST /e` (spec part 7): `props` is the event data plus the connected address. A tracked event's
 * data is `{ type: 'track', event, properties }`; an error report's `{ type: 'error', event: category, errorType,
 * errorMessage, stackTrace }`.
 */
export const analyticsBodySchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  url: text(2_000),
  domain: text(300),
  timestamp: z.number(),
  props: z.looseObject({
    type: z.enum(['track', 'error']),
    event: z.string().check(z.minLength(1), z.maxLength(100)),
    address: z.optional(text(200)),
    properties: z.optional(z.record(z.string(), z.unknown())),
    errorType: z.optional(text(200)),
    errorMessage: z.optional(text(2_000)),
    stackTrace: z.optional(text(8_000)),
  }),
})
export type AnalyticsBody = z.infer<typeof analyticsBodySchema>
