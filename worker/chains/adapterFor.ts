import { UnsupportedChainError } from '../../src/errors.ts'
import type { Namespace } from '../../src/types.ts'
import type { ChainAdapter } from './chainAdapter.ts'

// A namespace is one adapter file here plus its rows in src/networks.ts and src/namespaces.ts. Each adapter
// loads on first use, so an EVM-only site never loads Solana's and the worker starts without either.
const ADAPTERS: Partial<Record<Namespace, () => Promise<ChainAdapter>>> = {
  eip155: async () => (await import('./eip155.ts')).eip155Adapter,
  solana: async () => (await import('./solana.ts')).solanaAdapter,
}

/** The chain adapter of `namespace`; 'Unsupported chain' for a namespace the product cannot use yet. */
export async function adapterFor(namespace: Namespace | string): Promise<ChainAdapter> {
  const load = Object.hasOwn(ADAPTERS, namespace) ? ADAPTERS[namespace as Namespace] : undefined
  if (!load) throw new UnsupportedChainError({ namespace })
  return load()
}

/** The namespaces with an adapter, in the table's order (eip155 first). */
export function adapterNamespaces(): Namespace[] {
  return Object.keys(ADAPTERS) as Namespace[]
}

/** Whether `namespace` has an adapter (balances, sends and decoding work on it). */
export function hasAdapter(namespace: Namespace | string): boolean {
  return Object.hasOwn(ADAPTERS, namespace)
}
