import { z } from './zod.ts'

const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' })

// Readonly as viem's own types are, so a host's `Chain` type-checks as an entry of `networks`.
const rpcEntry = z.object({
  http: z.array(httpUrl).readonly(),
  webSocket: z.array(z.string()).readonly().optional(),
})

/**
 * A viem Chain as the tab posts it (src/plainChain.ts): an EVM chain id, its name and native currency, RPC URLs
 * (`default` is the list tried in order) and explorers. Bounds keep what the modal shows readable.
 */
export const plainChainSchema = z.object({
  // Below 2^31, as every EVM chain id Walletdock reads (src/networks.ts parseEvmChainId).
  id: z.number().int().min(1).max(2_147_483_647),
  name: z.string().trim().min(1).max(64),
  nativeCurrency: z.object({
    name: z.string().trim().min(1).max(64),
    symbol: z.string().trim().min(1).max(16),
    decimals: z.number().int().min(0).max(36),
  }),
  rpcUrls: z.object({ default: rpcEntry }).catchall(rpcEntry),
  blockExplorers: z
    .record(z.string(), z.object({ name: z.string(), url: httpUrl, apiUrl: z.string().optional() }))
    .optional(),
  testnet: z.boolean().optional(),
})
