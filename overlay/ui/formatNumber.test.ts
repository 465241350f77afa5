import { describe, expect, it } from 'vitest'
import { formatDecimal, formatUsd } from './formatNumber.ts'

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
