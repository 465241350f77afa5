import { describe, expect, test } from 'vitest'
import { NAMESPACE_TRAITS, namespaceOf, traitsOf } from './namespaces.ts'

describe('traitsOf', () => {
  test('default: a namespace or a network of it gets its row', () => {
    expect(traitsOf('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(NAMESPACE_TRAITS.solana)
    expect(traitsOf('eip155')).toBe(NAMESPACE_TRAITS.eip155)
    expect(namespaceOf('eip155:1')).toBe('eip155')
  })

  test('behavior: each row names its namespace; one without a row is named by its id, with no optional behaviour', () => {
    expect(Object.values(NAMESPACE_TRAITS).map((t) => t.label)).toEqual([
      'EVM',
      'Solana',
      'Bitcoin',
      'Polkadot',
      'Cosmos',
    ])
    const unknown = traitsOf('tezos:NetXdQprcVkpaWU')
    expect(unknown.label).toBe('tezos')
    expect(unknown.walletSwitchesChain).toBe(false)
    expect(unknown.onramp).toEqual({ currency: 'USDC', chainIds: false })
    expect(traitsOf('toString').label).toBe('toString')
  })

  test('behavior: the on-ramp sells USDC on EVM, found by chain id, and SOL on Solana', () => {
    expect(NAMESPACE_TRAITS.eip155.onramp).toEqual({ currency: 'USDC', chainIds: true })
    expect(NAMESPACE_TRAITS.solana.onramp).toEqual({ currency: 'SOL', chainIds: false })
  })
})
