import { describe, expect, it } from 'vitest'
import { en } from '../../src/messages/en.ts'
import { isSafeImageUrl, monthName, walletName } from './formatWallet.ts'

describe('formatWallet', () => {
  it('behavior: month names and safe image URLs', () => {
    expect(monthName(10, 'en-US')).toBe('November')
    expect(isSafeImageUrl('data:image/svg+xml;base64,AAA')).toBe(true)
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeImageUrl('https://x/y.png')).toBe(true)
  })

  it('behavior: a wallet is shown by its own name; one that names itself nothing is the browser wallet', () => {
    expect(walletName(en, 'MetaMask')).toBe('MetaMask')
    expect(walletName(en, '')).toBe('Browser Wallet')
  })
})
