import { expect, test } from 'vitest'
import { pushRecentWallet } from './recentWallets.ts'

const w = (connectorId: string) => ({ connectorId, name: connectorId })

test('behavior: the newest wallet goes first and the list is capped at 2', () => {
  expect(pushRecentWallet([w('a'), w('b')], w('c'))).toEqual([w('c'), w('a')])
})

test('behavior: reconnecting with a recent wallet moves it to the front without duplicating it', () => {
  expect(pushRecentWallet([w('a'), w('b')], w('b'))).toEqual([w('b'), w('a')])
})
