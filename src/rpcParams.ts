import { SEND_CALLS_MAX } from './constants.ts'
import { InvalidRequestParamsError } from './errorClasses.ts'
import { solanaRequestParamsSchemas } from './solana.ts'
import { z } from './zod.ts'

const startsWith0x = (field: string) =>
  z
    .string({ error: `'${field}' must be a string` })
    .check(z.startsWith('0x', `'${field}' must start with 0x`))

// wallet_sendCalls: each call needs a 'to' starting with 0x; optional data also starts with 0x (spec part 5).
const sendCallsParams = z.tuple(
  [
    z.looseObject({
      calls: z
        .array(z.looseObject({ to: startsWith0x('to'), data: z.optional(startsWith0x('data')) }), {
          error: "'calls' must be a list",
        })
        .check(
          z.minLength(1, 'At least one call is required'),
          z.maxLength(SEND_CALLS_MAX, `At most ${SEND_CALLS_MAX} calls are allowed`),
        ),
    }),
  ],
  { error: 'Expected [{ calls: [...] }]' },
)

const checks: Record<string, z.ZodMiniType> = {
  wallet_sendCalls: sendCallsParams,
  ...solanaRequestParamsSchemas,
}

/** Refuses parameters the gate knows to be malformed before they reach the person or the wallet. */
export function assertValidParams(method: string, params: unknown): void {
  const schema = checks[method]
  if (!schema) return
  const result = schema.safeParse(params)
  if (!result.success)
    throw new InvalidRequestParamsError(method, result.error.issues[0]?.message ?? 'invalid')
}
