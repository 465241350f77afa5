import { expect, test } from 'vitest'
import { createSectionCatalog } from './sectionCatalog.ts'

const english = { hello: 'Hello' }
const chunks = (de: () => Promise<typeof english>) => ({
  es: de,
  'pt-BR': de,
  fr: de,
  de,
  'zh-CN': de,
  ja: de,
  ko: de,
  tr: de,
  ar: de,
})

test('default: English is here at once; another language loads its chunk once', async () => {
  let fetched = 0
  const catalog = createSectionCatalog(
    english,
    chunks(async () => {
      fetched += 1
      return { hello: 'Hallo' }
    }),
  )
  expect(catalog.loaded('en')).toBe(english)
  expect(catalog.loaded('de')).toBeUndefined()
  const [a, b] = await Promise.all([catalog.load('de'), catalog.load('de')])
  expect(a).toEqual({ hello: 'Hallo' })
  expect(b).toBe(a)
  expect(catalog.loaded('de')).toBe(a)
  expect(fetched).toBe(1)
})

test('behavior: offline, a chunk that cannot be fetched gives English, and keeps it (a suspended view renders)', async () => {
  let fetched = 0
  const catalog = createSectionCatalog(
    english,
    chunks(async () => {
      fetched += 1
      throw new TypeError('Failed to fetch dynamically imported module')
    }),
  )
  await expect(catalog.load('fr')).resolves.toBe(english)
  expect(catalog.loaded('fr')).toBe(english)
  await catalog.load('fr')
  expect(fetched).toBe(1)
})

test('behavior: one promise per locale, marked fulfilled once its texts are here, so a view reads them without suspending', async () => {
  const catalog = createSectionCatalog(
    english,
    chunks(async () => ({ hello: 'Merhaba' })),
  )
  expect(catalog.load('en')).toBe(catalog.load('en'))
  expect(catalog.load('en')).toMatchObject({ status: 'fulfilled', value: english })
  const turkish = catalog.load('tr')
  expect(turkish).not.toHaveProperty('status')
  await turkish
  expect(catalog.load('tr')).toBe(turkish)
  expect(turkish).toMatchObject({ status: 'fulfilled', value: { hello: 'Merhaba' } })
})
