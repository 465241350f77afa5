import { expect, test } from 'vitest'
import { isOriginAllowed, originMatches } from './allowedOrigins.ts'

test('default: an exact origin matches itself only (scheme, host and port)', () => {
  expect(originMatches('https://app.example.com', 'https://app.example.com')).toBe(true)
  expect(originMatches('https://app.example.com', 'https://APP.example.com/')).toBe(true)
  expect(originMatches('http://app.example.com', 'https://app.example.com')).toBe(false)
  expect(originMatches('https://app.example.com:8443', 'https://app.example.com')).toBe(false)
  expect(originMatches('https://evil.com', 'https://app.example.com')).toBe(false)
})

test('behavior: a host wildcard stands for one or more labels, never for another domain', () => {
  expect(originMatches('https://a.example.com', 'https://*.example.com')).toBe(true)
  expect(originMatches('https://a.b.example.com', 'https://*.example.com')).toBe(true)
  expect(originMatches('https://example.com', 'https://*.example.com')).toBe(false)
  expect(originMatches('https://a.example.com.evil.io', 'https://*.example.com')).toBe(false)
  expect(originMatches('https://aexample.com', 'https://*.example.com')).toBe(false)
  expect(originMatches('http://a.example.com', 'https://*.example.com')).toBe(false)
})

test('behavior: a port wildcard stands for any port, or none', () => {
  expect(originMatches('http://127.0.0.1:5173', 'http://127.0.0.1:*')).toBe(true)
  expect(originMatches('http://127.0.0.1', 'http://127.0.0.1:*')).toBe(true)
  expect(originMatches('http://127.0.0.10:5173', 'http://127.0.0.1:*')).toBe(false)
})

test('behavior: the default ancestors are allowed whatever the list; an empty list allows nothing else', () => {
  expect(isOriginAllowed('http://localhost:3000', [])).toBe(true)
  expect(isOriginAllowed('https://preview-1.vercel.app', [])).toBe(true)
  expect(isOriginAllowed('https://my-site.pages.dev', [])).toBe(true)
  expect(isOriginAllowed('https://abc.ngrok-free.app', [])).toBe(true)
  expect(isOriginAllowed('https://secure-mobile.walletconnect.com', [])).toBe(true)
  expect(isOriginAllowed('http://127.0.0.1:5173', [])).toBe(false)
  expect(isOriginAllowed('https://shop.example', ['https://app.example'])).toBe(false)
  expect(isOriginAllowed('https://shop.example', ['https://app.example', 'https://shop.example'])).toBe(true)
})
