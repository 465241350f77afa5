import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  balanceReplySchema,
  historyReplySchema,
  identitySchema,
  tokenBalanceSchema,
} from './blockchainApiSchemas.ts'

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://example.com/usdc.png',
}

describe('tokenBalanceSchema', () => {
  it('default: accepts the production shape', () => {
    expect(balanceReplySchema.parse({ balances: [usdc] }).balances[0]).toEqual(usdc)
  })

  it('bad input remote-replies: wrong types, negative, infinite and absurd numbers are refused', () => {
    const bad = [
      { ...usdc, value: '12.5' },
      { ...usdc, price: -1 },
      { ...usdc, value: Number.POSITIVE_INFINITY },
      { ...usdc, quantity: { decimals: '6', numeric: '-3' } },
      { ...usdc, quantity: { decimals: '6', numeric: '1e999' } },
      { ...usdc, quantity: { decimals: '6', numeric: '9'.repeat(79) } },
      { ...usdc, quantity: { decimals: '300', numeric: '1' } },
      { ...usdc, name: undefined },
    ]
    for (const entry of bad) expect(tokenBalanceSchema.safeParse(entry).success).toBe(false)
    // JSON.parse turns an out-of-range number into Infinity, which must not pass as a price.
    expect(
      tokenBalanceSchema.safeParse(JSON.parse(JSON.stringify(usdc).replace('"price":1', '"price":1e400')))
        .success,
    ).toBe(false)
  })

  it('bad input remote-replies: a token’s name and symbol arrive capped and without bidi or control characters', () => {
    const token = tokenBalanceSchema.parse({
      ...usdc,
      name: `USD\u202eCoin\u0000 ${'x'.repeat(200)}`,
      symbol: 'US\u2067DC\u200f\n',
    })
    expect(token.symbol).toBe('USDC')
    expect(token.name.startsWith('USDCoin x')).toBe(true)
    expect(Array.from(token.name)).toHaveLength(64)
  })

  it('property: arbitrary JSON never throws and never passes without every required field', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = balanceReplySchema.safeParse(value)
        if (result.success) for (const b of result.data.balances) expect(Number.isFinite(b.value)).toBe(true)
      }),
    )
  })
})

describe('historyReplySchema', () => {
  it('bad input remote-replies: next may be absent or null; a bad date or direction is refused', () => {
    const item = {
      id: '0x1',
      metadata: {
        operationType: 'send',
        hash: '0x1',
        minedAt: '2025-03-01T10:00:00.000Z',
        sentFrom: '0xa',
        sentTo: '0xb',
        status: 'confirmed',
        chain: 'eip155:1',
      },
      transfers: [{ direction: 'out', quantity: { numeric: '1' } }],
    }
    expect(historyReplySchema.parse({ data: [item] }).next).toBeNull()
    expect(
      historyReplySchema.safeParse({ data: [{ ...item, metadata: { ...item.metadata, minedAt: 'soon' } }] })
        .success,
    ).toBe(false)
    expect(
      historyReplySchema.safeParse({
        data: [{ ...item, transfers: [{ direction: 'up', quantity: { numeric: '1' } }] }],
      }).success,
    ).toBe(false)
  })
})

describe('identitySchema', () => {
  it('default: missing fields read as null', () => {
    expect(identitySchema.parse({})).toEqual({ name: null, avatar: null })
  })
})
