import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { type DirectoryServer, startDirectory } from '../../devnet/directory/startDirectory.ts'
import { getFreePort } from '../../devnet/ports.ts'
import { parseConfig } from '../../src/config.ts'
import { withClockRunning } from '../testing/dataApi.ts'
import { createTestCore } from '../testing/harness.ts'
import { fetchWallets } from './fetchWallets.ts'

let directory: DirectoryServer

beforeAll(async () => {
  directory = await startDirectory({ port: await getFreePort() })
})

afterAll(async () => {
  await directory?.close()
})

beforeEach(() => directory.setMode('ok'))

// A core over a fresh IndexedDB whose host configuration names the devnet directory (no chain is read).
function core(extra: Record<string, unknown> = {}) {
  const config = parseConfig({
    projectId: 'fetch-wallets-test',
    networks: ['eip155:31337'],
    serviceUrls: { walletDirectory: directory.url },
    ...extra,
  })
  return createTestCore({ config })
}

const onChainA = () => directory.wallets.filter((w) => w.chains.includes('eip155:31337'))

test("default: page 1 of AllWallets from the directory, with the host's project and networks on the call", async () => {
  const { core: c } = await core()
  const start = directory.requests().length
  const page = await fetchWallets(c, { page: 1 })
  expect(page).toMatchObject({ page: 1, count: onChainA().length, source: 'network' })
  expect(page.wallets.map((w) => w.id)).toEqual(
    onChainA()
      .slice(0, 40)
      .map((w) => w.id),
  )
  // The core also reads its project's remote configuration from the directory when it starts.
  const [call] = directory
    .requests()
    .slice(start)
    .filter((r) => r.path === '/getWallets')
  expect(call?.query).toMatchObject({ projectId: 'fetch-wallets-test', chains: 'eip155:31337', page: '1' })
})

test('behavior: a search and the host’s exclude list reach the directory; only matching wallets come back', async () => {
  const excluded = onChainA()[0]?.id ?? ''
  const { core: c } = await core({ excludeWalletIds: [excluded] })
  const name = onChainA()[1]?.name ?? ''
  const page = await fetchWallets(c, { page: 1, search: name })
  expect(page.source).toBe('network')
  expect(page.wallets.length).toBeGreaterThan(0)
  expect(page.wallets.every((w) => w.name.toLowerCase().includes(name.toLowerCase()))).toBe(true)
  expect(page.wallets.some((w) => w.id === excluded)).toBe(false)
})

test('behavior: when the directory fails, the core’s last good copy of the page is shown, with the problem', async () => {
  const t = await core()
  const fresh = await fetchWallets(t.core, { page: 2 })
  expect(fresh.source).toBe('network')
  directory.setMode('error')
  // The failed call is retried once after a pause on the core's clock.
  const cached = await withClockRunning(t.clock, fetchWallets(t.core, { page: 2 }))
  expect(cached).toMatchObject({
    source: 'cache',
    problem: { text: 'HTTP status code: 500', error: 'HttpRequestError' },
    count: fresh.count,
  })
  expect(cached.wallets.map((w) => w.id)).toEqual(fresh.wallets.map((w) => w.id))
})

test('behavior: an invalid reply with nothing cached resolves to no wallets (it never throws)', async () => {
  const t = await core()
  directory.setMode('invalid')
  const page = await withClockRunning(t.clock, fetchWallets(t.core, { page: 3 }))
  expect(page).toMatchObject({ wallets: [], count: 0, page: 3, source: 'none' })
  expect(page.problem).toEqual({ text: 'The service sent an invalid reply.', error: 'InvalidApiReplyError' })
})
