import { displayString } from './displayTextSchema.ts'
import { z } from './zod.ts'

// Replies of the blockchain data service (spec part 7), checked before anything uses them. A reply that
// does not validate is treated as none: it is never shown or cached (spec part 5).

// A decimal amount as the service writes it ('12.5'); at most 78 integer digits (a uint256) and 78 decimals.
const decimalString = z
  .string()
  .check(z.regex(/^\d{1,78}(\.\d{1,78})?$/, 'Expected a non-negative decimal number'))
// Prices and USD values: finite and not negative (JSON.parse turns 1e400 into Infinity).
const money = z.number().check(z.nonnegative())

/** GET v1/supported-chains. */
export const supportedChainsSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })

/** GET /v1/identity/{address}. */
export const identitySchema = z.object({
  name: z.pipe(
    z.nullish(displayString('name')),
    z.transform((v) => v ?? null),
  ),
  avatar: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? null),
  ),
})

/** One token of GET /v1/account/{address}/balance (spec part 3 'Token balance'). */
export const tokenBalanceSchema = z.object({
  // A token names itself: its name and symbol are shown only once cleaned (displayText). An empty name is a
  // token nobody could name (the view says 'Unknown token' in the tab's language).
  name: displayString('name'),
  symbol: displayString('symbol'),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: money,
  price: money,
  quantity: z.object({
    decimals: z.string().check(
      z.regex(/^\d{1,3}$/, 'Expected decimals as digits'),
      z.refine((d) => Number(d) <= 255, {
        message: 'Too many decimals',
      }),
    ),
    numeric: decimalString,
  }),
  iconUrl: z.string(),
})

/** GET /v1/account/{address}/balance. */
export const balanceReplySchema = z.object({ balances: z.array(tokenBalanceSchema) })

const transferSchema = z.object({
  fungible_info: z.nullish(
    z.object({
      name: z.optional(displayString('name')),
      symbol: z.optional(displayString('symbol')),
      icon: z.nullish(z.object({ url: z.string() })),
    }),
  ),
  nft_info: z.nullish(
    z.object({
      name: z.nullish(displayString('name')),
      flags: z.nullish(z.object({ is_spam: z.boolean() })),
      content: z.nullish(z.object({ preview: z.nullish(z.object({ url: z.string() })) })),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalString }),
  value: z.nullish(money),
  price: z.nullish(money),
})

/** One item of GET /v1/account/{account}/history (spec part 3 'Transaction history item'). */
export const transactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'Expected a date')),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.optional(z.int().check(z.nonnegative())),
    chain: z.optional(z.string()),
  }),
  transfers: z.array(transferSchema),
})

/** GET /v1/account/{account}/history. */
export const historyReplySchema = z.object({
  data: z.array(transactionSchema),
  next: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v || null),
  ),
})

/** POST /v1/fungible/price. */
export const fungiblePriceReplySchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: money })),
})

/** A name profile: GET /v1/profile/account/{name} and each entry of /v1/profile/reverse/{address}. */
export const profileSchema = z.object({
  name: z.string().check(z.minLength(1)),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.nullish(z.record(z.string(), z.unknown())),
})

/** GET /v1/profile/reverse/{address}. */
export const reverseProfileReplySchema = z.array(profileSchema)

/** One NFT an account holds: GET /v1/account/{address}/nfts (the shape the devnet chose; README). */
export const nftSchema = z.object({
  chainId: z.string(),
  contract: z.string().check(z.minLength(1)),
  tokenId: z.string().check(z.minLength(1)),
  name: z.string(),
  collection: z.object({ name: z.string(), symbol: z.string() }),
  imageUrl: z.string(),
})

/** GET /v1/account/{address}/nfts?chainId=…: the account's NFTs on that network. */
export const nftReplySchema = z.object({ data: z.array(nftSchema), next: z.nullish(z.string()) })

/** GET /v1/profile/suggestions/{name}: full names near the one asked for, and whether each is taken. */
export const nameSuggestionsReplySchema = z.object({
  suggestions: z.array(z.object({ name: z.string().check(z.minLength(1)), registered: z.boolean() })),
})

export type SupportedChains = z.output<typeof supportedChainsSchema>
export type Identity = z.output<typeof identitySchema>
/** A token balance as the service reports it. */
export type TokenBalance = z.output<typeof tokenBalanceSchema>
/** A transaction history item as the service reports it. */
export type Transaction = z.output<typeof transactionSchema>
export type TransactionTransfer = Transaction['transfers'][number]
export type HistoryReply = z.output<typeof historyReplySchema>
export type FungiblePrice = z.output<typeof fungiblePriceReplySchema>['fungibles'][number]
export type Profile = z.output<typeof profileSchema>
/** An NFT as the service reports it. */
export type Nft = z.output<typeof nftSchema>
