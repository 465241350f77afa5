import { nftSchema } from './blockchainApiSchemas.ts'
import { caipAddressSchema } from './caip.ts'
import { defineRecord } from './records.ts'
import { z } from './zod.ts'

// Apart from walletRecords.ts: only the NFTs tab's read (a chunk of its own) keeps these.

/** The last NFTs fetched for an account (suffix: `:{caipAddress}`); fresh for 30 s, then last-known. */
export const nftCacheRecord = defineRecord(
  'walletdock:nftCache',
  1,
  z.object({
    caipAddress: caipAddressSchema,
    nfts: z.array(nftSchema),
    fetchedAt: z.number().check(z.nonnegative()),
  }),
)
