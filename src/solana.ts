import bs58 from 'bs58'
import { isSolanaAddress } from './address.ts'
import { PREFLIGHT_COMMITMENTS } from './solanaChains.ts'
import { InvalidWalletReplyError } from './walletReplies.ts'
import { z } from './zod.ts'

/** Decodes base58 text, or undefined when it is not base58. */
export function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return bs58.decode(text)
  } catch {
    return undefined
  }
}

/** A Solana address (32-44 base58 characters) that decodes to a 32-byte public key. */
export const solanaAddressSchema = z
  .string()
  .check(z.refine((s) => isSolanaAddress(s) && decodeBase58(s)?.length === 32, 'not a Solana address'))

/** A transaction signature: base58 of 64 bytes. */
export const solanaSignatureSchema = z
  .string()
  .check(z.refine((s) => decodeBase58(s)?.length === 64, 'not a 64-byte base58 signature'))

/** Options of solana_signAndSendTransaction. */
export const solanaSendOptionsSchema = z.object({
  preflightCommitment: z.optional(
    z.enum(PREFLIGHT_COMMITMENTS, {
      error: `The preflight commitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}`,
    }),
  ),
  skipPreflight: z.optional(z.boolean()),
  maxRetries: z.optional(z.int().check(z.gte(0))),
  minContextSlot: z.optional(z.int().check(z.gte(0))),
})
export type SolanaSendOptions = z.infer<typeof solanaSendOptionsSchema>

const base64 = z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'))

/** Params of the namespace's signing methods, as a host or the core sends them. */
export const solanaRequestParamsSchemas = {
  solana_signMessage: z.object({ message: z.string().check(z.minLength(1)), pubkey: solanaAddressSchema }),
  solana_signTransaction: z.object({ transaction: base64 }),
  solana_signAndSendTransaction: z.object({
    transaction: base64,
    sendOptions: z.optional(solanaSendOptionsSchema),
  }),
} as const

const accountsReply = z.array(z.object({ pubkey: solanaAddressSchema }))
const signatureReply = z.object({ signature: solanaSignatureSchema })
const signedTransactionReply = z.object({ signature: solanaSignatureSchema, transaction: z.optional(base64) })

function check<T>(schema: z.ZodMiniType<T>, method: string, reply: unknown): T {
  const result = schema.safeParse(reply)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new InvalidWalletReplyError(method, `${where}${issue?.message ?? 'invalid'}`)
  }
  return result.data
}

/** Checks a solana_requestAccounts / solana_getAccounts reply and returns the addresses. */
export function parseSolanaAccounts(method: string, reply: unknown): string[] {
  return check(accountsReply, method, reply).map((a) => a.pubkey)
}

/** Checks a reply that carries a signature (signMessage, signAndSendTransaction). */
export function parseSolanaSignature(method: string, reply: unknown): string {
  return check(signatureReply, method, reply).signature
}

/** Checks a solana_signTransaction reply. */
export function parseSolanaSignedTransaction(
  method: string,
  reply: unknown,
): { signature: string; transaction?: string | undefined } {
  return check(signedTransactionReply, method, reply)
}

// The plain tables live in solanaChains.ts (no zod, for the tab's chunk); here for code that has zod anyway.
export {
  PREFLIGHT_COMMITMENTS,
  type PreflightCommitment,
  SOLANA_WALLET_METHODS,
  toSolanaCaipNetworkId,
  toWalletStandardChain,
} from './solanaChains.ts'
