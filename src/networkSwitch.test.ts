import { describe, expect, test } from 'vitest'
import { BaseError } from './baseError.ts'
import { ProviderRpcError } from './errorClasses.ts'
import {
  type ChooseSwitchViewParameters,
  chooseSwitchView,
  isUnsupportedChain,
  shouldFallbackToAddChain,
} from './networkSwitch.ts'

const crossNamespace: ChooseSwitchViewParameters = {
  authActive: false,
  authSupportsTarget: false,
  ignoreConfirmation: false,
  targetNamespace: 'solana',
  activeNamespace: 'eip155',
  hasAddressOnActive: true,
  hasAddressOnTarget: false,
}

describe('chooseSwitchView', () => {
  test('behavior: leaving an account for a namespace without one asks for confirmation', () => {
    expect(chooseSwitchView(crossNamespace)).toBe('SwitchActiveChain')
  })

  test('behavior: an auth connector that supports the target, or ignored confirmation, switches directly', () => {
    expect(chooseSwitchView({ ...crossNamespace, authActive: true, authSupportsTarget: true })).toBe(
      'SwitchNetwork',
    )
    expect(chooseSwitchView({ ...crossNamespace, ignoreConfirmation: true })).toBe('SwitchNetwork')
    expect(chooseSwitchView({ ...crossNamespace, authActive: true })).toBe('SwitchActiveChain')
  })

  test('behavior: same namespace, an address on the target, or none on the current chain switch directly', () => {
    expect(chooseSwitchView({ ...crossNamespace, targetNamespace: 'eip155' })).toBe('SwitchNetwork')
    expect(chooseSwitchView({ ...crossNamespace, hasAddressOnTarget: true })).toBe('SwitchNetwork')
    expect(chooseSwitchView({ ...crossNamespace, hasAddressOnActive: false })).toBe('SwitchNetwork')
  })
})

describe('isUnsupportedChain', () => {
  const base = {
    caipNetworkId: 'eip155:10',
    requested: ['eip155:1', 'eip155:137'],
    enableNetworkSwitch: true,
    allowUnsupportedChain: false,
    basic: false,
  } as const

  test('behavior: a network the host did not request is unsupported', () => {
    expect(isUnsupportedChain(base)).toBe(true)
    expect(isUnsupportedChain({ ...base, caipNetworkId: 'eip155:137' })).toBe(false)
  })

  test('behavior: disabled switching, allowed unsupported chains or basic mode never show the view', () => {
    expect(isUnsupportedChain({ ...base, enableNetworkSwitch: false })).toBe(false)
    expect(isUnsupportedChain({ ...base, allowUnsupportedChain: true })).toBe(false)
    expect(isUnsupportedChain({ ...base, basic: true })).toBe(false)
  })
})

describe('shouldFallbackToAddChain', () => {
  test('behavior: codes 4902, 32603 (either sign) and 5000 fall back to adding the chain', () => {
    for (const code of [4902, 32603, -32603, 5000])
      expect(shouldFallbackToAddChain({ code }), String(code)).toBe(true)
    expect(shouldFallbackToAddChain(new ProviderRpcError('Unrecognized chain', { code: 4902 }))).toBe(true)
  })

  test('behavior: a 4902 nested in cause or data.originalError falls back', () => {
    expect(shouldFallbackToAddChain({ code: -32000, data: { originalError: { code: 4902 } } })).toBe(true)
    expect(
      shouldFallbackToAddChain(new BaseError('x', { cause: { message: 'y', cause: { code: 4902 } } })),
    ).toBe(true)
    expect(shouldFallbackToAddChain({ data: { originalError: { cause: { code: '4902' } } } })).toBe(true)
  })

  test('behavior: rejections and other errors do not fall back', () => {
    expect(shouldFallbackToAddChain({ code: 4001 })).toBe(false)
    expect(shouldFallbackToAddChain(new BaseError('x', { cause: { code: 5000 } }))).toBe(false)
    expect(shouldFallbackToAddChain(new Error('boom'))).toBe(false)
    expect(shouldFallbackToAddChain(undefined)).toBe(false)
  })

  test('behavior: a cyclic error does not hang', () => {
    const a: Record<string, unknown> = { code: 1 }
    a.cause = { data: { originalError: a } }
    expect(shouldFallbackToAddChain(a)).toBe(false)
  })
})
