import { ICON_DATA_URL_MAX_CHARS, WALLET_LINK_MAX_CHARS } from './constants.ts'
import { isHiddenCodePoint } from './displayText.ts'

// Schemes a browser runs, reads locally or keeps internal: a wallet link naming one could run script in the
// page or read the person's files, so it is never opened. Any other scheme is a wallet app's own (metamask:,
// trust:, ...) and is handed to the system.
const REFUSED_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'ws',
  'wss',
  'ftp',
])

// Plain http only reaches a wallet on this machine (a local test wallet); elsewhere it could be rewritten on the way.
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

// A link as the URL parser reads it (WHATWG URL): tabs and newlines dropped anywhere, C0 controls and spaces
// dropped at both ends.
function asParsed(raw: string): string {
  const kept = Array.from(raw).filter((ch) => ch !== '\t' && ch !== '\n' && ch !== '\r')
  const outer = (ch: string | undefined) => ch !== undefined && (ch.codePointAt(0) ?? 0) <= 0x20
  while (outer(kept[0])) kept.shift()
  while (outer(kept[kept.length - 1])) kept.pop()
  return kept.join('')
}

// Bidi and other invisible controls left inside: a link showing them could read differently from where it goes.
const hasHidden = (link: string) => Array.from(link).some((ch) => isHiddenCodePoint(ch.codePointAt(0) ?? 0))

/**
 * A wallet link (deep link, universal link, web app) as the browser would read it, or undefined when it must not
 * be opened. Like the URL parser, it drops tabs and newlines anywhere and leading or trailing spaces and
 * controls, so ` JavaScript:` and `java\tscript:` are refused just as `javascript:` is (any letter case).
 */
export function safeWalletLink(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  if (raw.length > WALLET_LINK_MAX_CHARS) return undefined
  const link = asParsed(raw)
  if (!link || hasHidden(link)) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase()
  if (!scheme || REFUSED_SCHEMES.has(scheme)) return undefined
  if (scheme === 'https' || scheme === 'http') {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      return undefined
    }
    if (scheme === 'http' && !LOOPBACK_HOST.test(url.hostname)) return undefined
  }
  return link
}

/**
 * An icon address the modal may show: https (http on this machine only), or an image data URL no longer than
 * ICON_DATA_URL_MAX_CHARS; anything else is undefined (the wallet's initial shows instead).
 */
export function safeImageUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const url = raw.trim()
  if (/^data:/i.test(url))
    return /^data:image\/[\w.+-]+(;[\w=.+-]+)*(;base64)?,/i.test(url) && url.length <= ICON_DATA_URL_MAX_CHARS
      ? url
      : undefined
  return /^https?:/i.test(url) ? safeWalletLink(url) : undefined
}
