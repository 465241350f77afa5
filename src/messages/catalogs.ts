import { en, type Messages } from './en.ts'
import { type Locale, resolveLocale } from './locales.ts'

// One catalog per locale; issue #16 adds its languages here (and to LOCALES and pageMessages.ts).
const CATALOGS: Record<Locale, Messages> = { en }

/** The catalog for a host's `locale` option (resolved as resolveLocale does). */
export function messagesFor(locale: unknown): Messages {
  return CATALOGS[resolveLocale(locale)]
}
