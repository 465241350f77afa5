import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isAddressFor, isEvmAddress, isSolanaAddress } from './address.ts'

const hex = '0123456789abcdefABCDEF'
const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const fromSet = (set: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...set.split('')), minLength: min, maxLength: max })

describe('isEvmAddress', () => {
  test('property: any 40 hex characters pass, with or without 0x', () => {
    fc.assert(
      fc.property(fromSet(hex, 40, 40), fc.boolean(), (body, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${body}` : body)).toBe(true)
      }),
    )
  })

  test('property: any other length fails', () => {
    fc.assert(
      fc.property(
        fromSet(hex, 0, 60).filter((s) => s.length !== 40),
        (body) => {
          expect(isEvmAddress(`0x${body}`)).toBe(false)
        },
      ),
    )
  })

  test('behavior: non-hex characters and non-strings fail', () => {
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(`0X${'a'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(42)).toBe(false)
  })
})

describe('isSolanaAddress', () => {
  test('property: 32 to 44 base58 characters pass', () => {
    fc.assert(
      fc.property(fromSet(base58, 32, 44), (s) => {
        expect(isSolanaAddress(s)).toBe(true)
      }),
    )
  })

  test('property: a character outside base58 fails', () => {
    fc.assert(
      fc.property(fromSet(base58, 31, 43), fc.constantFrom('0', 'O', 'I', 'l', '+'), (s, bad) => {
        expect(isSolanaAddress(`${s}${bad}`)).toBe(false)
      }),
    )
  })

  test('behavior: too short or too long fails', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })
})

describe('isAddressFor', () => {
  test('behavior: checks the shape of each namespace', () => {
    expect(isAddressFor('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isAddressFor('solana', 'So11111111111111111111111111111111111111112')).toBe(true)
    expect(isAddressFor('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(isAddressFor('bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isAddressFor('polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(isAddressFor('cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(true)
  })

  test('behavior: an address of one namespace is not one of another', () => {
    expect(isAddressFor('solana', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isAddressFor('eip155', 'So11111111111111111111111111111111111111112')).toBe(false)
    expect(isAddressFor('bip122', '')).toBe(false)
  })
})
