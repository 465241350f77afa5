import { type Address, getAddress, type Hex } from 'viem'
import { z } from '../zod.ts'
import { invalidParams } from './providerErrors.ts'

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte address')
  .transform((value) => getAddress(value.toLowerCase()) as Address)
const quantity = z
  .string()
  .regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/, 'expected a 0x-prefixed unpadded hex number')
const data = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes')
  .transform((value) => value as Hex)
const chainId = quantity
  .transform((value) => Number.parseInt(value, 16))
  .refine((value) => value > 0 && Number.isSafeInteger(value), 'expected a non-zero chain id below 2^53')
const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' })

export const switchChainParams = z.tuple([z.object({ chainId })]).rest(z.unknown())

export const addChainParams = z
  .tuple([
    z.object({
      chainId,
      chainName: z.string().trim().min(1, 'expected a chain name'),
      rpcUrls: z.array(httpUrl).min(1, 'expected at least one RPC URL'),
      // EIP-3085 symbols are 2–6 characters; like common wallets, only 18 decimals are accepted.
      nativeCurrency: z.object({
        name: z.string().min(1),
        symbol: z.string().min(2).max(6),
        decimals: z.literal(18, 'expected 18 decimals'),
      }),
      blockExplorerUrls: z.array(httpUrl).nullish(),
      iconUrls: z.array(z.string()).nullish(),
    }),
  ])
  .rest(z.unknown())

/** personal_sign: [message, address], the message as hex bytes or (from lax dapps) plain text. */
export const personalSignParams = z.tuple([z.string(), address]).rest(z.unknown())

const typedData = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
/** eth_signTypedData_v4: [address, typed data as a JSON string (or an object, which some dapps send)]. */
export const signTypedDataParams = z
  .tuple([
    address,
    z
      .union([
        z.string().transform((text, context) => {
          try {
            return JSON.parse(text) as unknown
          } catch {
            context.addIssue({ code: 'custom', message: 'expected typed data JSON' })
            return z.NEVER
          }
        }),
        z.record(z.string(), z.unknown()),
      ])
      .pipe(typedData),
  ])
  .rest(z.unknown())

export const sendTransactionParams = z
  .tuple([
    z.object({
      from: address,
      to: address.nullish(),
      value: quantity.optional(),
      data: data.optional(),
      input: data.optional(),
      gas: quantity.optional(),
      nonce: quantity.optional(),
      gasPrice: quantity.optional(),
      maxFeePerGas: quantity.optional(),
      maxPriorityFeePerGas: quantity.optional(),
      chainId: chainId.optional(),
    }),
  ])
  .rest(z.unknown())

/** Parses a method's params or throws -32602 naming the first problem, as dapps log it. */
export function parseParams<Schema extends z.ZodType>(
  schema: Schema,
  method: string,
  params: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? ` at params.${issue.path.join('.')}` : ''
  throw invalidParams(`Invalid parameters for ${method}${where}: ${issue?.message ?? 'malformed'}.`)
}
