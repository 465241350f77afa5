/** The locales Walletdock has a message catalog for. */
export const LOCALES = ['en'] as const

/** A locale Walletdock speaks. */
export type Locale = (typeof LOCALES)[number]

/** The locale of a host that sets none, and of one that asks for a language we have no catalog of. */
export const DEFAULT_LOCALE: Locale = 'en'

/** A BCP 47 language tag as hosts write them: `en`, `pt-BR`, `zh-Hant-TW`. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i

/**
 * The locale to speak for a host's `locale` option: the tag itself when we have it, else its language
 * (`en-GB` → `en`), else DEFAULT_LOCALE. A host often passes `navigator.language`, and a person is better
 * served by English than by a modal that refuses to start. Plain checks: the loader and the UI chunk use it.
 */
export function resolveLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE
  const tag = value.toLowerCase()
  const language = tag.split('-')[0]
  return LOCALES.find((l) => l.toLowerCase() === tag) ?? LOCALES.find((l) => l === language) ?? DEFAULT_LOCALE
}
