import { formatUnits } from 'viem'
import type { Messages } from '../../src/messages/en.ts'

const MAX_FRACTION_DIGITS = 4

/** `0x1234…abcd`: the first 6 and last 4 characters of an address. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * An amount in base units as people read it: at most 4 fraction digits, trailing zeros trimmed.
 * Digits past the fourth are cut, not rounded, so the modal never shows more than the wallet holds.
 */
export function formatAmount(raw: string, decimals: number): string {
  let value: bigint
  try {
    value = BigInt(raw)
  } catch {
    return '0'
  }
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const kept = fraction.slice(0, MAX_FRACTION_DIGITS).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
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
