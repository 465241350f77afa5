// The origin allow-list of a project (spec part 5): the origins its settings list, with wildcards, plus the
// default ancestors every project allows (development and preview hosts, and the two secure-mobile hosts).

/** Spec part 5 'Default ancestors': localhost, pages, vercel, ngrok and two secure-mobile hosts. */
export const DEFAULT_ANCESTOR_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
]

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether `origin` matches one entry: an exact origin, or a pattern whose `*` stands for one or more host labels
 * (`https://*.example.com`) or, after a colon, for any port or none (`http://127.0.0.1:*`).
 */
export function originMatches(origin: string, pattern: string): boolean {
  const wanted = pattern.trim().toLowerCase().replace(/\/+$/, '')
  const site = origin.toLowerCase()
  if (!wanted.includes('*')) return wanted === site
  const source = escapeRegExp(wanted)
    .replace(/:\*$/, '(?::\\d+)?')
    .replace(/\*/g, '[a-z0-9-]+(?:\\.[a-z0-9-]+)*')
  return new RegExp(`^${source}$`).test(site)
}

/** Whether the site's origin is allowed: by the project's list (an error reply counts as none) or a default. */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return [...allowedOrigins, ...DEFAULT_ANCESTOR_ORIGINS].some((pattern) => originMatches(origin, pattern))
}
