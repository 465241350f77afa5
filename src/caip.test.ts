import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  caipAddressSchema,
  caipNetworkIdSchema,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.ts'
import { InvalidCaipError } from './errorClasses.ts'
import { NAMESPACES } from './types.ts'

const chars = (set: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...set.split('')), minLength: min, maxLength: max })
const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const namespace = fc.constantFrom(...NAMESPACES)
const reference = chars(`${alnum}-_`, 1, 32)
const address = chars(`${alnum}-.%`, 1, 128)

describe('CAIP network ids', () => {
  test('default: parses a known network id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').namespace).toBe('solana')
  })

  test('behavior: rejects with a message naming the bad input', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrow('Invalid CAIP identifier: "eip155"')
    expect(() => parseCaipNetworkId('foo:1')).toThrow(InvalidCaipError)
    expect(() => parseCaipNetworkId('eip155:')).toThrow(InvalidCaipError)
    expect(() => parseCaipNetworkId('eip155:1:2')).toThrow(InvalidCaipError)
  })

  test('property: format then parse gives the parts back', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, ref) => {
        const id = formatCaipNetworkId(ns, ref)
        expect(parseCaipNetworkId(id)).toEqual({ namespace: ns, reference: ref })
        expect(isCaipNetworkId(id)).toBe(true)
      }),
    )
  })

  test('property: random strings never throw anything but InvalidCaipError', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          parseCaipNetworkId(s)
        } catch (e) {
          expect(e).toBeInstanceOf(InvalidCaipError)
        }
      }),
    )
  })

  test('behavior: schema accepts ids and rejects others with a clear message', () => {
    expect(caipNetworkIdSchema.parse('eip155:31337')).toBe('eip155:31337')
    const result = caipNetworkIdSchema.safeParse('nope')
    expect(result.error?.issues[0]?.message).toBe('Invalid CAIP network id: "nope"')
  })
})

describe('CAIP addresses', () => {
  test('default: parses namespace, reference, address and network id', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xabc',
      caipNetworkId: 'eip155:1',
    })
  })

  test('behavior: needs exactly 3 non-empty parts and a known namespace', () => {
    for (const bad of ['eip155:1', 'eip155:1:', ':1:0xabc', 'eip155::0xabc', 'a:b:c:d', 'foo:1:0xabc', ''])
      expect(() => parseCaipAddress(bad), bad).toThrow(InvalidCaipError)
  })

  test('property: format then parse gives the parts back', () => {
    fc.assert(
      fc.property(namespace, reference, address, (ns, ref, addr) => {
        const caipAddress = formatCaipAddress(formatCaipNetworkId(ns, ref), addr)
        expect(parseCaipAddress(caipAddress)).toEqual({
          namespace: ns,
          reference: ref,
          address: addr,
          caipNetworkId: `${ns}:${ref}`,
        })
      }),
    )
  })

  test('property: random strings never throw anything but InvalidCaipError', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          parseCaipAddress(s)
        } catch (e) {
          expect(e).toBeInstanceOf(InvalidCaipError)
        }
        expect(typeof isCaipAddress(s)).toBe('boolean')
      }),
    )
  })

  test('behavior: schema accepts addresses and rejects others', () => {
    expect(caipAddressSchema.safeParse('solana:abc:xyz').success).toBe(true)
    expect(caipAddressSchema.safeParse(42).success).toBe(false)
  })
})
