import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TokenBalance, Transaction } from './blockchainApiSchemas.ts'
import { appendTransactions, filterTransactions, groupTransactions, toPortfolio } from './walletData.ts'

function token(symbol: string, decimals: string, value: number): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    value,
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }
}

function tx(id: string, minedAt: string, chain = 'eip155:1', spam: boolean[] = []): Transaction {
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: id,
      minedAt,
      sentFrom: '0x1',
      sentTo: '0x2',
      status: 'confirmed',
      chain,
    },
    transfers: spam.map((is_spam) => ({
      nft_info: { name: 'x', flags: { is_spam } },
      direction: 'in' as const,
      quantity: { numeric: '1' },
    })),
  }
}

describe('toPortfolio', () => {
  it('default: drops 0-decimal tokens and totals the rest', () => {
    const { tokens, totalUsd } = toPortfolio([
      token('ETH', '18', 3000),
      token('TIX', '0', 50),
      token('USDC', '6', 12.5),
    ])
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(totalUsd).toBe(3012.5)
  })
})

describe('filterTransactions', () => {
  it('default: keeps the active chain only and drops NFT-only spam', () => {
    const kept = filterTransactions(
      [
        tx('a', '2025-01-01T00:00:00Z'),
        tx('b', '2025-01-01T00:00:00Z', 'eip155:137'),
        tx('c', '2025-01-01T00:00:00Z', 'eip155:1', [true, true]),
        tx('d', '2025-01-01T00:00:00Z', 'eip155:1', [true, false]),
      ],
      'eip155:1',
    )
    expect(kept.map((t) => t.id)).toEqual(['a', 'd'])
  })
})

describe('groupTransactions', () => {
  it('default: by year, then month, newest first', () => {
    const groups = groupTransactions([
      tx('old', new Date(2024, 10, 3, 12).toISOString()),
      tx('jan', new Date(2025, 0, 5, 12).toISOString()),
      tx('mar-late', new Date(2025, 2, 20, 12).toISOString()),
      tx('mar-early', new Date(2025, 2, 2, 12).toISOString()),
    ])
    expect(groups).toEqual([
      {
        year: 2025,
        months: [
          {
            month: 2,
            transactions: [
              expect.objectContaining({ id: 'mar-late' }),
              expect.objectContaining({ id: 'mar-early' }),
            ],
          },
          { month: 0, transactions: [expect.objectContaining({ id: 'jan' })] },
        ],
      },
      { year: 2024, months: [{ month: 10, transactions: [expect.objectContaining({ id: 'old' })] }] },
    ])
  })

  it('property: every transaction lands once, and groups run newest first', () => {
    const date = fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
    fc.assert(
      fc.property(fc.array(date, { maxLength: 40 }), (dates) => {
        const groups = groupTransactions(dates.map((d, i) => tx(String(i), d.toISOString())))
        const flat = groups.flatMap((y) => y.months.flatMap((m) => m.transactions))
        expect(flat).toHaveLength(dates.length)
        const times = flat.map((t) => Date.parse(t.metadata.minedAt))
        expect(times).toEqual([...times].sort((a, b) => b - a))
        for (const y of groups)
          for (const m of y.months)
            for (const t of m.transactions) {
              const d = new Date(t.metadata.minedAt)
              expect([d.getFullYear(), d.getMonth()]).toEqual([y.year, m.month])
            }
      }),
    )
  })
})

describe('appendTransactions', () => {
  it('default: a next page adds only what is not listed yet', () => {
    const a = tx('a', '2025-01-02T00:00:00Z')
    const b = tx('b', '2025-01-01T00:00:00Z')
    expect(appendTransactions([a], [a, b]).map((t) => t.id)).toEqual(['a', 'b'])
  })
})
