import type { Connector } from './types.ts'

/** A way to connect offered by the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'
/** An account feature button. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Order of connect methods (spec part 2): configured, else wallet first when a browser wallet is installed. */
export function getConnectMethodsOrder({
  configured,
  hasInstalledWallet,
}: {
  configured?: readonly ConnectMethod[] | undefined
  hasInstalledWallet: boolean
}): ConnectMethod[] {
  if (configured?.length) return unique(configured)
  return hasInstalledWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

/** Order of the account feature buttons (spec part 2): configured, else on-ramp, swaps, receive, send. */
export function getWalletFeaturesOrder(configured?: readonly WalletFeature[]): WalletFeature[] {
  return configured?.length ? unique(configured) : ['onramp', 'swaps', 'receive', 'send']
}

// Features served by remote services: basic mode turns these off (spec part 1); send and receive stay.
const REMOTE_WALLET_FEATURES: readonly WalletFeature[] = ['onramp', 'swaps']

/** What decides which account feature buttons show. */
export type GetWalletFeaturesParameters = {
  /** The host's `walletFeaturesOrder`. */
  configured?: readonly WalletFeature[] | undefined
  /** The host's `features`: `false` turns one off. */
  features: Partial<Record<WalletFeature, boolean | undefined>>
  basic: boolean
  /** Whether this build can show the feature on the account's namespace (it has the view, the chain has it). */
  available: (feature: WalletFeature) => boolean
}

/**
 * The account feature buttons, in order (spec part 2): the configured order, else on-ramp, swaps, receive,
 * send; without those the host turned off, the remote ones in basic mode, and those not available here.
 */
export function getWalletFeatures(p: GetWalletFeaturesParameters): WalletFeature[] {
  return getWalletFeaturesOrder(p.configured).filter(
    (feature) =>
      p.features[feature] !== false &&
      !(p.basic && REMOTE_WALLET_FEATURES.includes(feature)) &&
      p.available(feature),
  )
}

/** The connector groups of spec part 2 'Connector type order', in display order. */
export const CONNECTOR_GROUPS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/** One of CONNECTOR_GROUPS. */
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number]

/** What decides the connector groups. Ids are matched against a connector's `id` or `explorerId`. */
export type SortConnectorsOptions = {
  walletConnectEnabled: boolean
  connectedViaWalletConnect: boolean
  recentIds: readonly string[]
  featuredIds: readonly string[]
  /** Ids of the host's `customWallets`. */
  customIds?: readonly string[] | undefined
  /** Ids of the directory's recommended wallets. */
  recommendedIds?: readonly string[] | undefined
}

/**
 * The group a connector is shown in, or undefined when it is not listed. A connector belongs to the
 * first group that matches: WALLET_CONNECT type → walletConnect (hidden when disabled or already
 * connected through it); id in recentIds → recent; ANNOUNCED / INJECTED, or MULTI_CHAIN whose members
 * are all such → injected; id in featuredIds → featured; in customIds → custom; EXTERNAL type →
 * external; everything else → recommended. AUTH connectors are not wallets (the Connect view offers
 * them as e-mail and social login), so they are never listed.
 */
export function connectorGroupOf(c: Connector, o: SortConnectorsOptions): ConnectorGroup | undefined {
  if (c.type === 'AUTH') return undefined
  if (c.type === 'WALLET_CONNECT')
    return o.walletConnectEnabled && !o.connectedViaWalletConnect ? 'walletConnect' : undefined
  if (matches(c, o.recentIds)) return 'recent'
  if (isInjected(c)) return 'injected'
  if (matches(c, o.featuredIds)) return 'featured'
  if (matches(c, o.customIds ?? [])) return 'custom'
  if (c.type === 'EXTERNAL') return 'external'
  return 'recommended'
}

/** Connectors in 'Connector type order'; within a group, the order of the id list, else the input order. */
export function sortConnectorsByType(
  connectors: readonly Connector[],
  options: SortConnectorsOptions,
): Connector[] {
  const rankInGroup = (c: Connector, group: ConnectorGroup) => {
    const ids =
      group === 'recent'
        ? options.recentIds
        : group === 'featured'
          ? options.featuredIds
          : group === 'custom'
            ? (options.customIds ?? [])
            : group === 'recommended'
              ? (options.recommendedIds ?? [])
              : []
    const i = ids.findIndex((id) => id === c.id || id === c.explorerId)
    return i === -1 ? ids.length : i
  }
  return connectors
    .map((c, index) => ({ c, index, group: connectorGroupOf(c, options) }))
    .filter((e): e is typeof e & { group: ConnectorGroup } => e.group !== undefined)
    .sort(
      (a, b) =>
        CONNECTOR_GROUPS.indexOf(a.group) - CONNECTOR_GROUPS.indexOf(b.group) ||
        rankInGroup(a.c, a.group) - rankInGroup(b.c, b.group) ||
        a.index - b.index,
    )
    .map((e) => e.c)
}

function isInjected(c: Connector): boolean {
  if (c.type === 'ANNOUNCED' || c.type === 'INJECTED') return true
  return c.type === 'MULTI_CHAIN' && !!c.connectors?.length && c.connectors.every(isInjected)
}

function matches(c: Connector, ids: readonly string[]): boolean {
  return ids.includes(c.id) || (c.explorerId !== undefined && ids.includes(c.explorerId))
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)]
}
