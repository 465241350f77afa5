import { z } from './zod.ts'

const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' })

// Readonly as viem's own types are, so a host's `Chain` type-checks as an entry of `networks`.
const rpcEntry = z.object({
  http: z.readonly(z.array(httpUrl)),
  webSocket: z.optional(z.readonly(z.array(z.string()))),
})

/**
 * A viem Chain as the tab posts it (src/plainChain.ts): an EVM chain id, its name and native currency, RPC URLs
 * (`default` is the list tried in order) and explorers. Bounds keep what the modal shows readable.
 */
export const plainChainSchema = z.object({
  // Below 2^31, as every EVM chain id Walletdock reads (src/networks.ts parseEvmChainId).
  id: z.int().check(z.gte(1), z.lte(2_147_483_647)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  nativeCurrency: z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    symbol: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
    decimals: z.int().check(z.gte(0), z.lte(36)),
  }),
  rpcUrls: z.catchall(z.object({ default: rpcEntry }), rpcEntry),
  blockExplorers: z.optional(
    z.record(z.string(), z.object({ name: z.string(), url: httpUrl, apiUrl: z.optional(z.string()) })),
  ),
  testnet: z.optional(z.boolean()),
})
