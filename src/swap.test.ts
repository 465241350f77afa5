import { describe, expect, test } from 'vitest'
import { isNativeSwapToken, minimumReceived, priceImpact, SWAP_NATIVE_ADDRESS } from './swap.ts'
import { buildApproveReplySchema, swapQuotesReplySchema, swapTokensReplySchema } from './swapSchemas.ts'

describe('swap rules', () => {
  test('default: the minimum received is the output less the slippage, rounded down', () => {
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n)
    expect(minimumReceived(999n, 0.5)).toBe(994n)
    expect(minimumReceived(0n, 1)).toBe(0n)
  })

  test('behavior: price impact is the value lost at market prices, never negative, unknown without a price', () => {
    expect(priceImpact(100, 97)).toBeCloseTo(3)
    expect(priceImpact(100, 101)).toBe(0)
    expect(priceImpact(0, 5)).toBeNull()
  })

  test('behavior: the native coin is told apart by its address on any network', () => {
    expect(isNativeSwapToken(`eip155:1:${SWAP_NATIVE_ADDRESS.toLowerCase()}`)).toBe(true)
    expect(isNativeSwapToken('eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe(false)
  })
})

describe('convert reply schemas', () => {
  test('behavior: replies out of shape are refused', () => {
    expect(
      swapTokensReplySchema.safeParse({ tokens: [{ name: 'A', symbol: 'A', address: '0x1', decimals: 6 }] })
        .success,
    ).toBe(false)
    expect(
      swapQuotesReplySchema.safeParse({
        quotes: [{ id: null, fromAmount: '1.5', fromAccount: 'x', toAmount: '2', toAccount: 'y' }],
      }).success,
    ).toBe(false)
    expect(
      buildApproveReplySchema.safeParse({
        tx: { from: 'eip155:1:0xab', to: 'eip155:1:0xcd', data: 'not hex', value: '0' },
      }).success,
    ).toBe(false)
  })

  test('default: production-shaped replies pass', () => {
    expect(
      swapTokensReplySchema.parse({
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: `eip155:1:${SWAP_NATIVE_ADDRESS}`,
            decimals: 18,
            logoUri: '',
          },
        ],
      }).tokens,
    ).toHaveLength(1)
  })
})
