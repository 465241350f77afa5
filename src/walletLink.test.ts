import { describe, expect, test } from 'vitest'
import { ICON_DATA_URL_MAX_CHARS } from './constants.ts'
import { safeImageUrl, safeWalletLink } from './walletLink.ts'

describe('safeWalletLink', () => {
  test('default: app schemes, universal links and loopback web wallets are kept', () => {
    for (const link of [
      'metamask://',
      'trust:',
      'rainbow://wc',
      'https://metamask.app.link/',
      'https://web.wallet.example/app?x=1',
      'http://127.0.0.1:5174/',
      'http://localhost:3000/',
    ])
      expect(safeWalletLink(link), link).toBe(link)
    // Surrounding spaces are dropped, as the browser would.
    expect(safeWalletLink('  metamask://  ')).toBe('metamask://')
  })

  test('bad input storage: script, data, file and browser-internal schemes are refused however they are spelled', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'jav\r\nascript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u0001 javascript:alert(1)',
      'VBScript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'blob:https://example.com/uuid',
      'about:blank',
      'view-source:https://example.com',
      'chrome-extension://abc/page.html',
    ])
      expect(safeWalletLink(link), JSON.stringify(link)).toBeUndefined()
  })

  test('bad input storage: hidden controls, no scheme, plain http off this machine and non-strings are refused', () => {
    for (const link of [
      'metamask\u202e://',
      'https://wallet.example/\u200bapp',
      'meta\u0007mask://',
      '//wallet.example/',
      'wallet.example',
      '',
      '   ',
      'http://wallet.example/',
      'https://',
      `https://wallet.example/${'a'.repeat(2048)}`,
      42,
      null,
      { href: 'metamask://' },
    ])
      expect(safeWalletLink(link), JSON.stringify(link)).toBeUndefined()
  })
})

describe('safeImageUrl', () => {
  test('default: https, loopback http and image data URLs are kept', () => {
    for (const url of [
      'https://cdn.wallet.example/icon.png',
      'http://127.0.0.1:8552/getWalletImage/x',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png;base64,iVBORw0KGgo=',
    ])
      expect(safeImageUrl(url), url).toBe(url)
  })

  test('bad input wallet-replies: script URLs, non-image data, too large data URLs are dropped', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'http://icons.example/icon.png',
      `data:image/png;base64,${'A'.repeat(ICON_DATA_URL_MAX_CHARS)}`,
      'metamask://icon',
      7,
    ])
      expect(safeImageUrl(url), String(url).slice(0, 40)).toBeUndefined()
  })
})
