import { describe, expect, test } from 'vitest'
import { type GetOpenViewParameters, getCloseView, getOpenView } from './modalRules.ts'
import type { Snapshot } from './snapshot.ts'
import type { ConnectionState } from './types.ts'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const REQUESTED = [
  'eip155:1',
  'eip155:137',
  SOLANA_DEVNET,
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
] as const
const withConnections = (connections: Snapshot['connections']): GetOpenViewParameters['snapshot'] => ({
  activeNamespace: 'eip155',
  requestedNetworks: [...REQUESTED],
  connections,
})
const base: GetOpenViewParameters = {
  snapshot: withConnections({}),
  hasAdapters: true,
  manualControl: false,
  isMobile: false,
}
const evm: ConnectionState = {
  status: 'connected',
  connectorId: 'w',
  address: '0x1',
  caipNetworkId: 'eip155:1',
}
const sol: ConnectionState = {
  status: 'reconnecting',
  connectorId: 's',
  address: 'S1',
  caipNetworkId: SOLANA_DEVNET,
}
/** `base` with an EVM address. */
const connected: GetOpenViewParameters = { ...base, snapshot: withConnections({ eip155: evm }) }

describe('getOpenView', () => {
  test('default: disconnected with adapters shows Connect', () => {
    expect(getOpenView(base)).toEqual({
      switchTo: undefined,
      view: { name: 'Connect' },
    })
  })

  test('rule 1: another namespace requested switches first, to its first network, and the view is picked for it', () => {
    expect(getOpenView({ ...connected, requestedNamespace: 'solana' })).toEqual({
      switchTo: SOLANA_DEVNET,
      view: { name: 'Connect' },
    })
    const both = { eip155: { status: 'disconnected' as const }, solana: sol }
    expect(getOpenView({ ...base, snapshot: withConnections(both), requestedNamespace: 'solana' })).toEqual({
      switchTo: SOLANA_DEVNET,
      view: { name: 'Account' },
    })
    expect(getOpenView({ ...connected, requestedNamespace: 'eip155' })).toEqual({
      switchTo: undefined,
      view: { name: 'Account' },
    })
  })

  test('rule 1: a namespace the host asked no network of is ignored', () => {
    expect(getOpenView({ ...connected, requestedNamespace: 'bip122' })).toEqual({
      switchTo: undefined,
      view: { name: 'Account' },
    })
  })

  test('rule 2: no adapters or manual control, not connected: AllWallets on mobile, basic WalletConnect elsewhere', () => {
    expect(getOpenView({ ...base, hasAdapters: false }).view).toEqual({
      name: 'ConnectingWalletConnectBasic',
    })
    expect(getOpenView({ ...base, manualControl: true, isMobile: true }).view).toEqual({ name: 'AllWallets' })
    expect(getOpenView({ ...base, hasAdapters: false, view: { name: 'Networks' } }).view.name).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  test('rule 3: a requested view is shown with its data', () => {
    const view = { name: 'SwitchNetwork', data: { caipNetworkId: 'eip155:137' } } as const
    expect(getOpenView({ ...base, view }).view).toEqual(view)
    expect(getOpenView({ ...connected, manualControl: true, view }).view).toEqual(view)
  })

  test('rule 4: a connected address shows Account', () => {
    expect(getOpenView(connected).view).toEqual({ name: 'Account' })
    expect(getOpenView({ ...connected, hasAdapters: false }).view).toEqual({ name: 'Account' })
    // Only the namespace the modal opens for counts.
    expect(getOpenView({ ...base, snapshot: withConnections({ solana: sol }) }).view).toEqual({
      name: 'Connect',
    })
  })
})

describe('getCloseView', () => {
  test('default: closing resets to Connect', () => {
    expect(getCloseView({ embedded: false, connected: true })).toEqual({ name: 'Connect' })
    expect(getCloseView({ embedded: false, connected: false })).toEqual({ name: 'Connect' })
  })

  test('behavior: embedded mode shows Account when connected', () => {
    expect(getCloseView({ embedded: true, connected: true })).toEqual({ name: 'Account' })
    expect(getCloseView({ embedded: true, connected: false })).toEqual({ name: 'Connect' })
  })
})
