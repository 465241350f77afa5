import { describe, expect, test } from 'vitest'
import { isNameZone, isValidNameLabel, nameInZone } from './names.ts'

describe('isValidNameLabel', () => {
  test('default: letters, digits and hyphens of at least 4 characters', () => {
    expect(isValidNameLabel('carol')).toBe(true)
    expect(isValidNameLabel('Car-0l')).toBe(true)
    expect(isValidNameLabel('abcd')).toBe(true)
  })

  test('behavior: shorter names, dots, spaces, underscores and other letters are refused', () => {
    for (const label of ['abc', '', 'car.ol', 'car ol', 'car_ol', 'carolé', 'carol!', ' carol'])
      expect(isValidNameLabel(label), label).toBe(false)
  })
})

test('nameInZone: the lower-case label in the zone', () => {
  expect(nameInZone('Carol', 'devnet.id')).toBe('carol.devnet.id')
  expect(isNameZone('devnet.id')).toBe(true)
  expect(isNameZone('devnet')).toBe(false)
  expect(isNameZone('Devnet.id')).toBe(false)
})
