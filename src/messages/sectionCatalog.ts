import type { Locale } from './locales.ts'

/** The texts of one view kept out of the UI chunk's catalog, by locale (src/messages/approve/ is one). */
export type SectionCatalog<T> = {
  /** The texts of `locale` when they are already here (English is, with the view that imports the section). */
  loaded(locale: Locale): T | undefined
  /** The texts of `locale`, loading its chunk once; English when that chunk cannot be fetched. */
  load(locale: Locale): Promise<T>
}

/**
 * A view's texts in every locale: English comes with the view's chunk (it imports `english`), each other locale is
 * its own chunk, fetched only by a tab that speaks it and shows the view. A chunk that cannot be fetched (offline
 * on a first visit) gives English rather than no view, for the rest of the tab's life: a view that suspends on
 * these texts renders again once they are here, and asking again then would suspend it forever.
 */
export function createSectionCatalog<T>(
  english: T,
  chunks: Record<Exclude<Locale, 'en'>, () => Promise<T>>,
): SectionCatalog<T> {
  const loaded = new Map<Locale, T>([['en', english]])
  // One promise per locale, marked as React marks the promises use() has seen: a view calls use() on every
  // render, and reads texts that are here (English, or a language preloaded) at once, without suspending.
  const ready = (promise: Promise<T>, texts: T) =>
    Object.assign(promise, { status: 'fulfilled', value: texts })
  const inEnglish = ready(Promise.resolve(english), english)
  const promises = new Map<Locale, Promise<T>>()
  const fetchChunk = (locale: Exclude<Locale, 'en'>) => {
    const keep = (texts: T) => {
      loaded.set(locale, texts)
      ready(fetched, texts)
      return texts
    }
    const fetched: Promise<T> = chunks[locale]().then(keep, () => keep(english))
    promises.set(locale, fetched)
    return fetched
  }
  return {
    loaded: (locale) => loaded.get(locale),
    load: (locale) => (locale === 'en' ? inEnglish : (promises.get(locale) ?? fetchChunk(locale))),
  }
}
