import type { CaipNetworkId } from '../src/types.ts'
import type { Core } from './core.ts'

/** The networks a tab's wallet said it supports (Wallet Standard `chains`); undefined when it did not say. */
export function walletChains(core: Core, connectorId: string): CaipNetworkId[] | undefined {
  for (const tab of core.tabs.values()) {
    const chains = tab.providers.get(connectorId)?.chains
    if (chains) return chains
  }
  return undefined
}
