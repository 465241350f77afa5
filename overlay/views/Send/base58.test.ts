import bs58 from 'bs58'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeBase58 } from './base58.ts'

test('default: decodes Solana addresses and signatures as bs58 does', () => {
  for (const text of [
    'ERdKADGhKfoSGyG8m3osqKNdg6v2vWv9WWDEMjaabxHt',
    '11111111111111111111111111111111',
    '3G9gMerLJkLsfsaPTPUBE7V2VXwKg3sbP3CjGwJ7GPfmvmJgnuLTeNBnyMtws6RXzvaZK1axh7UtZxxc1KWALDYr',
    '',
  ])
    expect(decodeBase58(text)).toEqual(bs58.decode(text))
  expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
})

test('behavior: text with characters outside base58 (0, O, I, l, punctuation) is not base58', () => {
  for (const text of ['0abc', 'O', 'I', 'l', 'abc-def', '0x70997970'])
    expect(decodeBase58(text)).toBeUndefined()
})

test('property: round-trips any bytes bs58 encodes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
      expect(decodeBase58(bs58.encode(bytes))).toEqual(bytes)
    }),
  )
})
