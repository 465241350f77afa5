// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest'
import type { Snapshot } from '../../src/snapshot.ts'
import { applySnapshot, createTabStore } from '../tabStore.ts'
import { formatDecimal } from '../ui/format.ts'
import { preloadAccountIfKnown } from './viewRegistry.tsx'

const connecting: Snapshot = {
  version: 1,
  activeNamespace: 'eip155',
  activeCaipNetworkId: 'eip155:31337',
  requestedNetworks: ['eip155:31337'],
  networks: [],
  connections: { eip155: { status: 'connecting', connectorId: 'w' } },
  connectors: [],
  recentWallets: [],
  balance: null,
  unsupportedChain: false,
  notice: null,
}

it('behavior: a tab that is connected as it starts gets the Account view and, once its chunk is in, its formatters in its language ahead of the click', async () => {
  const store = createTabStore()
  applySnapshot(store, connecting)
  const made: unknown[] = []
  const Original = Intl.NumberFormat
  Intl.NumberFormat = class extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args)
      made.push(args[0])
    }
  } as typeof Original
  try {
    preloadAccountIfKnown(store, 'de')

    await vi.waitFor(() => expect(made).toContain('de-DE'))
    made.length = 0
    expect(formatDecimal('10000.5', 'de-DE')).toBe('10.000,5')
    expect(made).toEqual([])
  } finally {
    Intl.NumberFormat = Original
  }
})
