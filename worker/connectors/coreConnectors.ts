import type { Connector, ConnectorType, WalletJob } from '../../src/types.ts'
import { WALLET_CONNECT_CONNECTORS } from '../../src/walletConnect.ts'
import type { Core } from '../core.ts'

/** Connectors the core runs itself (per namespace), listed whatever the tabs announce. */
export const CORE_CONNECTORS: readonly Connector[] = WALLET_CONNECT_CONNECTORS

/** How the core itself answers a wallet request for a connector of this type. */
export type CoreTransport = (core: Core, job: WalletJob) => Promise<unknown>

// By connector type: the types the core reaches itself. Every other type lives in a tab (a page job).
const CORE_TRANSPORTS: Partial<Record<ConnectorType, CoreTransport>> = {
  // Loaded with its first use: the session code stays out of the worker entry.
  WALLET_CONNECT: async (core, job) =>
    (await import('./walletConnect/walletConnectRequest.ts')).walletConnectRequest(core, job),
}

/** The type of a registered connector (a merged connector's members count too). */
export function connectorTypeOf(core: Core, connectorId: string): ConnectorType | undefined {
  for (const c of [...CORE_CONNECTORS, ...core.store.getState().connectors]) {
    if (c.id === connectorId) return c.type
    const member = c.connectors?.find((m) => m.id === connectorId)
    if (member) return member.type
  }
  return undefined
}

/** The core's own transport for a connector, or undefined when only a tab can reach its wallet. */
export function coreTransportOf(core: Core, connectorId: string): CoreTransport | undefined {
  const type = connectorTypeOf(core, connectorId)
  return type ? CORE_TRANSPORTS[type] : undefined
}
