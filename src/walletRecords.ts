import { tokenBalanceSchema } from './blockchainApiSchemas.ts'
import { caipAddressSchema } from './caip.ts'
import { defineRecord } from './records.ts'
import { z } from './zod.ts'

const PREFIX = 'walletdock:'

/** The last token balances fetched for an account (suffix: `:{caipAddress}`); fresh for 30 s, then last-known. */
export const portfolioCacheRecord = defineRecord(
  `${PREFIX}portfolioCache`,
  1,
  z.object({
    caipAddress: caipAddressSchema,
    tokens: z.array(tokenBalanceSchema),
    fetchedAt: z.number().check(z.nonnegative()),
  }),
)

/** A profile name and avatar for an address (suffix: `:{namespace}:{address}`); fresh for 5 minutes. */
export const identityCacheRecord = defineRecord(
  `${PREFIX}identityCache`,
  1,
  z.object({
    name: z.nullable(z.string()),
    avatar: z.nullable(z.string()),
    fetchedAt: z.number().check(z.nonnegative()),
  }),
)

/** The address a name resolves to (suffix: `:{caipNetworkId}:{name}`); fresh for 5 minutes. */
export const nameCacheRecord = defineRecord(
  `${PREFIX}nameCache`,
  1,
  z.object({
    address: z.string().check(z.minLength(1)),
    avatar: z.nullable(z.string()),
    fetchedAt: z.number().check(z.nonnegative()),
  }),
)
