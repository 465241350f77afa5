import { describe, expect, it } from 'vitest'
import { formatQuantity, formatUsd, isSafeImageUrl, monthName } from './formatWallet.ts'

describe('formatWallet', () => {
  it('default: USD with cents and grouping', () => {
    expect(formatUsd(12345.678)).toBe('$12,345.68')
    expect(formatUsd(Number.NaN)).toBe('$0.00')
  })
  it('behavior: quantities keep at most 4 fraction digits, cut', () => {
    expect(formatQuantity('10000')).toBe('10,000')
    expect(formatQuantity('0.123456')).toBe('0.1234')
    expect(formatQuantity('1.50')).toBe('1.5')
  })
  it('behavior: month names and safe image URLs', () => {
    expect(monthName(10, 'en-US')).toBe('November')
    expect(isSafeImageUrl('data:image/svg+xml;base64,AAA')).toBe(true)
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeImageUrl('https://x/y.png')).toBe(true)
  })
})
