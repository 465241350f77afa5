import { describe, expect, test } from 'vitest'
import { goodEntries, walletLinkSchema } from './walletLinkSchemas.ts'
import { z } from './zod.ts'

describe('goodEntries', () => {
  test('bad input storage: bad entries are skipped and good ones kept, in order', () => {
    const schema = goodEntries(z.object({ name: z.string(), link: walletLinkSchema }))
    expect(
      schema.parse([
        { name: 'A', link: 'metamask://' },
        { name: 7 },
        'garbage',
        { name: 'B', link: ' JavaScript:alert(1)' },
        { name: 'C' },
      ]),
    ).toEqual([{ name: 'A', link: 'metamask://' }, { name: 'B', link: undefined }, { name: 'C' }])
  })
})
