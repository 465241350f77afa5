import { networkIdsOf } from '../../../src/config.ts'
import { namespaceOf } from '../../../src/namespaces.ts'
import type { CaipNetworkId, Namespace } from '../../../src/types.ts'
import { adapterFor, adapterNamespaces, hasAdapter } from '../../chains/adapterFor.ts'
import type { Core } from '../../core.ts'
import { rpcUrlsOf } from '../../networks/networkOf.ts'

/** A namespace a pairing proposes: its chains, the methods the core sends, events, and the host's RPC URLs. */
export type ProposedNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * What a pairing proposes, all as optional namespaces (so a wallet of one namespace still connects): the host's
 * networks grouped by namespace, each namespace that has a chain adapter with the methods and events its adapter
 * says a session carries (`walletSession`). A host with none of them still proposes the first adapter's
 * namespace (eip155) without chains, so a wallet can answer at all.
 */
export async function walletConnectNamespacesOf(
  core: Core,
): Promise<Partial<Record<Namespace, ProposedNamespace>>> {
  const chains = new Map<Namespace, CaipNetworkId[]>()
  for (const id of networkIdsOf(core.config)) {
    const namespace = namespaceOf(id)
    if (hasAdapter(namespace)) chains.set(namespace, [...(chains.get(namespace) ?? []), id])
  }
  const [fallback] = adapterNamespaces()
  if (chains.size === 0 && fallback) chains.set(fallback, [])
  const proposal: Partial<Record<Namespace, ProposedNamespace>> = {}
  for (const [namespace, ids] of chains) {
    const { methods, events } = (await adapterFor(namespace)).walletSession
    const rpcMap: Record<string, string> = {}
    for (const id of ids) {
      const url = rpcUrlsOf(core, id)[0]
      if (url) rpcMap[id] = url
    }
    proposal[namespace] = { chains: ids, methods: [...methods], events: [...events], rpcMap }
  }
  return proposal
}
