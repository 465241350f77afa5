import { en, type Messages } from './en.ts'
import type { Locale } from './locales.ts'

// English comes with the UI chunk (a first open in English waits for nothing more); the others are fetched
// by catalogChunks.ts.
const loaded = new Map<Locale, Messages>([['en', en]])
const loading = new Map<Locale, Promise<Messages>>()

/** The catalog of `locale` when it is already here (English always is), so a render need not wait. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale)
}

/**
 * The catalog of `locale`, loading its chunk once. A chunk that cannot be fetched (offline on a first visit)
 * gives English, and is tried again on the next call: a modal in English beats none.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded.get(locale)
  if (ready || locale === 'en') return Promise.resolve(ready ?? en)
  let pending = loading.get(locale)
  if (!pending) {
    pending = import('./catalogChunks.ts')
      .then((chunks) => chunks.loadCatalogChunk(locale))
      .then(
        (messages) => {
          loaded.set(locale, messages)
          return messages
        },
        () => {
          loading.delete(locale)
          return en
        },
      )
    loading.set(locale, pending)
  }
  return pending
}
