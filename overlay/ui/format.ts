import { formatUnits } from 'viem'
import type { Messages } from '../../src/messages/en.ts'

/** `0x1234…abcd`: the first 6 and last 4 characters of an address. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** An amount in base units as people read it in `intlLocale` (formatDecimal: grouped, at most 4 digits, cut). */
export function formatAmount(raw: string, decimals: number, intlLocale: string): string {
  let value: bigint
  try {
    value = BigInt(raw)
  } catch {
    return formatDecimal('0', intlLocale)
  }
  return formatDecimal(formatUnits(value, decimals), intlLocale)
}

/** The time of day of `timestamp` in the person's local time, as `intlLocale` writes it ('9:05 AM', '09:05'). */
export function formatClock(timestamp: number, intlLocale: string): string {
  return cached(
    `clock:${intlLocale}`,
    () => new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', minute: '2-digit' }),
  ).format(timestamp)
}

const MINUTE_MS = 60_000
const HOUR_MINUTES = 60
const DAY_MINUTES = 24 * HOUR_MINUTES

/**
 * How long ago `fetchedAt` was, in `m`'s language: 'just now' under a minute, then whole minutes, hours or days
 * through Intl.RelativeTimeFormat ('5 min. ago', 'vor 2 Std.', '3 日前').
 */
export function formatAge(m: Messages, fetchedAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - fetchedAt) / MINUTE_MS)
  if (minutes < 1) return m.account.justNow
  const relative = cached(
    `age:${m.intlLocale}`,
    () => new Intl.RelativeTimeFormat(m.intlLocale, { style: 'short' }),
  )
  if (minutes < HOUR_MINUTES) return relative.format(-minutes, 'minute')
  if (minutes < DAY_MINUTES) return relative.format(-Math.floor(minutes / HOUR_MINUTES), 'hour')
  return relative.format(-Math.floor(minutes / DAY_MINUTES), 'day')
}

/** 'as of 9:05 AM · 5 min. ago' (or '· just now' under a minute) for a last-known balance, in `m`'s words. */
export function formatBalanceAge(m: Messages, fetchedAt: number, now: number): string {
  return m.account.balanceAge(formatClock(fetchedAt, m.intlLocale), formatAge(m, fetchedAt, now))
}

// Every number the modal shows goes through here, so the balance, the token list, Activity, Send and the
// approval warning group and cut digits alike, in the person's locale (grouping, decimal sign, digits).

/** Most fraction digits an amount shows; more are cut, never rounded up (the modal never shows more than held). */
export const MAX_FRACTION_DIGITS = 4
const DECIMAL = /^-?\d+(\.\d+)?$/

// Made once per locale: the first Intl formatter of a page loads the locale's data, which took 40-80 ms of the
// click that opened the modal on the 2-core bench machine (warmFormatters does it ahead of that click).
const formatters = new Map<string, unknown>()

function cached<T>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined
  if (!format) {
    format = make()
    formatters.set(key, format)
  }
  return format
}

function formatter(kind: 'decimal' | 'usd', intlLocale: string): Intl.NumberFormat {
  return cached(`${kind}:${intlLocale}`, () =>
    kind === 'usd'
      ? new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'USD' })
      : new Intl.NumberFormat(intlLocale, {
          maximumFractionDigits: MAX_FRACTION_DIGITS,
          roundingMode: 'trunc',
        }),
  )
}

/**
 * Makes the formatters the Account view's first render uses (amounts, dollars, the time and age of a last-known
 * balance) ahead of time, for a tab whose first open will show Account: the click then only renders.
 */
export function warmFormatters(intlLocale: string): void {
  formatter('decimal', intlLocale)
  formatter('usd', intlLocale)
  formatClock(0, intlLocale)
  cached(`age:${intlLocale}`, () => new Intl.RelativeTimeFormat(intlLocale, { style: 'short' }))
}

/**
 * A decimal string ('10000.123456', as the services and formatUnits give them) as people read it in
 * `intlLocale`: grouped, at most 4 fraction digits, zeros trimmed. Formatted from the string, so amounts beyond
 * a double's precision stay exact. Anything that is not a decimal shows as 0.
 */
export function formatDecimal(numeric: string, intlLocale: string): string {
  const value = DECIMAL.test(numeric) ? (numeric as Intl.StringNumericLiteral) : '0'
  return formatter('decimal', intlLocale).format(value)
}

/** A US dollar value in `intlLocale` ('$12,345.68' in en-US); a value that is not finite shows as 0. */
export function formatUsd(value: number, intlLocale: string): string {
  return formatter('usd', intlLocale).format(Number.isFinite(value) ? value : 0)
}
