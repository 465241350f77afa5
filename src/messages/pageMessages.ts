import { enPage, type PageMessages } from './enPage.ts'
import { type Locale, resolveLocale } from './locales.ts'

const PAGE: Record<Locale, PageMessages> = { en: enPage }

/** The page texts for a host's `locale` option (resolved as resolveLocale does). */
export function pageMessagesFor(locale: unknown): PageMessages {
  return PAGE[resolveLocale(locale)]
}
