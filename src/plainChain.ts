import type { CaipNetworkId } from './types.ts'

/**
 * The plain data of a viem `Chain` that Walletdock keeps. A Chain carries functions (formatters, serializers,
 * fee hooks) that cannot be structured-cloned to the worker, so the tab keeps only this.
 */
export type PlainChain = {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** `default` is viem's list; Walletdock tries its URLs, then the other lists', in order. */
  rpcUrls: { default: PlainRpcUrls; [key: string]: PlainRpcUrls }
  blockExplorers?: Record<string, { name: string; url: string; apiUrl?: string | undefined }> | undefined
  testnet?: boolean | undefined
}

type PlainRpcUrls = { http: readonly string[]; webSocket?: readonly string[] | undefined }

/**
 * One entry of the host's `networks`: a CAIP network id, or a viem Chain (`viem/chains` or `defineChain`),
 * which is a PlainChain with more fields. Named structurally, not as viem's type: the package's declarations
 * then need no viem, which is an optional peer (a React host without viem type-checks them too).
 */
export type NetworkOption = CaipNetworkId | PlainChain

/**
 * The plain data of a Chain, copied field by field: anything else (functions, contracts, custom fields) is
 * dropped. The core's schema keeps the same fields of a Chain a tab posts (src/plainChainSchema.ts); this is
 * for Chains the core reads itself (viem's chain table, worker/networks/loadChainTable.ts).
 */
export function toPlainChain(chain: PlainChain): PlainChain {
  const { id, name, nativeCurrency, rpcUrls, blockExplorers, testnet } = chain
  const urls: Record<string, PlainRpcUrls> = {}
  for (const [key, value] of Object.entries(rpcUrls ?? {}))
    urls[key] = { http: value?.http, ...(value?.webSocket && { webSocket: value.webSocket }) }
  const explorers: NonNullable<PlainChain['blockExplorers']> = {}
  for (const [key, value] of Object.entries(blockExplorers ?? {}))
    if (value)
      explorers[key] = { name: value.name, url: value.url, ...(value.apiUrl && { apiUrl: value.apiUrl }) }
  return {
    id,
    name,
    nativeCurrency: nativeCurrency && {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
    },
    // A Chain without `default` RPC URLs is the core's to refuse, with a message that names the field.
    rpcUrls: urls as PlainChain['rpcUrls'],
    ...(blockExplorers && { blockExplorers: explorers }),
    ...(testnet !== undefined && { testnet }),
  }
}
