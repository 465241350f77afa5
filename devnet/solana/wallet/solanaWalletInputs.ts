import { invalidParams } from '../../wallet/providerErrors.ts'
import { z } from '../../zod.ts'
import { SOLANA_COMMITMENTS, SOLANA_DEVNET_CAIP_NETWORK_ID, SOLANA_DEVNET_WALLET_CHAIN } from '../cluster.ts'

/** Chain ids the wallet answers to: the Wallet Standard name of Devnet and its CAIP-2 id. */
export const SOLANA_WALLET_CHAINS: readonly string[] = [
  SOLANA_DEVNET_WALLET_CHAIN,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
]

const accountInput = z.object({ address: z.string() })
const bytes = z.instanceof(Uint8Array)
const chain = z.string().refine((value) => SOLANA_WALLET_CHAINS.includes(value), {
  message: `the Devnet Solana Wallet only knows ${SOLANA_DEVNET_WALLET_CHAIN} (${SOLANA_DEVNET_CAIP_NETWORK_ID})`,
})
const signOptions = z.object({
  preflightCommitment: z.enum(SOLANA_COMMITMENTS).optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

/** `standard:connect` input. */
export const connectInputSchema = z.object({ silent: z.boolean().optional() }).optional()

/** One `solana:signMessage` input. */
export const signMessageInputSchema = z.object({ account: accountInput, message: bytes })

/** One `solana:signTransaction` input. */
export const signTransactionInputSchema = z.object({
  account: accountInput,
  transaction: bytes,
  chain: chain.optional(),
  options: signOptions.optional(),
})

/** One `solana:signAndSendTransaction` input: the chain is required, and sending has its own options. */
export const signAndSendTransactionInputSchema = signTransactionInputSchema.extend({
  chain,
  options: signOptions
    .extend({
      commitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
      skipPreflight: z.boolean().optional(),
      maxRetries: z.number().int().nonnegative().optional(),
      mode: z.enum(['parallel', 'serial']).optional(),
    })
    .optional(),
})

/** Checks every input of a feature call; the first problem becomes a -32602 naming the feature. */
export function parseInputs<T extends z.ZodType>(
  schema: T,
  inputs: readonly unknown[],
  feature: string,
): z.output<T>[] {
  if (inputs.length === 0) throw invalidParams(`${feature}: expected at least one input.`)
  return inputs.map((input, index) => {
    const parsed = schema.safeParse(input)
    if (parsed.success) return parsed.data
    const [issue] = parsed.error.issues
    const where = [index, ...(issue?.path ?? [])].join('.')
    throw invalidParams(`${feature}: input ${where}: ${issue?.message ?? 'malformed'}`)
  })
}
