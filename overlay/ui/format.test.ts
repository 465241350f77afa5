import { describe, expect, it } from 'vitest'
import { en } from '../../src/messages/en.ts'
import {
  formatAge,
  formatAmount,
  formatBalanceAge,
  formatDecimal,
  formatUsd,
  shortAddress,
  warmFormatters,
} from './format.ts'

describe('formatAmount', () => {
  it('default: whole amounts have no fraction and are grouped as the token list groups them', () => {
    expect(formatAmount('10000000000000000000000', 18, 'en-US')).toBe('10,000')
  })
  it('behavior: keeps at most 4 fraction digits, cut rather than rounded', () => {
    expect(formatAmount('9999995899999999999999', 18, 'en-US')).toBe('9,999.9958')
  })
  it('behavior: trims trailing zeros', () => {
    expect(formatAmount('1500000000000000000', 18, 'en-US')).toBe('1.5')
    expect(formatAmount('100000', 18, 'en-US')).toBe('0')
  })
  it('behavior: an unreadable amount shows 0', () => {
    expect(formatAmount('not a number', 18, 'en-US')).toBe('0')
  })
})

describe('shortAddress', () => {
  it('default', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
  })
})

describe('formatBalanceAge', () => {
  const fetchedAt = new Date(2025, 0, 2, 9, 5).getTime()
  it('behavior: just now under a minute', () => {
    expect(formatBalanceAge(en, fetchedAt, fetchedAt + 59_000)).toBe('as of 9:05 AM · just now')
  })
  it('behavior: whole minutes, then hours, then days, worded by Intl', () => {
    expect(formatBalanceAge(en, fetchedAt, fetchedAt + 5 * 60_000 + 10_000)).toBe(
      'as of 9:05 AM · 5 min. ago',
    )
    expect(formatAge(en, fetchedAt, fetchedAt + 125 * 60_000)).toBe('2 hr. ago')
    expect(formatAge(en, fetchedAt, fetchedAt + 50 * 60 * 60_000)).toBe('2 days ago')
  })
  it('behavior: the clock and the age in the catalog’s locale', () => {
    const de = {
      ...en,
      intlLocale: 'de-DE',
      account: { ...en.account, balanceAge: (c: string, a: string) => `Stand ${c} · ${a}` },
    }
    expect(formatBalanceAge(de, fetchedAt, fetchedAt + 5 * 60_000)).toBe('Stand 9:05 · vor 5 Min.')
  })
})

describe('formatDecimal', () => {
  it('default: grouped in the locale, at most 4 fraction digits, zeros trimmed', () => {
    expect(formatDecimal('10000', 'en-US')).toBe('10,000')
    expect(formatDecimal('1.50', 'en-US')).toBe('1.5')
    expect(formatDecimal('10000.123456', 'de-DE')).toBe('10.000,1234')
  })
  it('behavior: digits past the fourth are cut, not rounded, and huge amounts stay exact', () => {
    expect(formatDecimal('9999.99999', 'en-US')).toBe('9,999.9999')
    expect(formatDecimal('0.00009', 'en-US')).toBe('0')
    expect(formatDecimal('123456789012345678901234.5', 'en-US')).toBe('123,456,789,012,345,678,901,234.5')
  })
  it('behavior: what is not a decimal shows as 0', () => {
    expect(formatDecimal('not a number', 'en-US')).toBe('0')
    expect(formatDecimal('1e30', 'en-US')).toBe('0')
  })
})

describe('formatUsd', () => {
  it('default: cents and grouping in the locale', () => {
    expect(formatUsd(12345.678, 'en-US')).toBe('$12,345.68')
    expect(formatUsd(Number.NaN, 'en-US')).toBe('$0.00')
    expect(formatUsd(12345.678, 'de-DE')).toBe('12.345,68\u00a0$')
  })
})

describe('warmFormatters', () => {
  it('behavior: once warmed, showing a last-known balance makes no Intl formatter (their making is the slow part)', () => {
    warmFormatters('ja-JP')
    const made: string[] = []
    const originals = {
      NumberFormat: Intl.NumberFormat,
      DateTimeFormat: Intl.DateTimeFormat,
      RelativeTimeFormat: Intl.RelativeTimeFormat,
    }
    // Each constructor as it is, noting what it made.
    for (const name of Object.keys(originals) as (keyof typeof originals)[]) {
      const Original = originals[name] as new (...args: unknown[]) => object
      Object.assign(Intl, {
        [name]: class extends Original {
          constructor(...args: unknown[]) {
            super(...args)
            made.push(name)
          }
        },
      })
    }
    try {
      const ja = { ...en, intlLocale: 'ja-JP' }
      const fetchedAt = new Date(2025, 0, 2, 9, 5).getTime()
      expect(formatAmount('1234500000000000000000', 18, 'ja-JP')).toBe('1,234.5')
      expect(formatUsd(2, 'ja-JP')).toBe('$2.00')
      expect(formatBalanceAge(ja, fetchedAt, fetchedAt + 5 * 60_000)).toBe('as of 9:05 · 5 分前')
      expect(made).toEqual([])
    } finally {
      Object.assign(Intl, originals)
    }
  })
})
