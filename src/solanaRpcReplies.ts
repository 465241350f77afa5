import { BaseError } from './baseError.ts'
import { solanaAddressSchema } from './solana.ts'
import { z } from './zod.ts'

// What the core reads from a Solana JSON-RPC node for balances, checked before anything is shown or cached.
// @solana/web3.js checks the envelope; these check the values inside it, which it passes through loosely.

/** The SPL Token programs and the name `jsonParsed` reports each under (`program`). */
export const SPL_TOKEN_PROGRAMS = {
  'spl-token': 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'spl-token-2022': 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
} as const

/** A node answered a read with something that is not what the method promises. */
export class InvalidRpcReplyError extends BaseError {
  override name = 'InvalidRpcReplyError'
  constructor(method: string, details: string) {
    super('The RPC sent an invalid reply.', { details: `${method}: ${details}` })
  }
}

/** getBalance: lamports, a non-negative integer (exact in a JSON number up to 2^53, about 9 million SOL). */
export const lamportsSchema = z.pipe(
  z.int().check(z.nonnegative()),
  z.transform((n) => BigInt(n)),
)

/** One token account of getTokenAccountsByOwner with `jsonParsed`: its `account.data`. */
export const parsedTokenAccountDataSchema = z.object({
  program: z.enum(['spl-token', 'spl-token-2022']),
  parsed: z.object({
    type: z.literal('account'),
    info: z.object({
      mint: solanaAddressSchema,
      owner: solanaAddressSchema,
      // An uninitialized account holds nothing; the RPC does not list one, but it would be harmless.
      state: z.enum(['initialized', 'frozen', 'uninitialized']),
      tokenAmount: z.object({
        // u64 in base units, as text.
        amount: z.string().check(z.regex(/^\d{1,20}$/, 'Expected a u64 amount')),
        decimals: z.int().check(z.gte(0), z.lte(255)),
      }),
    }),
  }),
})

export type ParsedTokenAccountData = z.output<typeof parsedTokenAccountDataSchema>

/** Checks `reply` against `schema`; throws InvalidRpcReplyError naming the method and the first problem. */
export function parseRpcReply<S extends z.ZodMiniType>(
  method: string,
  schema: S,
  reply: unknown,
): z.output<S> {
  const result = schema.safeParse(reply)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new InvalidRpcReplyError(method, `${issue?.message ?? 'invalid'}${where}`)
}
