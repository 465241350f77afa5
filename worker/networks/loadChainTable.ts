import { type PlainChain, toPlainChain } from '../../src/plainChain.ts'
import type { ChainLookup } from '../../src/resolveNetworks.ts'

/**
 * viem's chain table (`viem/chains`), loaded on first use as its own chunk of the worker: only a core whose host
 * lists an EVM id that is neither built in nor given as a Chain pays for it. Where viem has several chains with
 * one id, the first by export name is taken.
 */
export async function loadChainTable(): Promise<ChainLookup> {
  const chains: Record<string, unknown> = await import('viem/chains')
  const byId = new Map<number, PlainChain>()
  for (const chain of Object.values(chains))
    if (isChain(chain) && !byId.has(chain.id)) byId.set(chain.id, toPlainChain(chain))
  return (chainId) => byId.get(chainId)
}

function isChain(value: unknown): value is PlainChain {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { rpcUrls?: unknown }).rpcUrls === 'object'
  )
}
