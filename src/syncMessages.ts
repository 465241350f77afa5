import { tokenBalanceSchema } from './blockchainApiSchemas.ts'
import { caipAddressSchema, caipNetworkIdSchema } from './caip.ts'
import type { NoticeKey } from './messages/coreText.ts'
import { isNoticeKey } from './messages/noticeKeys.ts'
import { recentWalletSchema } from './records.ts'
import { EMAIL_PATTERN } from './secureFrame/emailLogin.ts'
import { SOCIAL_PROVIDERS } from './secureFrame/socialProviders.ts'
import { fieldsOf, type SharedField, STAMPED_FIELDS } from './stateStamps.ts'
import { NAMESPACES } from './types.ts'
import { z } from './zod.ts'

// The wire format of the dedicated-worker fallback's BroadcastChannel (worker/leaderSync.ts). Any script of the
// site can post on a BroadcastChannel, so every message is signed by the cores (worker/syncKey.ts) and checked
// here in full: a forged or malformed one is dropped, never applied in part.

/**
 * Bumped when a message changes shape; a core drops messages of another protocol. 2: states carry stamps. 3: the
 * e-mail login cache is a shared field.
 */
export const SYNC_PROTOCOL = 3

/** Longest signed body a core reads (a snapshot with a full portfolio is well under it). */
export const SYNC_BODY_MAX = 512 * 1024

/**
 * What goes on the channel: the sender's protocol and build, a JSON body, and an HMAC-SHA-256 of the three under
 * the site's sync key, in hex. The protocol and build are read before the body, so a core learns of another
 * build (after a deploy) even when it cannot read that build's messages.
 */
export const syncEnvelopeSchema = z.strictObject({
  walletdock: z.int().check(z.gte(1), z.lte(1_000_000)),
  build: z.strictObject({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    time: z.int().check(z.gte(0)),
  }),
  body: z.string().check(z.maxLength(SYNC_BODY_MAX)),
  mac: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
})

/** The bytes a message's MAC covers. */
export function signedPart(envelope: {
  walletdock: number
  build: { id: string; time: number }
  body: string
}) {
  return `${envelope.walletdock}\n${envelope.build.id}\n${envelope.build.time}\n${envelope.body}`
}

const text = (max: number) => z.string().check(z.maxLength(max))
const id = z.string().check(z.minLength(1), z.maxLength(100))
const count = z.int().check(z.gte(0))
const namespaceSchema = z.enum(NAMESPACES)
const addressed = { from: id, to: id }

const connectionSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('disconnected') }),
  z.strictObject({ status: z.literal('connecting'), connectorId: id }),
  z.strictObject({
    status: z.enum(['connected', 'reconnecting']),
    connectorId: id,
    address: z.string().check(z.minLength(1), z.maxLength(100)),
    caipNetworkId: caipNetworkIdSchema,
  }),
])

const balanceSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('hidden'),
    caipAddress: caipAddressSchema,
    symbol: z.nullable(text(32)),
  }),
  z.strictObject({ status: z.enum(['loading', 'unavailable']), caipAddress: caipAddressSchema }),
  z.strictObject({
    status: z.enum(['ready', 'stale']),
    caipAddress: caipAddressSchema,
    raw: z.string().check(z.regex(/^\d{1,80}$/)),
    decimals: z.int().check(z.gte(0), z.lte(255)),
    symbol: text(32),
    fetchedAt: z.number(),
  }),
])

const coreTextSchema = z.union([
  z.strictObject({ key: z.custom<NoticeKey>(isNoticeKey) }),
  z.strictObject({ text: text(2000), error: z.optional(text(100)) }),
])

const walletConnectSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('idle') }),
  z.strictObject({ status: z.literal('pairing'), attempt: count }),
  z.strictObject({
    status: z.literal('ready'),
    attempt: count,
    uri: z.string().check(z.startsWith('wc:'), z.maxLength(2048)),
    expiresAt: z.number(),
  }),
  z.strictObject({
    status: z.literal('failed'),
    attempt: count,
    reason: z.enum(['relay', 'rejected', 'invalid', 'error']),
    message: coreTextSchema,
  }),
])

/**
 * Some fields of the shared state (worker/deps.ts SharedState), every one checked: what a core changed, or all it
 * holds stamps for. (Written out as optional fields rather than with z.partial, which would add its code to the
 * zod chunk every core start loads.)
 */
export const sharedPatchSchema = z.strictObject({
  activeNamespace: z.optional(namespaceSchema),
  activeCaipNetworkId: z.optional(caipNetworkIdSchema),
  connections: z.optional(z.partialRecord(namespaceSchema, connectionSchema)),
  balance: z.optional(z.nullable(balanceSchema)),
  recentWallets: z.optional(z.array(recentWalletSchema).check(z.maxLength(100))),
  unsupportedChain: z.optional(z.boolean()),
  portfolio: z.nullish(
    z.strictObject({
      caipAddress: caipAddressSchema,
      status: z.enum(['ok', 'unavailable', 'unsupported']),
      tokens: z.array(tokenBalanceSchema).check(z.maxLength(1000)),
      totalUsd: z.number().check(z.gte(0)),
      fetchedAt: z.nullable(z.number()),
      stale: z.boolean(),
    }),
  ),
  walletConnect: z.optional(walletConnectSchema),
  emailLogin: z.optional(
    z.nullable(
      z.strictObject({
        email: z.nullable(z.string().check(z.maxLength(254), z.regex(EMAIL_PATTERN))),
        lastEmailLoginAt: z.nullable(z.number().check(z.gte(0))),
        socialProvider: z.optional(z.nullable(z.enum(SOCIAL_PROVIDERS))),
        socialUsername: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
      }),
    ),
  ),
  siwxSessions: z.optional(
    z
      .array(
        z.strictObject({
          caipNetworkId: caipNetworkIdSchema,
          address: z.string().check(z.minLength(1), z.maxLength(200)),
          caipAddress: z.string().check(z.maxLength(300)),
          expiresAt: z.number().check(z.gte(0)),
        }),
      )
      .check(z.maxLength(100)),
  ),
})

/** When a field was set and by which core (src/stateStamps.ts). */
const stampSchema = z.strictObject({ at: z.int().check(z.gte(0)), by: id })

const stampsSchema = z.partialRecord(z.enum(STAMPED_FIELDS as [SharedField, ...SharedField[]]), stampSchema)

/** An error as it crosses the channel (src/serializeError.ts), its fields bounded. */
const serializedErrorSchema: z.ZodMiniType<unknown> = z.lazy(() =>
  z.object({
    name: text(200),
    shortMessage: text(5000),
    message: text(20_000),
    code: z.optional(z.number()),
    details: z.optional(text(20_000)),
    metaMessages: z.optional(z.array(text(2000)).check(z.maxLength(20))),
    data: z.optional(z.unknown()),
    meta: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    cause: z.optional(serializedErrorSchema),
  }),
)

const callName = z.string().check(z.minLength(1), z.maxLength(100))

/** Every message a core may send; `from` is the sending core, `to` the one it is meant for. */
export const syncMessageSchema = z
  .discriminatedUnion('kind', [
    /** A core that just started asks for the live state. */
    z.strictObject({ kind: z.literal('hello'), from: id }),
    /** A core took the leader's lock: calls now go to it. `config` is its configuration, checked by the reader. */
    z.strictObject({ kind: z.literal('lead'), from: id, config: z.optional(z.unknown()) }),
    /**
     * Fields of a core's state, each with its stamp (exactly one per field): what it changed, or, in the leader's
     * answer to a `hello`, every field it holds a stamp for, with its configuration.
     */
    z.strictObject({
      kind: z.literal('state'),
      from: id,
      leader: z.boolean(),
      state: sharedPatchSchema,
      stamps: stampsSchema,
      config: z.optional(z.unknown()),
    }),
    /** A follower's call for the leader (`to` is null while it knows no leader yet). */
    z.strictObject({
      kind: z.literal('ask'),
      from: id,
      to: z.nullable(id),
      id,
      name: callName,
      payload: z.unknown(),
    }),
    /** The leader's answer: the call's value, or the error it threw. */
    z.strictObject({
      kind: z.literal('answer'),
      ...addressed,
      id,
      ok: z.boolean(),
      value: z.optional(z.unknown()),
      error: z.optional(serializedErrorSchema),
    }),
    /** The leader asks the follower that forwarded request `ask` to have its tab confirm it. */
    z.strictObject({ kind: z.literal('confirm'), ...addressed, id, ask: id }),
    /** The follower's answer to a `confirm`. */
    z.strictObject({ kind: z.literal('decision'), ...addressed, id, approve: z.boolean() }),
  ])
  .check(
    z.refine((m) => m.kind !== 'state' || stampsMatch(m.state, m.stamps), {
      message: 'every field needs a stamp, and every stamp a field',
      path: ['stamps'],
    }),
  )

function stampsMatch(
  state: z.output<typeof sharedPatchSchema>,
  stamps: z.output<typeof stampsSchema>,
): boolean {
  const fields = fieldsOf(state)
  const stamped = Object.keys(stamps)
  return fields.length === stamped.length && fields.every((f) => Object.hasOwn(stamps, f))
}

/** One checked message of the channel. */
export type SyncMessage = z.output<typeof syncMessageSchema>
