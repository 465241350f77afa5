/** The locales Walletdock has a message catalog for; English is the one every other falls back to. */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'zh-CN', 'ja', 'ko', 'tr', 'ar'] as const

/** A locale Walletdock speaks. */
export type Locale = (typeof LOCALES)[number]

/** The locale of a host that sets none, and of one that asks for a language we have no catalog of. */
export const DEFAULT_LOCALE: Locale = 'en'

/** A BCP 47 language tag as hosts write them: `en`, `pt-BR`, `zh-Hant-TW`. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i

/**
 * The catalog for a language tag: the tag itself when we have it, else one of its language (`en-GB` → `en`,
 * `pt-PT` → `pt-BR`, `zh-TW` → `zh-CN`), else undefined. Plain checks: the loader and the UI chunk use it.
 */
export function matchLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined
  const tag = value.toLowerCase()
  const language = tag.split('-')[0]
  return LOCALES.find((l) => l.toLowerCase() === tag) ?? LOCALES.find((l) => l.split('-')[0] === language)
}

/**
 * The locale to speak for a host's `locale` option (matchLocale), else DEFAULT_LOCALE. A host often passes
 * `navigator.language`, and a person is better served by English than by a modal that refuses to start.
 */
export function resolveLocale(value: unknown): Locale {
  return matchLocale(value) ?? DEFAULT_LOCALE
}

/**
 * The locale a tab speaks: the host's `locale` option when it set one, else the first of the browser's
 * languages (navigator.languages, in the person's order of preference) we have a catalog of, else English.
 */
export function pickLocale(option: unknown, languages: readonly string[] = []): Locale {
  // An option that names no catalog is English, not the browser's language: the host chose.
  for (const language of option === undefined ? languages : [option]) {
    const locale = matchLocale(language)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}
