import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isCaipNetworkId, parseCaipNetworkId } from './caip.ts'
import { InvalidChainIdError } from './errorClasses.ts'
import {
  coinTypeOf,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CAIP_NETWORK_ID,
  getNetwork,
  NETWORKS,
  parseEvmChainId,
  supportsFeature,
  toEvmChainIdHex,
} from './networks.ts'

describe('NETWORKS', () => {
  test('default: holds the spec built-ins and both devnet chains', () => {
    expect(NETWORKS.map((n) => n.caipNetworkId)).toEqual([
      'eip155:56',
      'eip155:1',
      'eip155:137',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkM3K',
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'eip155:31337',
      'eip155:31338',
    ])
  })

  test('behavior: every entry is consistent with its CAIP id', () => {
    for (const n of NETWORKS) {
      expect(isCaipNetworkId(n.caipNetworkId)).toBe(true)
      const { namespace, reference } = parseCaipNetworkId(n.caipNetworkId)
      expect(namespace).toBe(n.chainNamespace)
      expect(String(n.id)).toBe(reference)
      for (const url of [...n.rpcUrls, ...n.blockExplorerUrls]) expect(url).toMatch(/^https?:\/\//)
    }
  })

  test('behavior: devnet chains are local, ETH with 18 decimals, and not testnets so balances show', () => {
    expect(getNetwork('eip155:31337')).toMatchObject({
      name: 'Walletdock Devnet A',
      rpcUrls: ['http://127.0.0.1:8545'],
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      testnet: false,
    })
    expect(getNetwork('eip155:31338')).toMatchObject({ rpcUrls: ['http://127.0.0.1:8546'], testnet: false })
  })

  test('default: the default network is Ethereum and unknown ids are undefined', () => {
    expect(getNetwork(DEFAULT_CAIP_NETWORK_ID)?.name).toBe('Ethereum')
    expect(getNetwork('eip155:999999')).toBeUndefined()
  })
})

describe('EVM chain ids', () => {
  test('behavior: reads numbers, decimal strings and hex strings', () => {
    expect(parseEvmChainId(1)).toBe(1)
    expect(parseEvmChainId('137')).toBe(137)
    expect(parseEvmChainId('0x7a69')).toBe(31337)
  })

  test("behavior: ids from 2^31 up, negatives, fractions and junk throw 'Invalid chainId'", () => {
    for (const bad of [2 ** 31, '0x80000000', -1, 1.5, Number.NaN, '', '0x', 'abc', ' 1', '1e3']) {
      expect(() => parseEvmChainId(bad), String(bad)).toThrow(InvalidChainIdError)
      expect(() => parseEvmChainId(bad)).toThrow('Invalid chainId')
    }
    expect(parseEvmChainId(2 ** 31 - 1)).toBe(2147483647)
  })

  test('property: hex form round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (id) => {
        expect(parseEvmChainId(toEvmChainIdHex(id))).toBe(id)
      }),
    )
    expect(toEvmChainIdHex(31337)).toBe('0x7a69')
  })

  test('behavior: coin type is the chain id with the high bit set', () => {
    expect(coinTypeOf(1)).toBe(2147483649)
    expect(coinTypeOf(137)).toBe(0x80000089)
    expect(() => coinTypeOf(2 ** 31)).toThrow(InvalidChainIdError)
  })
})

describe('namespace tables', () => {
  test('default: account types per namespace follow spec part 3', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })

  test('behavior: features are limited to their namespaces', () => {
    expect(supportsFeature('balances', 'solana')).toBe(true)
    expect(supportsFeature('send', 'bip122')).toBe(false)
    expect(supportsFeature('activity', 'solana')).toBe(false)
    expect(supportsFeature('names', 'eip155')).toBe(true)
  })
})
