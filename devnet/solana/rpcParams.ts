import bs58 from 'bs58'
import { z } from 'zod'
import { ACCOUNT_ENCODINGS } from './accountEncoding.ts'
import { SOLANA_COMMITMENTS } from './cluster.ts'
import { invalidParams } from './rpcErrors.ts'

// Solana reports a bad key as `Invalid param: WrongSize` or `Invalid param: Invalid` (its parse error's name).
const base58Bytes = (size: number) =>
  z.string().superRefine((value, context) => {
    const bytes = value.length <= Math.ceil(size * 1.37) ? bs58.decodeUnsafe(value) : undefined
    if (bytes?.length === size) return
    const wrongSize = bytes !== undefined || /^[1-9A-HJ-NP-Za-km-z]*$/.test(value)
    context.addIssue({ code: 'custom', message: `Invalid param: ${wrongSize ? 'WrongSize' : 'Invalid'}` })
  })

/** An account address: base58 of 32 bytes. */
export const pubkeySchema = base58Bytes(32)
/** A transaction signature: base58 of 64 bytes. */
export const signatureSchema = base58Bytes(64)

/** A commitment level, deprecated names included. */
export const commitmentSchema = z.enum(SOLANA_COMMITMENTS)

const contextConfig = z.object({
  commitment: commitmentSchema.optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})
const accountConfig = contextConfig.extend({
  encoding: z.enum(ACCOUNT_ENCODINGS).optional(),
  dataSlice: z
    .object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
    .optional(),
})
const commitmentOnly = z.object({ commitment: commitmentSchema.optional() })
const u64 = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
const none = z.tuple([])

/** The parameters of every HTTP method the node serves, as positional tuples. */
export const RPC_PARAMS = {
  getAccountInfo: z.tuple([pubkeySchema, accountConfig.optional()]),
  getBalance: z.tuple([pubkeySchema, contextConfig.optional()]),
  getBlockHeight: z.tuple([contextConfig.optional()]),
  getEpochInfo: z.tuple([contextConfig.optional()]),
  getFeeForMessage: z.tuple([z.string(), contextConfig.optional()]),
  getGenesisHash: none,
  getHealth: none,
  getLatestBlockhash: z.tuple([contextConfig.optional()]),
  getMinimumBalanceForRentExemption: z.tuple([u64.max(10 * 1024 * 1024), commitmentOnly.optional()]),
  getMultipleAccounts: z.tuple([z.array(pubkeySchema).max(100), accountConfig.optional()]),
  getSignatureStatuses: z.tuple([
    z.array(signatureSchema).max(256),
    z.object({ searchTransactionHistory: z.boolean().optional() }).optional(),
  ]),
  getSlot: z.tuple([contextConfig.optional()]),
  getTokenAccountBalance: z.tuple([pubkeySchema, commitmentOnly.optional()]),
  getTokenAccountsByOwner: z.tuple([
    pubkeySchema,
    z.union([z.strictObject({ mint: pubkeySchema }), z.strictObject({ programId: pubkeySchema })]),
    accountConfig.optional(),
  ]),
  getTokenSupply: z.tuple([pubkeySchema, commitmentOnly.optional()]),
  getTransactionCount: z.tuple([contextConfig.optional()]),
  getVersion: none,
  isBlockhashValid: z.tuple([z.string(), contextConfig.optional()]),
  requestAirdrop: z.tuple([pubkeySchema, u64.positive(), commitmentOnly.optional()]),
  sendTransaction: z.tuple([
    z.string(),
    z
      .object({
        encoding: z.enum(['base58', 'base64']).optional(),
        skipPreflight: z.boolean().optional(),
        preflightCommitment: commitmentSchema.optional(),
        maxRetries: z.number().int().nonnegative().optional(),
        minContextSlot: z.number().int().nonnegative().optional(),
      })
      .optional(),
  ]),
  simulateTransaction: z.tuple([
    z.string(),
    contextConfig
      .extend({
        encoding: z.enum(['base58', 'base64']).optional(),
        sigVerify: z.boolean().optional(),
        replaceRecentBlockhash: z.boolean().optional(),
        innerInstructions: z.boolean().optional(),
        accounts: z
          .object({
            addresses: z.array(pubkeySchema).max(100),
            encoding: z.enum(ACCOUNT_ENCODINGS).optional(),
          })
          .optional(),
      })
      .optional(),
  ]),
} as const

/** The methods served over HTTP. */
export type RpcMethodName = keyof typeof RPC_PARAMS

/** Parameters of the WebSocket methods. */
export const SUBSCRIPTION_PARAMS = {
  signatureSubscribe: z.tuple([
    signatureSchema,
    z
      .object({ commitment: commitmentSchema.optional(), enableReceivedNotification: z.boolean().optional() })
      .optional(),
  ]),
  signatureUnsubscribe: z.tuple([z.number().int().nonnegative()]),
} as const

/** Checks params against a schema; a mismatch is a -32602 naming the first problem. */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.output<T> {
  const result = schema.safeParse(params ?? [])
  if (result.success) return result.data
  const [issue] = result.error.issues
  if (issue?.message.startsWith('Invalid param:')) throw invalidParams(issue.message)
  const where = issue?.path.length ? `params.${issue.path.join('.')}: ` : ''
  throw invalidParams(`Invalid params: ${where}${issue?.message ?? 'malformed'}`)
}
