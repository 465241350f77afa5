import { DISPLAY_TEXT_MAX } from './constants.ts'

/**
 * Whether a code point is a control or an invisible format character: C0/C1 controls, DEL, the bidi controls
 * (U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069), zero-width characters, line/paragraph separators and the
 * BOM. Bidi controls can make `0xdead…` read as something else; the others hide or break text.
 */
export function isHiddenCodePoint(c: number): boolean {
  return (
    c <= 0x1f ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0x061c ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0xfeff
  )
}

/** What a display string is: a name (wallet, peer, token), a token symbol, or free text (messages, typed data). */
export type DisplayKind = keyof typeof DISPLAY_TEXT_MAX

/**
 * Text from outside (wallets, tokens, peers, typed data) made safe to show: tabs and line breaks become spaces,
 * every other hidden character is removed, and it is cut to the kind's length with an ellipsis. The one place
 * where such text is cleaned, so every view shows it the same way. Never throws; a non-string shows as ''.
 */
export function displayText(raw: unknown, kind: DisplayKind = 'text'): string {
  if (typeof raw !== 'string') return ''
  let clean = ''
  for (const ch of raw) {
    const code = ch.codePointAt(0) ?? 0
    if (code === 0x09 || code === 0x0a || code === 0x0d) clean += ' '
    else if (!isHiddenCodePoint(code)) clean += ch
  }
  clean = clean.trim()
  const max = DISPLAY_TEXT_MAX[kind]
  // Cut by code points, so an emoji or other astral character is never split in half.
  const chars = Array.from(clean)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean
}
