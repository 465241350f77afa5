import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { type DirectoryServer, startDirectory } from '../../devnet/directory/startDirectory.ts'
import { getFreePort } from '../../devnet/ports.ts'
import { parseConfig } from '../../src/config.ts'
import { ICON_MAX_BYTES } from '../../src/constants.ts'
import { systemClock } from '../deps.ts'
import { createRecordStorage, type RecordStorage } from '../storage.ts'
import { freshIdbStore, refuseIdbWrites } from '../testing/harness.ts'
import { startScriptedServer } from '../testing/scriptedServer.ts'
import { createWalletDirectory, walletPageRecord } from './walletDirectory.ts'

let directory: DirectoryServer
let records: RecordStorage
let freshStore: ReturnType<typeof freshIdbStore>

beforeAll(async () => {
  directory = await startDirectory({ port: await getFreePort() })
})

afterAll(async () => {
  await directory?.close()
})

beforeEach(() => {
  freshStore = freshIdbStore()
  records = createRecordStorage(freshStore)
  directory.setMode('ok')
})

function client(config: Record<string, unknown> = {}, clientId?: string) {
  return createWalletDirectory({
    config: parseConfig({
      projectId: 'directory-test',
      networks: ['eip155:31337', 'eip155:31338'],
      serviceUrls: { walletDirectory: directory.url },
      ...config,
    }),
    fetch,
    clock: systemClock,
    records,
    clientId: () => clientId,
  })
}

const since = (n: number) => directory.requests().slice(n)
// The host's networks are the devnet chains; wallets for other chains only are not listed.
const onDevnet = () =>
  directory.wallets.filter((w) => w.chains.some((c) => c === 'eip155:31337' || c === 'eip155:31338'))

test('default: a page of 40 with st, sv, projectId and the host’s networks; icons for the first 20 as data URLs', async () => {
  const start = directory.requests().length
  const page = await client().getWallets({ page: 1 })
  expect(page).toMatchObject({ count: onDevnet().length, page: 1, source: 'network' })
  expect(page.wallets).toHaveLength(40)
  const [call, ...images] = since(start)
  expect(call).toEqual({
    path: '/getWallets',
    query: {
      st: 'html-wagmi',
      sv: '4.2.2',
      projectId: 'directory-test',
      page: '1',
      entries: '40',
      chains: 'eip155:31337,eip155:31338',
    },
  })
  expect(images).toHaveLength(20)
  expect(
    images.every((r) => r.path.startsWith('/getWalletImage/') && r.query.projectId === 'directory-test'),
  ).toBe(true)
  expect(page.wallets.slice(0, 20).every((w) => w.imageUrl?.startsWith('data:image/svg+xml;base64,'))).toBe(
    true,
  )
  const later = new URL(page.wallets[20]?.imageUrl ?? '')
  expect(later.pathname).toBe(`/getWalletImage/${onDevnet()[20]?.image_id}`)
  expect(later.searchParams.get('projectId')).toBe('directory-test')

  // Icons come from IndexedDB the second time.
  const again = directory.requests().length
  await client().getWallets({ page: 1 })
  expect(since(again).map((r) => r.path)).toEqual(['/getWallets'])
})

test('behavior: a search asks for 100 entries; include, exclude, badge and clientId go on the call', async () => {
  const [first, second] = directory.wallets
  const start = directory.requests().length
  const found = await client({}, 'did:key:z6Mk-test').getWallets({ page: 1, search: ' glacier ' })
  expect(found.wallets.map((w) => w.name)).toEqual(['Glacier Wallet'])
  expect(since(start)[0]?.query).toMatchObject({
    entries: '100',
    search: 'glacier',
    clientId: 'did:key:z6Mk-test',
  })

  const limited = client({ includeWalletIds: [first?.id, second?.id], excludeWalletIds: [second?.id] })
  const page = await limited.getWallets({ page: 1, badge: 'certified' })
  expect(page.wallets.map((w) => w.id)).toEqual([first?.id])
  expect(since(start).find((r) => r.query.badge_type)?.query).toMatchObject({
    include: `${first?.id},${second?.id}`,
    exclude: second?.id,
    badge_type: 'certified',
  })
})

test('bad input remote-replies: an invalid reply is treated as none: the cached good page is shown and stays cached', async () => {
  const good = await client().getWallets({ page: 2 })
  expect(good.source).toBe('network')
  const key = `:${JSON.stringify({ page: 2, entries: 40, chains: 'eip155:31337,eip155:31338' })}`
  const stored = await records.read(walletPageRecord, key)
  expect(stored?.wallets).toHaveLength(onDevnet().length - 40)

  directory.setMode('invalid')
  const fallback = await client().getWallets({ page: 2 })
  expect(fallback).toMatchObject({
    source: 'cache',
    count: good.count,
    problem: { text: 'The service sent an invalid reply.', error: 'InvalidApiReplyError' },
  })
  expect(fallback.wallets.map((w) => w.id)).toEqual(good.wallets.map((w) => w.id))
  expect(await records.read(walletPageRecord, key)).toEqual(stored)

  directory.setMode('error')
  expect((await client().getWallets({ page: 2 })).source).toBe('cache')
  expect(await client().getWallets({ page: 1, search: 'never cached' })).toEqual({
    wallets: [],
    count: 0,
    page: 1,
    source: 'none',
    problem: { text: 'HTTP status code: 500', error: 'HttpRequestError' },
  })
})

test('bad input storage: a store that refuses writes still shows the directory’s wallets and icons (the cache is best effort)', async () => {
  const allow = refuseIdbWrites()
  try {
    const page = await client().getWallets({ page: 1 })
    expect(page).toMatchObject({ source: 'network', count: onDevnet().length })
    expect(page.wallets).toHaveLength(40)
    expect(page.wallets[0]?.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
  } finally {
    allow()
  }
  const key = `:${JSON.stringify({ page: 1, entries: 40, chains: 'eip155:31337,eip155:31338' })}`
  expect(await records.read(walletPageRecord, key)).toBeUndefined()
})

test('bad input storage: a cached page is checked again on read: unsafe links dropped, broken entries skipped', async () => {
  const key = `:${JSON.stringify({ page: 1, entries: 40, chains: 'eip155:31337,eip155:31338' })}`
  const entry = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: id,
    chains: [],
    badge: 'none',
    ...extra,
  })
  await freshStore.set(`${walletPageRecord.key}${key}`, {
    version: 1,
    value: {
      count: 3,
      fetchedAt: 1,
      wallets: [
        entry('good', { mobileLink: 'goodwallet://', desktopLink: ' JavaScript:alert(1)' }),
        entry('', {}),
        entry('tabbed', { webappLink: 'java\tscript:alert(1)', imageUrl: 'data:text/html,x' }),
      ],
    },
  })
  directory.setMode('error')
  const page = await client().getWallets({ page: 1 })
  expect(page.source).toBe('cache')
  expect(page.wallets.map((w) => [w.id, w.mobileLink, w.desktopLink, w.webappLink, w.imageUrl])).toEqual([
    ['good', 'goodwallet://', undefined, undefined, undefined],
    ['tabbed', undefined, undefined, undefined, undefined],
  ])
})

test('bad input remote-replies: an icon over the size cap is not kept as a data URL; the wallet shows it by URL', async () => {
  const scripted = await startScriptedServer()
  try {
    const wallet = (id: string) => ({ id, name: id, image_id: `${id}-icon`, chains: ['eip155:31337'] })
    scripted.answer((r) => {
      if (r.url.pathname === '/getWallets')
        return { body: JSON.stringify({ count: 2, data: [wallet('big'), wallet('small')] }) }
      const big = r.url.pathname.includes('big-icon')
      return {
        contentType: 'image/svg+xml',
        body: big ? `<svg>${' '.repeat(ICON_MAX_BYTES)}</svg>` : '<svg/>',
      }
    })
    const page = await client({ serviceUrls: { walletDirectory: scripted.url } }).getWallets({ page: 1 })
    const [big, small] = page.wallets
    expect(big?.imageUrl).toMatch(new RegExp(`^${scripted.url}/getWalletImage/big-icon\\?`))
    expect(small?.imageUrl).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`)
  } finally {
    await scripted.close()
  }
})
