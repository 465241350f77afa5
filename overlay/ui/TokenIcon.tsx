import { useState } from 'react'
import { isSafeImageUrl } from './formatWallet.ts'

/**
 * A token's picture. A token without one, or whose picture fails to load, gets a generated badge: the first
 * letters of its symbol on a colour drawn from `seed` (its contract address, else its symbol), so two tokens
 * without icons look different and the same token looks the same everywhere. Decorative: the token's name or
 * symbol is always written beside it.
 */
export function TokenIcon({
  symbol,
  iconUrl,
  seed,
  small,
}: {
  symbol: string
  iconUrl?: string | null | undefined
  seed?: string | null | undefined
  small?: boolean
}) {
  const [failedUrl, setFailedUrl] = useState<string>()
  const className = small ? 'wd-token-icon wd-token-icon-small' : 'wd-token-icon'
  if (isSafeImageUrl(iconUrl) && failedUrl !== iconUrl)
    return <img className={className} src={iconUrl} alt="" onError={() => setFailedUrl(iconUrl)} />
  return (
    <span
      className={`${className} wd-token-badge`}
      style={{ backgroundColor: badgeColor(seed || symbol) }}
      aria-hidden="true"
      data-testid="token-badge"
    >
      {badgeLetters(symbol)}
    </span>
  )
}

/** Up to three letters or digits of the symbol (whole characters, so an emoji or a CJK symbol is not cut). */
export function badgeLetters(symbol: string): string {
  const letters = [...symbol.normalize('NFC')].filter((c) => /[\p{L}\p{N}]/u.test(c))
  return (
    letters
      .slice(0, letters.length > 3 ? 1 : 3)
      .join('')
      .toUpperCase() || '?'
  )
}

/**
 * A colour for `seed`: its hue from a hash of the text (FNV-1a), dark enough (30 % lightness) that the white
 * letters keep a 4.5:1 contrast on every hue, as axe checks.
 */
export function badgeColor(seed: string): string {
  let hash = 0x811c9dc5
  for (const char of seed.toLowerCase()) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193)
  return `hsl(${(hash >>> 0) % 360} 50% 30%)`
}
