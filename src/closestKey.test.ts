import { describe, expect, test } from 'vitest'
import { closestKey } from './closestKey.ts'

const KNOWN = [
  'projectId',
  'networks',
  'defaultNetwork',
  'themeMode',
  'serviceUrls',
  'blockchainApi',
  'locale',
]

describe('closestKey', () => {
  test('default: a key spelt in the wrong case finds its known spelling', () => {
    expect(closestKey('projectid', KNOWN)).toBe('projectId')
    expect(closestKey('blockchainAPI', KNOWN)).toBe('blockchainApi')
  })

  test('behavior: a dropped, added, changed or swapped letter is a typo of the known key', () => {
    expect(closestKey('network', KNOWN)).toBe('networks')
    expect(closestKey('networkss', KNOWN)).toBe('networks')
    expect(closestKey('themeMod3', KNOWN)).toBe('themeMode')
    expect(closestKey('lcoale', KNOWN)).toBe('locale')
    expect(closestKey('servicesUrl', KNOWN)).toBe('serviceUrls')
  })

  test('behavior: a key unlike every known one suggests nothing', () => {
    expect(closestKey('colour', KNOWN)).toBeUndefined()
    expect(closestKey('x', KNOWN)).toBeUndefined()
    expect(closestKey('anything', [])).toBeUndefined()
  })
})
