import { caipAddressSchema, caipNetworkIdSchema } from './caip.ts'
import { RECENT_WALLETS_MAX } from './constants.ts'
import { displayString } from './displayTextSchema.ts'
import { EMAIL_PATTERN } from './secureFrame/emailLogin.ts'
import { SOCIAL_PROVIDERS } from './secureFrame/socialProviders.ts'
import { NAMESPACES } from './types.ts'
import { goodEntries, imageUrlSchema } from './walletLinkSchemas.ts'
import { z } from './zod.ts'

/** What was stored before the current version: its version (undefined if it was not wrapped) and value. */
export type OldRecord = { version: number | undefined; value: unknown }

/** A persisted value: a storage key, a version, and a schema checked on every read. */
export type RecordDefinition<T> = {
  key: string
  version: number
  /** The stored value, or undefined when it is missing, corrupt or of a version we cannot read. Never throws. */
  parse(raw: unknown): T | undefined
  /** The envelope to store. */
  wrap(value: T): { version: number; value: T }
}

const envelopeSchema = z.object({ version: z.int().check(z.nonnegative()), value: z.unknown() })

/** Defines a record; `migrate` turns older (or unwrapped) stored values into the current shape. */
export function defineRecord<S extends z.ZodMiniType>(
  key: string,
  version: number,
  schema: S,
  migrate?: (old: OldRecord) => unknown,
): RecordDefinition<z.output<S>> {
  const check = (value: unknown) => {
    const result = schema.safeParse(value)
    return result.success ? result.data : undefined
  }
  return {
    key,
    version,
    parse(raw) {
      if (raw === undefined || raw === null) return undefined
      const envelope = envelopeSchema.safeParse(raw)
      const old: OldRecord = envelope.success ? envelope.data : { version: undefined, value: raw }
      if (old.version === version) return check(old.value)
      // A newer version was written by a newer build; guessing its shape could lose data, so skip it.
      if (!migrate || (old.version !== undefined && old.version > version)) return undefined
      try {
        return check(migrate(old))
      } catch {
        return undefined
      }
    },
    wrap: (value) => ({ version, value }),
  }
}

const PREFIX = 'walletdock:'
const namespaceSchema = z.enum(NAMESPACES)

/** Connection status per namespace, so a reload knows what to reconnect (never transient states). */
export const connectionStatusRecord = defineRecord(
  `${PREFIX}connectionStatus`,
  1,
  z.partialRecord(namespaceSchema, z.enum(['connected', 'disconnected'])),
)

/** The namespace that was active. */
export const activeNamespaceRecord = defineRecord(`${PREFIX}activeNamespace`, 1, namespaceSchema)

/** The connector id each namespace was connected with. */
export const connectorIdsRecord = defineRecord(
  `${PREFIX}connectorIds`,
  1,
  z.partialRecord(namespaceSchema, z.string().check(z.minLength(1))),
)

/** The network that was active. */
export const lastUsedChainRecord = defineRecord(`${PREFIX}lastUsedChain`, 1, caipNetworkIdSchema)

/** A wallet recently connected with. */
export const recentWalletSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  name: displayString('name'),
  // Checked again on every read: an unsafe icon address is dropped, the wallet is kept.
  imageUrl: imageUrlSchema,
  rdns: z.optional(z.string()),
})

/**
 * Recently used wallets, most recent first; a bad entry is skipped and the good ones kept, and a longer stored
 * list is cut rather than thrown away.
 */
export const recentWalletsRecord = defineRecord(
  `${PREFIX}recentWallets`,
  1,
  z.pipe(
    goodEntries(recentWalletSchema),
    z.transform((list) => list.slice(0, RECENT_WALLETS_MAX)),
  ),
)

/** A last-known native balance, kept so it can show (labelled stale) while offline. */
export const balanceCacheEntrySchema = z.object({
  caipAddress: caipAddressSchema,
  /** Wei or lamports as a decimal string. */
  raw: z.string().check(z.regex(/^\d+$/)),
  decimals: z.int().check(z.gte(0), z.lte(255)),
  symbol: z.string().check(z.minLength(1)),
  fetchedAt: z.number().check(z.nonnegative()),
})

/** One cached balance; the worker stores one per address by suffixing the key with the CAIP address. */
export const balanceCacheRecord = defineRecord(`${PREFIX}balanceCache`, 1, balanceCacheEntrySchema)

/** A cached balance. */
export type BalanceCacheEntry = z.output<typeof balanceCacheEntrySchema>

/**
 * The e-mail login cache (spec part 3 'Local cache keys'): the e-mail, the login-used flag, and when the last
 * code was sent (the resend cooldown holds across reloads and tabs). Cleared on sign-out or a failed check.
 */
export const emailLoginRecord = defineRecord(
  `${PREFIX}emailLogin`,
  1,
  z.object({
    email: z.nullable(z.string().check(z.maxLength(254), z.regex(EMAIL_PATTERN))),
    loginUsed: z.boolean(),
    lastEmailLoginAt: z.nullable(z.number()),
    /** A social login's provider and the username it gave (spec part 3: the social username cache key). */
    socialProvider: z.optional(z.nullable(z.enum(SOCIAL_PROVIDERS))),
    socialUsername: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  }),
)
