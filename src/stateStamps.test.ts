import { expect, test } from 'vitest'
import { fieldsOf, isNewer, STAMPED_FIELDS } from './stateStamps.ts'

test('default: a later time is newer, whoever set it; no stamp is older than any', () => {
  expect(isNewer({ at: 2, by: 'a' }, { at: 1, by: 'z' })).toBe(true)
  expect(isNewer({ at: 1, by: 'z' }, { at: 2, by: 'a' })).toBe(false)
  expect(isNewer({ at: 0, by: 'a' }, undefined)).toBe(true)
})

test('behavior: at the same time the greater core id wins, the same on every core; a stamp is not newer than itself', () => {
  expect(isNewer({ at: 5, by: 'b' }, { at: 5, by: 'a' })).toBe(true)
  expect(isNewer({ at: 5, by: 'a' }, { at: 5, by: 'b' })).toBe(false)
  expect(isNewer({ at: 5, by: 'a' }, { at: 5, by: 'a' })).toBe(false)
})

test('default: the fields a patch sets, each namespace’s connection apart; an empty record of connections sets none', () => {
  expect(
    fieldsOf({
      balance: null,
      activeCaipNetworkId: 'eip155:1',
      connections: { solana: { status: 'disconnected' } },
    }),
  ).toEqual(['activeCaipNetworkId', 'balance', 'connections.solana'])
  expect(fieldsOf({ connections: {} })).toEqual([])
  expect(STAMPED_FIELDS).toContain('connections.eip155')
})
