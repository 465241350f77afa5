import { describe, expect, test } from 'vitest'
import {
  activeNamespaceRecord,
  balanceCacheRecord,
  connectionStatusRecord,
  connectorIdsRecord,
  defineRecord,
  lastUsedChainRecord,
  recentWalletsRecord,
} from './records.ts'
import { z } from './zod.ts'

describe('defineRecord', () => {
  const record = defineRecord('test:count', 2, z.object({ count: z.number() }), (old) =>
    old.version === 1 && typeof old.value === 'number' ? { count: old.value } : undefined,
  )

  test('default: a wrapped value reads back', () => {
    expect(record.wrap({ count: 3 })).toEqual({ version: 2, value: { count: 3 } })
    expect(record.parse(record.wrap({ count: 3 }))).toEqual({ count: 3 })
  })

  test('bad input storage: corrupt values read as undefined instead of throwing', () => {
    for (const raw of [
      undefined,
      null,
      'x',
      42,
      [],
      {},
      { version: 2 },
      { version: 2, value: { count: 'x' } },
    ])
      expect(record.parse(raw), JSON.stringify(raw)).toBeUndefined()
  })

  test('behavior: an old version goes through the migration', () => {
    expect(record.parse({ version: 1, value: 7 })).toEqual({ count: 7 })
    expect(record.parse({ version: 1, value: 'not a number' })).toBeUndefined()
  })

  test('behavior: a migration result is still validated, and a throwing migration reads as undefined', () => {
    const bad = defineRecord('test:bad', 2, z.string(), () => 123)
    expect(bad.parse({ version: 1, value: 'x' })).toBeUndefined()
    const throwing = defineRecord('test:throw', 2, z.string(), () => {
      throw new Error('boom')
    })
    expect(throwing.parse({ version: 1, value: 'x' })).toBeUndefined()
  })

  test('behavior: a newer version is never migrated', () => {
    expect(record.parse({ version: 3, value: { count: 1 } })).toBeUndefined()
  })

  test('behavior: without a migration, any other version reads as undefined', () => {
    const plain = defineRecord('test:plain', 1, z.string())
    expect(plain.parse({ version: 0, value: 'x' })).toBeUndefined()
    expect(plain.parse('x')).toBeUndefined()
  })

  test('behavior: an unwrapped legacy value can be migrated', () => {
    const legacy = defineRecord('test:legacy', 1, z.array(z.string()), (old) =>
      old.version === undefined && typeof old.value === 'string' ? [old.value] : undefined,
    )
    expect(legacy.parse('eip155')).toEqual(['eip155'])
  })
})

describe('concrete records', () => {
  test('behavior: connection status and connector ids are per namespace', () => {
    const status = { eip155: 'connected', solana: 'disconnected' } as const
    expect(connectionStatusRecord.parse(connectionStatusRecord.wrap(status))).toEqual(status)
    expect(connectionStatusRecord.parse({ version: 1, value: { eip155: 'connecting' } })).toBeUndefined()
    expect(connectionStatusRecord.parse({ version: 1, value: { dogecoin: 'connected' } })).toBeUndefined()
    expect(connectorIdsRecord.parse({ version: 1, value: { eip155: 'io.metamask' } })).toEqual({
      eip155: 'io.metamask',
    })
    expect(connectorIdsRecord.parse({ version: 1, value: { eip155: '' } })).toBeUndefined()
  })

  test('behavior: active namespace and last used chain must be valid', () => {
    expect(activeNamespaceRecord.parse({ version: 1, value: 'solana' })).toBe('solana')
    expect(activeNamespaceRecord.parse({ version: 1, value: 'dogecoin' })).toBeUndefined()
    expect(lastUsedChainRecord.parse({ version: 1, value: 'eip155:31337' })).toBe('eip155:31337')
    expect(lastUsedChainRecord.parse({ version: 1, value: 'eip155' })).toBeUndefined()
  })

  test('behavior: recent wallets keep at most 2, cutting a longer stored list', () => {
    const wallet = (connectorId: string) => ({ connectorId, name: connectorId })
    const stored = { version: 1, value: [wallet('a'), wallet('b'), wallet('c')] }
    expect(recentWalletsRecord.parse(stored)).toEqual([wallet('a'), wallet('b')])
    expect(recentWalletsRecord.parse({ version: 1, value: [{ name: 'no id' }] })).toEqual([])
    expect(recentWalletsRecord.parse({ version: 1, value: 'not a list' })).toBeUndefined()
  })

  test('bad input storage: a recent wallet that is not a wallet is skipped, the others kept; unsafe icons dropped', () => {
    const stored = {
      version: 1,
      value: [
        { connectorId: '', name: 'empty id' },
        { connectorId: 'io.metamask', name: 'MetaMask', imageUrl: 'javascript:alert(1)' },
        { connectorId: 'phone-id', name: 'Phone', imageUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
      ],
    }
    expect(recentWalletsRecord.parse(stored)).toEqual([
      { connectorId: 'io.metamask', name: 'MetaMask' },
      { connectorId: 'phone-id', name: 'Phone', imageUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
    ])
  })

  test('bad input storage: balance cache entries are checked field by field', () => {
    const entry = {
      caipAddress: 'eip155:31337:0xabc',
      raw: '1000000000000000000',
      decimals: 18,
      symbol: 'ETH',
      fetchedAt: 5,
    } as const
    expect(balanceCacheRecord.parse(balanceCacheRecord.wrap(entry))).toEqual(entry)
    for (const patch of [
      { raw: '-1' },
      { raw: '1.5' },
      { decimals: -1 },
      { symbol: '' },
      { caipAddress: 'eip155:1' },
      { fetchedAt: 'now' },
    ])
      expect(
        balanceCacheRecord.parse({ version: 1, value: { ...entry, ...patch } }),
        JSON.stringify(patch),
      ).toBeUndefined()
  })
})
