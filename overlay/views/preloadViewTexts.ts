import { approveCatalog } from '../../src/messages/approve/approveCatalog.ts'
import type { Locale } from '../../src/messages/locales.ts'
import { socialCatalog } from '../../src/messages/social/socialCatalog.ts'
import { viewsCatalog } from '../../src/messages/views/viewsCatalog.ts'

/**
 * For a tab that speaks another language than English: fetches the texts of the views kept out of the UI chunk
 * (src/messages/sectionCatalog.ts) with those views after the first open, so none of them waits for its texts when
 * it first shows. The UI chunk imports this module on demand (its catalogs are the lazy views').
 */
export function preloadViewTexts(locale: Locale): Promise<unknown> {
  return Promise.all([viewsCatalog.load(locale), approveCatalog.load(locale), socialCatalog.load(locale)])
}
