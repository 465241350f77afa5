import type { Namespace } from './types.ts'

// Namespaces whose host providers report the chain as EIP-1193 hex (`0x1`); the others report the CAIP-2 id.
// A row of its own, apart from src/namespaces.ts: the loader's providers need only this one.
const HEX_CHAIN_IDS: ReadonlySet<Namespace> = new Set(['eip155'])

/** The chain id a host provider of `namespace` reports for `caipNetworkId` (`eip155:1` → `0x1`). */
export function providerChainIdOf(namespace: Namespace, caipNetworkId: string): string {
  if (!HEX_CHAIN_IDS.has(namespace)) return caipNetworkId
  return `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`
}
