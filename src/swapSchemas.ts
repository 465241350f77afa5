import { displayString } from './displayTextSchema.ts'
import { z } from './zod.ts'

// Replies of the data service's `/v1/convert/*` calls (spec part 7), checked before anything uses them.

const caipAddress = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'Expected a CAIP-10 address'))
// Amounts and prices in base units (wei), as integers written out.
const baseUnits = z.string().check(z.regex(/^\d{1,78}$/, 'Expected an integer amount in base units'))
const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected hex data'))

/** One token of GET /v1/convert/tokens. */
export const swapTokenSchema = z.object({
  name: displayString('name'),
  symbol: displayString('symbol'),
  address: caipAddress,
  decimals: z.number().check(z.int(), z.gte(0), z.lte(255)),
  logoUri: z.optional(z.string()),
})

/** GET /v1/convert/tokens. */
export const swapTokensReplySchema = z.object({ tokens: z.array(swapTokenSchema).check(z.maxLength(1000)) })

/** GET /v1/convert/quotes. */
export const swapQuotesReplySchema = z.object({
  quotes: z
    .array(
      z.object({
        id: z.nullish(z.string()),
        fromAmount: baseUnits,
        fromAccount: z.string(),
        toAmount: baseUnits,
        toAccount: z.string(),
      }),
    )
    .check(z.maxLength(100)),
})

/** GET /v1/convert/gas-price: wei per gas at three speeds. */
export const gasPriceReplySchema = z.object({ standard: baseUnits, fast: baseUnits, instant: baseUnits })

/** GET /v1/convert/allowance. */
export const allowanceReplySchema = z.object({ allowance: baseUnits })

/** GET /v1/convert/build-approve. */
export const buildApproveReplySchema = z.object({
  tx: z.object({
    from: caipAddress,
    to: caipAddress,
    data: hexData,
    value: z.optional(baseUnits),
    eip155: z.optional(
      z.object({ gas: z.optional(z.union([z.number(), baseUnits])), gasPrice: z.optional(baseUnits) }),
    ),
  }),
})

/** POST /v1/convert/build-transaction. */
export const buildSwapReplySchema = z.object({
  tx: z.object({
    from: caipAddress,
    to: caipAddress,
    data: hexData,
    amount: baseUnits,
    eip155: z.optional(
      z.object({ gas: z.optional(z.union([z.number(), baseUnits])), gasPrice: z.optional(baseUnits) }),
    ),
  }),
})

/** A token of GET /v1/convert/tokens. */
export type SwapApiToken = z.output<typeof swapTokenSchema>
