import { describe, expect, test } from 'vitest'
import { approveCatalog } from './approve/approveCatalog.ts'
import { approveMessages } from './approve/en.ts'
import { loadedMessages, loadMessages } from './catalogs.ts'
import type { Messages } from './en.ts'
import { en } from './en.ts'
import { LOCALES, type Locale, matchLocale, pickLocale, resolveLocale } from './locales.ts'
import { viewMessages } from './views/en.ts'
import { viewsCatalog } from './views/viewsCatalog.ts'

// Every catalog, loaded as a tab loads it (one chunk per locale).
async function allMessages(): Promise<[Locale, Messages][]> {
  return Promise.all(
    LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as [Locale, Messages]),
  )
}

// The shape of a catalog as paths: `account.balanceAge(2)` for a text with two parameters, `modal.back` for
// a plain one. Every locale must have exactly English's: none missing, none that nothing reads.
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}(${value.length})`]
  if (typeof value === 'string') return [path]
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key))
  return [`${path}: ${typeof value}`]
}

// Each text with parameters, called with markers: every marker must land in the sentence (a translation that
// drops the wallet's name or swaps two amounts' places would read, wrongly, as finished).
function placed(value: unknown, path = ''): Record<string, string[]> {
  if (typeof value === 'function') {
    const markers = Array.from({ length: value.length }, (_, i) => `⟦${i}⟧`)
    const text = String(value(...markers))
    // Parameters that are numbers (a count, a year) are called with a number marker.
    const numeric = Array.from({ length: value.length }, (_, i) => 9000 + i)
    const numericText = String(value(...numeric))
    return {
      [path]: markers.map((marker, i) =>
        text.includes(marker) || numericText.includes(String(numeric[i])) ? `${i}` : `missing ${i}`,
      ),
    }
  }
  if (typeof value === 'object' && value !== null)
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, v]) => placed(v, path ? `${path}.${key}` : key)),
    )
  return {}
}

// The plain texts of a catalog by path (texts with parameters are called with markers).
function placedTexts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value }
  if (typeof value === 'function')
    return { [path]: String(value(...Array.from({ length: value.length }, (_, i) => `⟦${i}⟧`))) }
  if (typeof value === 'object' && value !== null)
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, v]) => placedTexts(v, path ? `${path}.${key}` : key)),
    )
  return {}
}

describe('message catalogs', () => {
  test('behavior: every locale has exactly the English keys, each text with the same parameters', async () => {
    const catalogs = await allMessages()
    expect(new Set(catalogs.map(([, m]) => m)).size).toBe(LOCALES.length)
    const english = shape(en).sort()
    for (const [locale, messages] of catalogs) {
      expect(shape(messages).sort(), locale).toEqual(english)
    }
  })

  test('behavior: every parameter lands in each locale’s sentence', async () => {
    const catalogs = await allMessages()
    for (const [locale, messages] of catalogs) {
      for (const [path, marks] of Object.entries(placed(messages))) {
        expect(marks, `${locale} ${path}`).not.toContainEqual(expect.stringMatching(/^missing/))
      }
    }
  })

  test('behavior: the texts are translated, not English copied over (product names aside)', async () => {
    const catalogs = await allMessages()
    for (const [locale, messages] of catalogs) {
      if (locale === 'en') continue
      expect(messages.titles.connect, locale).not.toBe(en.titles.connect)
      expect(messages.modal.close, locale).not.toBe(en.modal.close)
      expect(messages.errors.RpcNotAllowedError, locale).not.toBe(en.errors.RpcNotAllowedError)
      expect(messages.page.connectWallet, locale).not.toBe(en.page.connectWallet)
      expect(messages.titles.walletConnect, locale).toBe('WalletConnect')
    }
    expect((await loadMessages('ar')).direction).toBe('rtl')
    expect(catalogs.filter(([, m]) => m.direction === 'rtl')).toHaveLength(1)
  })

  test('default: English is at hand; another catalog once loaded', async () => {
    expect(loadedMessages('en')).toBe(en)
    const de = await loadMessages('de')
    expect(loadedMessages('de')).toBe(de)
    expect(de.modal.close).toBe('Schließen')
  })
})

// A view's own texts (src/messages/sectionCatalog.ts) follow the same rules as the main catalog.
const SECTIONS = [
  {
    name: 'ApproveTransaction’s texts (src/messages/approve/)',
    catalog: approveCatalog,
    english: approveMessages,
  },
  { name: 'the later views’ texts (src/messages/views/)', catalog: viewsCatalog, english: viewMessages },
] as const

describe.each(SECTIONS)('$name', ({ catalog, english }) => {
  const all = () =>
    Promise.all(LOCALES.map(async (locale) => [locale, (await catalog.load(locale)) as unknown] as const))

  test('behavior: every locale has exactly the English keys, each text with the same parameters, placed, translated', async () => {
    const catalogs = await all()
    expect(new Set(catalogs.map(([, m]) => m)).size).toBe(LOCALES.length)
    const shapeOfEnglish = shape(english).sort()
    const englishTexts = new Set(Object.values(placedTexts(english)))
    for (const [locale, texts] of catalogs) {
      expect(shape(texts).sort(), locale).toEqual(shapeOfEnglish)
      for (const [path, marks] of Object.entries(placed(texts)))
        expect(marks, `${locale} ${path}`).not.toContainEqual(expect.stringMatching(/^missing/))
      if (locale === 'en') continue
      // Most texts differ from English (a few, like a product name or "OK", may not).
      const same = Object.values(placedTexts(texts)).filter((t) => englishTexts.has(t))
      expect(same.length, `${locale}: ${same.join(' | ')}`).toBeLessThan(
        Object.keys(placedTexts(texts)).length / 4,
      )
    }
  })

  test('default: English is at hand with the views; another language once its chunk is in', async () => {
    expect(catalog.loaded('en')).toBe(english)
    const ja = await catalog.load('ja')
    expect(catalog.loaded('ja')).toBe(ja)
    expect(ja).not.toBe(english)
  })
})

describe('locales', () => {
  test('default: a tag we have, else its language, else English', () => {
    expect(resolveLocale('pt-BR')).toBe('pt-BR')
    expect(resolveLocale('pt-PT')).toBe('pt-BR')
    expect(resolveLocale('ZH-cn')).toBe('zh-CN')
    expect(resolveLocale('zh-TW')).toBe('zh-CN')
    expect(resolveLocale('en-GB')).toBe('en')
    expect(resolveLocale('sw')).toBe('en')
    expect(resolveLocale(42)).toBe('en')
    expect(matchLocale('sw-KE')).toBeUndefined()
  })

  test('behavior: the host’s option wins; else the first browser language we speak; else English', () => {
    expect(pickLocale('de', ['ja-JP'])).toBe('de')
    expect(pickLocale(undefined, ['sw-KE', 'ja-JP', 'de'])).toBe('ja')
    expect(pickLocale(undefined, ['ar-EG'])).toBe('ar')
    expect(pickLocale(undefined, ['sw'])).toBe('en')
    expect(pickLocale(undefined, [])).toBe('en')
    // An option we have no catalog of is English, not the browser's: the host chose the language.
    expect(pickLocale('sw', ['ja'])).toBe('en')
  })
})
