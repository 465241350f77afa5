import type { Messages } from '../../src/messages/en.ts'

/** 'November' (month 10) in the language of `intlLocale`. */
export function monthName(month: number, intlLocale: string): string {
  return new Date(2000, month, 1).toLocaleString(intlLocale, { month: 'long' })
}

/**
 * A wallet's name as a person reads it: its own, or the catalog's 'Browser Wallet' for the one that names itself
 * nothing (a legacy window.ethereum, whose connector has an empty name).
 */
export function walletName(m: Messages, name: string): string {
  return name || m.connect.browserWallet
}

/** Whether two CAIP addresses (or addresses) are the same; EVM addresses may differ in checksum casing. */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase()
}

/** Only image URLs a wallet modal may show: https, http (local services) and inline images. */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  return !!url && /^(https?:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i.test(url)
}
