import fc from 'fast-check'
import { expect, test } from 'vitest'
import { PAIRING_EXPIRY_MS } from './constants.ts'
import {
  formatWalletLink,
  isPairingExpired,
  parseWalletConnectUri,
  reusesPairingLinks,
  shouldReusePairing,
  type WalletConnectView,
} from './walletConnect.ts'

const TOPIC = 'a'.repeat(64)
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1700000300`

test('default: accepts a v2 pairing URI and names the first problem of a malformed one', () => {
  expect(parseWalletConnectUri(URI)).toEqual({ ok: true, uri: URI })
  expect(parseWalletConnectUri('https://example.com')).toEqual({
    ok: false,
    issue: 'not a WalletConnect v2 pairing URI',
  })
  expect(parseWalletConnectUri(`wc:${TOPIC}@2?relay-protocol=irn`)).toEqual({
    ok: false,
    issue: 'the pairing URI lacks its key or relay protocol',
  })
  expect(parseWalletConnectUri(42).ok).toBe(false)
})

test('behavior: a pairing counts as expired within 10 s of its end', () => {
  const start = 1_000_000
  const expiresAt = start + PAIRING_EXPIRY_MS
  expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false)
  expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true)
  expect(isPairingExpired(expiresAt, expiresAt + 1)).toBe(true)
})

test('behavior: reuses a pairing within 10 s of expiry only on Telegram or iOS Safari', () => {
  const view: WalletConnectView = { status: 'ready', attempt: 1, uri: URI, expiresAt: 300_000 }
  expect(shouldReusePairing({ view, reuseAllowed: true, now: 289_999 })).toBe(true)
  expect(shouldReusePairing({ view, reuseAllowed: true, now: 290_000 })).toBe(false)
  expect(shouldReusePairing({ view, reuseAllowed: false, now: 100 })).toBe(false)
  expect(shouldReusePairing({ view: { status: 'idle' }, reuseAllowed: true, now: 100 })).toBe(false)
  const iosSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
  expect(reusesPairingLinks(iosSafari, false)).toBe(true)
  expect(reusesPairingLinks(iosSafari.replace('Version/17.0', 'CriOS/120.0'), false)).toBe(false)
  expect(reusesPairingLinks('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36', false)).toBe(false)
  expect(reusesPairingLinks('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile', true)).toBe(true)
})

test('behavior: formats app-scheme and universal links with the encoded URI', () => {
  expect(formatWalletLink('basaltwallet://', URI)).toBe(`basaltwallet://wc?uri=${encodeURIComponent(URI)}`)
  expect(formatWalletLink('basaltwallet:', URI)).toBe(`basaltwallet://wc?uri=${encodeURIComponent(URI)}`)
  expect(formatWalletLink('https://aurora.example/app', URI)).toBe(
    `https://aurora.example/app/wc?uri=${encodeURIComponent(URI)}`,
  )
  expect(formatWalletLink('http://127.0.0.1:5174/', URI)).toBe(
    `http://127.0.0.1:5174/wc?uri=${encodeURIComponent(URI)}`,
  )
  fc.assert(
    fc.property(fc.string(), (text) => {
      const link = formatWalletLink('https://w.example', text)
      expect(new URL(link).searchParams.get('uri')).toBe(text)
    }),
  )
})
