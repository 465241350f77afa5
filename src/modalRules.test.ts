import { describe, expect, test } from 'vitest'
import { type GetOpenViewParameters, getCloseView, getOpenView } from './modalRules.ts'

const base: GetOpenViewParameters = {
  activeNamespace: 'eip155',
  hasAdapters: true,
  manualControl: false,
  connected: false,
  isMobile: false,
}

describe('getOpenView', () => {
  test('default: disconnected with adapters shows Connect', () => {
    expect(getOpenView(base)).toEqual({ switchNamespaceFirst: false, view: { name: 'Connect' } })
  })

  test('rule 1: another namespace requested means switch first, without changing how the view is picked', () => {
    const r = getOpenView({ ...base, requestedNamespace: 'solana', connected: true })
    expect(r).toEqual({ switchNamespaceFirst: true, view: { name: 'Account' } })
    expect(getOpenView({ ...base, requestedNamespace: 'eip155' }).switchNamespaceFirst).toBe(false)
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
    expect(getOpenView({ ...base, manualControl: true, connected: true, view }).view).toEqual(view)
  })

  test('rule 4: a connected address shows Account', () => {
    expect(getOpenView({ ...base, connected: true }).view).toEqual({ name: 'Account' })
    expect(getOpenView({ ...base, connected: true, hasAdapters: false }).view).toEqual({ name: 'Account' })
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
