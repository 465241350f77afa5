import { providerChainIdOf } from '../src/providerChainId.ts'
import type { Snapshot } from '../src/snapshot.ts'
import type { Namespace } from '../src/types.ts'

/**
 * The namespace's account and the chain its `eth_chainId` answers: the connected one, else (as the core's
 * gate answers it) the active network when the namespace is active, else the host's first network of it.
 * eip155 reports the chain as 0x hex (EIP-1193); other namespaces as their CAIP network id.
 */
export function viewOf(s: Snapshot | null, namespace: Namespace) {
  const c = s?.connections[namespace]
  const live = c && (c.status === 'connected' || c.status === 'reconnecting') ? c : undefined
  const id =
    live?.caipNetworkId ??
    (s?.activeNamespace === namespace
      ? s.activeCaipNetworkId
      : s?.requestedNetworks.find((n) => n.startsWith(`${namespace}:`)))
  return { address: live?.address, chainId: id && providerChainIdOf(namespace, id) }
}
