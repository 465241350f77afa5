import { formatUnits } from 'viem'
import type { Messages } from '../../src/messages/en.ts'
import { formatDecimal } from './formatNumber.ts'

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

/** `HH:MM` in the person's local time. */
export function formatClock(timestamp: number): string {
  const date = new Date(timestamp)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** 'as of HH:MM · N min ago' (or '· just now' under a minute) for a last-known balance, in `m`'s words. */
export function formatBalanceAge(m: Messages, fetchedAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - fetchedAt) / 60_000)
  return m.account.balanceAge(formatClock(fetchedAt), minutes)
}
