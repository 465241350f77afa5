import { expect, test } from 'vitest'
import { defineRecord } from '../src/records.ts'
import { z } from '../src/zod.ts'
import { cacheIndexKey, createRecordStorage } from './storage.ts'
import { freshIdbStore, refuseIdbWrites } from './testing/harness.ts'

const nameRecord = defineRecord('test:nameCache', 1, z.object({ address: z.string() }))
const entry = (n: number) => ({ address: `0x${n}` })

test('default: a cache kind keeps its newest entries up to the cap and deletes the oldest written', async () => {
  const kv = freshIdbStore()
  const records = createRecordStorage(kv, 3)
  for (const n of [1, 2, 3, 4, 5]) await records.cache(nameRecord, entry(n), `:name${n}`)
  const read = (n: number) => records.read(nameRecord, `:name${n}`)
  expect(await Promise.all([1, 2, 3, 4, 5].map(read))).toEqual([
    undefined,
    undefined,
    entry(3),
    entry(4),
    entry(5),
  ])
  // Writing an entry again makes it the newest: the next eviction takes the one written longest ago.
  await records.cache(nameRecord, entry(3), ':name3')
  await records.cache(nameRecord, entry(6), ':name6')
  expect(await Promise.all([3, 4, 5, 6].map(read))).toEqual([entry(3), undefined, entry(5), entry(6)])
  expect(await kv.get(cacheIndexKey(nameRecord.key))).toEqual([':name5', ':name3', ':name6'])
})

test('behavior: writes at once all land in the index, so none escapes eviction', async () => {
  const kv = freshIdbStore()
  const records = createRecordStorage(kv, 50)
  await Promise.all(Array.from({ length: 20 }, (_, n) => records.cache(nameRecord, entry(n), `:name${n}`)))
  expect(await kv.get(cacheIndexKey(nameRecord.key))).toHaveLength(20)
})

test('bad input storage: a corrupt cache index is started afresh; the entries and other records are kept', async () => {
  const kv = freshIdbStore()
  await kv.set(cacheIndexKey(nameRecord.key), { not: 'a list' })
  await kv.set('walletdock:connectorIds', { version: 1, value: { eip155: 'io.metamask' } })
  const records = createRecordStorage(kv, 2)
  await records.cache(nameRecord, entry(1), ':a')
  expect(await records.read(nameRecord, ':a')).toEqual(entry(1))
  expect(await kv.get(cacheIndexKey(nameRecord.key))).toEqual([':a'])
  expect(await kv.get('walletdock:connectorIds')).toEqual({ version: 1, value: { eip155: 'io.metamask' } })
})

test('bad input storage: a store that refuses writes makes cache writes a no-op, never an error', async () => {
  const records = createRecordStorage(freshIdbStore(), 2)
  const allow = refuseIdbWrites()
  try {
    await expect(records.cache(nameRecord, entry(1), ':a')).resolves.toBeUndefined()
  } finally {
    allow()
  }
  expect(await records.read(nameRecord, ':a')).toBeUndefined()
})
