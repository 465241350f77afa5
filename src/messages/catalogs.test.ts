import { describe, expect, test } from 'vitest'
import { approveCatalog } from './approve/approveCatalog.ts'
import { approveMessages } from './approve/en.ts'
import { loadedMessages, loadMessages } from './catalogs.ts'
import type { Messages } from './en.ts'
import { en } from './en.ts'
import { LOCALES, type Locale, matchLocale, pickLocale, resolveLocale } from './locales.ts'
import { socialMessages } from './social/en.ts'
import { socialCatalog } from './social/socialCatalog.ts'
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
  {
    name: 'the social login’s texts (src/messages/social/)',
    catalog: socialCatalog,
    english: socialMessages,
  },
] as const

describe.each(SECTIONS)('$name', ({ catalog, english }) => {
  const all = () =>
    Promise.all(LOCALES.map(async (locale) => [locale, (await catalog.load(locale)) as unknown] as const))

  test('behavior: every locale has exactly the English keys, each text with the same parameters, placed', async () => {
    const catalogs = await all()
    expect(new Set(catalogs.map(([, m]) => m)).size).toBe(LOCALES.length)
    const shapeOfEnglish = shape(english).sort()
    for (const [locale, texts] of catalogs) {
      expect(shape(texts).sort(), locale).toEqual(shapeOfEnglish)
      for (const [path, marks] of Object.entries(placed(texts)))
        expect(marks, `${locale} ${path}`).not.toContainEqual(expect.stringMatching(/^missing/))
    }
  })

  test('default: English is at hand with the views; another language once its chunk is in', async () => {
    expect(catalog.loaded('en')).toBe(english)
    const ja = await catalog.load('ja')
    expect(catalog.loaded('ja')).toBe(ja)
    expect(ja).not.toBe(english)
  })
})

// Texts a locale may share with English; any other text equal to English fails the test below (a text left in
// English when a feature was added). Kept short, each group with its reason.
/** Names, the same in every language: the protocol's, the networks' and the ecosystems', Safe's opcode. */
const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  'WalletConnect',
  'EVM',
  'Solana',
  'Bitcoin',
  'Polkadot',
  'Cosmos',
  'Safe delegatecall',
]
/** Words that are the language's own for the thing, spelt as in English (loanwords, cognates, abbreviations). */
const SAME_IN: Partial<Record<Locale, readonly string[]>> = {
  es: ['Token', 'Tokens', 'Token: ⟦0⟧', 'App', 'Total'],
  'pt-BR': ['Token', 'Tokens', 'Token: ⟦0⟧', 'NFTs', 'App', 'Total'],
  fr: ['Code', 'Max', 'Total', 'Suggestions', 'Destination', 'Collection', 'Type'],
  de: ['Wallets', 'Code', 'Name', 'NFTs', 'Token', 'Token: ⟦0⟧', 'Operator', 'App'],
  tr: ['Token', 'Token: ⟦0⟧', 'Program'],
}
/** Settings of a catalog, not texts a person reads. */
const NOT_TEXT = new Set(['intlLocale', 'direction'])

// Every catalog a locale has: the tab's and each view's own texts.
const CATALOGS: { name: string; english: unknown; load(locale: Locale): Promise<unknown> }[] = [
  { name: 'catalog', english: en, load: loadMessages },
  ...SECTIONS.map(({ name, catalog, english }) => ({ name, english, load: (l: Locale) => catalog.load(l) })),
]

// A text with no letter outside its parameters is a format (' · ', '≈ ⟦0⟧ ⟦1⟧'): there is nothing to translate.
const isFormat = (text: string) => !/\p{L}/u.test(text.replace(/⟦\d+⟧/g, ''))

/** The texts of every catalog of `locale` that read exactly as English's, by catalog and path. */
async function sameAsEnglish(locale: Locale): Promise<{ where: string; text: string }[]> {
  const same: { where: string; text: string }[] = []
  for (const { name, english, load } of CATALOGS) {
    const englishTexts = placedTexts(english)
    for (const [path, text] of Object.entries(placedTexts(await load(locale))))
      if (!NOT_TEXT.has(path) && text === englishTexts[path] && !isFormat(text))
        same.push({ where: `${name} ${path}`, text })
  }
  return same
}

describe('translations', () => {
  test.each(LOCALES.filter((l) => l !== 'en'))(
    'behavior: %s has no UI text left in English but the allowed names and words',
    async (locale) => {
      const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...(SAME_IN[locale] ?? [])])
      const untranslated = (await sameAsEnglish(locale)).filter(({ text }) => !allowed.has(text))
      expect(untranslated.map(({ where, text }) => `${where}: ${text}`)).toEqual([])
    },
  )

  test('behavior: the allow-list holds only texts some catalog shares with English (no stale entry)', async () => {
    const shared = new Map<Locale, Set<string>>()
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      shared.set(locale, new Set((await sameAsEnglish(locale)).map(({ text }) => text)))
    for (const [locale, words] of Object.entries(SAME_IN) as [Locale, readonly string[]][])
      for (const word of words) expect(shared.get(locale)?.has(word), `${locale}: ${word}`).toBe(true)
    const anywhere = new Set([...shared.values()].flatMap((texts) => [...texts]))
    for (const name of SAME_IN_EVERY_LANGUAGE) expect(anywhere.has(name), name).toBe(true)
  })

  test('error: a text left in English is caught, a format or an allowed name is not', () => {
    expect(isFormat('⟦0⟧ ⟦1⟧')).toBe(true)
    expect(isFormat(' · ')).toBe(true)
    expect(isFormat('Total ⟦0⟧')).toBe(false)
    expect(isFormat('合计')).toBe(false)
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
