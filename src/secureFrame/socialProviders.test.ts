import { expect, test } from 'vitest'
import { inTelegram, socialsHiddenIn } from './socialProviders.ts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'

test('default: outside Telegram every provider shows', () => {
  for (const userAgent of [IPHONE, ANDROID, MAC, LINUX])
    expect(socialsHiddenIn({ userAgent, telegram: false })).toEqual([])
})

test('behavior: in Telegram, google is hidden on iOS, x on a Mac, facebook and x on Android (spec part 2)', () => {
  expect(socialsHiddenIn({ userAgent: IPHONE, telegram: true })).toEqual(['google'])
  expect(socialsHiddenIn({ userAgent: MAC, telegram: true })).toEqual(['x'])
  expect(socialsHiddenIn({ userAgent: ANDROID, telegram: true })).toEqual(['facebook', 'x'])
  expect(socialsHiddenIn({ userAgent: LINUX, telegram: true })).toEqual([])
})

test('default: Telegram’s in-app browser is known by its injected proxy or its name', () => {
  expect(inTelegram({ navigator: { userAgent: LINUX } })).toBe(false)
  expect(inTelegram({ navigator: { userAgent: LINUX }, TelegramWebviewProxy: {} })).toBe(true)
  expect(inTelegram({ navigator: { userAgent: `${ANDROID} Telegram-Android/10.0` } })).toBe(true)
})
