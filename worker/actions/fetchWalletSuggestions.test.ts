import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { type DirectoryServer, startDirectory } from '../../devnet/directory/startDirectory.ts'
import { getFreePort } from '../../devnet/ports.ts'
import { parseConfig } from '../../src/config.ts'
import { withClockRunning } from '../testing/dataApi.ts'
import { createTestCore } from '../testing/harness.ts'
import { fetchWalletSuggestions } from './fetchWalletSuggestions.ts'

let directory: DirectoryServer

beforeAll(async () => {
  directory = await startDirectory({ port: await getFreePort() })
})

afterAll(async () => {
  await directory?.close()
})

beforeEach(() => directory.setMode('ok'))

const onChainA = () => directory.wallets.filter((w) => w.chains.includes('eip155:31337'))

const custom = {
  id: 'host-wallet',
  name: 'Host Wallet',
  mobile_link: 'javascript:alert(1)',
  webapp_link: 'https://wallet.example/app',
}

function core(extra: Record<string, unknown> = {}) {
  const config = parseConfig({
    projectId: 'suggestions-test',
    networks: ['eip155:31337'],
    serviceUrls: { walletDirectory: directory.url },
    ...extra,
  })
  return createTestCore({ config })
}

test("default: the directory's first page as recommendations and its wallet count; no featured or custom ones", async () => {
  const { core: c } = await core()
  const suggestions = await fetchWalletSuggestions(c)
  expect(suggestions.featured).toEqual([])
  expect(suggestions.custom).toEqual([])
  expect(suggestions.count).toBe(onChainA().length)
  expect(suggestions.recommended.map((w) => w.id)).toEqual(
    onChainA()
      .slice(0, 40)
      .map((w) => w.id),
  )
})

test("bad input config: featured wallets in the host's order, left out of recommended; custom wallets without unsafe links", async () => {
  const [first, second] = onChainA()
  const featuredIds = [second?.id ?? '', first?.id ?? '']
  const { core: c } = await core({ featuredWalletIds: featuredIds, customWallets: [custom] })
  const suggestions = await fetchWalletSuggestions(c)
  expect(suggestions.featured.map((w) => w.id)).toEqual(featuredIds)
  expect(suggestions.recommended.some((w) => featuredIds.includes(w.id))).toBe(false)
  expect(suggestions.custom).toEqual([
    {
      id: 'host-wallet',
      name: 'Host Wallet',
      webappLink: 'https://wallet.example/app',
      chains: [],
      badge: 'none',
      custom: true,
    },
  ])
})

test('behavior: with the directory down and nothing cached, only the custom wallets are suggested', async () => {
  const t = await core({ featuredWalletIds: [onChainA()[0]?.id ?? ''], customWallets: [custom] })
  directory.setMode('error')
  const suggestions = await withClockRunning(t.clock, fetchWalletSuggestions(t.core))
  expect(suggestions).toMatchObject({ featured: [], recommended: [], count: 0 })
  expect(suggestions.custom.map((w) => w.id)).toEqual(['host-wallet'])
})
