// Test support: the snapshot the tab and UI tests start from.
import type { Snapshot } from './snapshot.ts'

/** A snapshot on the devnet chain (eip155:31337) with nothing connected and no wallets; `overrides` replace whole fields. */
export function emptySnapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    version: 1,
    activeNamespace: 'eip155',
    activeCaipNetworkId: 'eip155:31337',
    requestedNetworks: ['eip155:31337'],
    networks: [],
    connections: {},
    connectors: [],
    recentWallets: [],
    balance: null,
    unsupportedChain: false,
    notice: null,
    ...overrides,
  }
}
