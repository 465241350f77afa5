import { describe, expect, it } from 'vitest'
import { isSafeImageUrl, monthName } from './formatWallet.ts'

describe('formatWallet', () => {
  it('behavior: month names and safe image URLs', () => {
    expect(monthName(10, 'en-US')).toBe('November')
    expect(isSafeImageUrl('data:image/svg+xml;base64,AAA')).toBe(true)
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeImageUrl('https://x/y.png')).toBe(true)
  })
})
