const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** '$1,234.56'. */
export function formatUsd(value: number): string {
  return usd.format(Number.isFinite(value) ? value : 0)
}

/** A decimal quantity as people read it: at most 4 fraction digits (cut, never rounded up), zeros trimmed. */
export function formatQuantity(numeric: string): string {
  const [whole = '0', fraction = ''] = numeric.split('.')
  const kept = fraction.slice(0, 4).replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return kept ? `${grouped}.${kept}` : grouped
}

/** 'November' (month 10) in the language of `intlLocale`. */
export function monthName(month: number, intlLocale: string): string {
  return new Date(2000, month, 1).toLocaleString(intlLocale, { month: 'long' })
}

/** Whether two CAIP addresses (or addresses) are the same; EVM addresses may differ in checksum casing. */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase()
}

/** Only image URLs a wallet modal may show: https, http (local services) and inline images. */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  return !!url && /^(https?:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i.test(url)
}
