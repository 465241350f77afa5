import type { SiwxOptions } from './siwx.ts'
import { z } from './zod.ts'

// Apart from src/siwx.ts: the configuration's schema is in the core's entry, the rest of Sign-In With X loads with
// its first use.

/** Default session length: one day. */
export const SIWX_DEFAULT_EXPIRES_IN_S = 86_400

// A host function: it stays in the tab (overlay/postableOptions.ts drops it before the options reach the core).
const hostFunction = <F>() => z.optional(z.custom<F>((value) => typeof value === 'function'))

/** The `siwx` option as the core checks it (without its functions, which never reach the core). */
export const siwxOptionsSchema = z.strictObject({
  getNonce: hostFunction<SiwxOptions['getNonce']>(),
  verify: hostFunction<SiwxOptions['verify']>(),
  revoke: hostFunction<NonNullable<SiwxOptions['revoke']>>(),
  statement: z.optional(
    // EIP-4361: one line, no newline.
    z.string().check(z.maxLength(500), z.regex(/^[^\n\r]*$/, 'siwx.statement must be one line')),
  ),
  required: z._default(z.boolean(), true),
  expiresIn: z._default(z.int().check(z.gte(60), z.lte(31_536_000)), SIWX_DEFAULT_EXPIRES_IN_S),
})
