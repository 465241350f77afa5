import type { Connector, Namespace } from './types.ts'

/** The prefix of a Wallet Standard wallet's connector id (the standard has no rdns). */
export const WALLET_STANDARD_PREFIX = 'wallet-standard:'

// Wallets that announce themselves under different names on different chains.
const NAME_ALIASES: Record<string, string> = { 'trust wallet': 'Trust' }

/** The name used to recognise one wallet across chains ('Trust Wallet' → 'Trust'). */
export function normalizeConnectorName(name: string): string {
  const trimmed = name.trim()
  return NAME_ALIASES[trimmed.toLowerCase()] ?? trimmed
}

/** Adds a connector unless one with the same id, name and chain is already there (spec part 5). */
export function addConnector(list: readonly Connector[], c: Connector): Connector[] {
  const duplicate = list.some((x) => x.id === c.id && x.name === c.name && x.chain === c.chain)
  return duplicate ? [...list] : [...list, c]
}

// WalletConnect already spans chains and AUTH is e-mail/social login: neither is one wallet per chain.
const MERGEABLE = new Set<Connector['type']>(['ANNOUNCED', 'INJECTED', 'EXTERNAL'])

/**
 * Merges connectors with the same normalized name on different chains into one MULTI_CHAIN
 * connector at the place of the first one. It takes the first member's id, chain, images and
 * rdns, its name is the normalized name, and `connectors` holds the members in input order.
 * A name seen on one chain only is left as it is.
 */
export function mergeConnectors(list: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const c of list) {
    if (!MERGEABLE.has(c.type)) continue
    const key = normalizeConnectorName(c.name).toLowerCase()
    groups.set(key, [...(groups.get(key) ?? []), c])
  }
  const out: Connector[] = []
  for (const c of list) {
    const members = MERGEABLE.has(c.type)
      ? groups.get(normalizeConnectorName(c.name).toLowerCase())
      : undefined
    if (!members || new Set(members.map((m) => m.chain)).size < 2) out.push(c)
    else if (members[0] === c) out.push(multiChain(c, members))
  }
  return out
}

function multiChain(first: Connector, members: Connector[]): Connector {
  return {
    id: first.id,
    name: normalizeConnectorName(first.name),
    type: 'MULTI_CHAIN',
    chain: first.chain,
    imageUrl: members.find((m) => m.imageUrl)?.imageUrl,
    imageId: members.find((m) => m.imageId)?.imageId,
    explorerId: members.find((m) => m.explorerId)?.explorerId,
    info: first.info,
    connectors: members,
  }
}

/** Connectors usable on `ns`; a MULTI_CHAIN connector is kept when any member is of `ns`. */
export function filterConnectorsByNamespace(list: readonly Connector[], ns: Namespace): Connector[] {
  return list.filter(
    (c) => c.chain === ns || (c.type === 'MULTI_CHAIN' && !!c.connectors?.some((m) => m.chain === ns)),
  )
}
