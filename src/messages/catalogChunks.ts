import type { Messages } from './en.ts'
import type { Locale } from './locales.ts'

// Every catalog but English is a chunk of its own, fetched only by a tab that speaks it, so nine languages
// cost the others nothing. Apart from catalogs.ts (which holds English) so the loader can fetch a language's
// button texts without English's whole catalog.
const CHUNKS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('./es.ts'),
  'pt-BR': () => import('./ptBR.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  'zh-CN': () => import('./zhCN.ts'),
  ja: () => import('./ja.ts'),
  ko: () => import('./ko.ts'),
  tr: () => import('./tr.ts'),
  ar: () => import('./ar.ts'),
}

/** Fetches the catalog chunk of a locale other than English (catalogs.ts loadMessages caches it). */
export function loadCatalogChunk(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  return CHUNKS[locale]().then((chunk) => chunk.messages)
}
