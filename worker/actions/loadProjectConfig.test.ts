import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type DirectoryServer, startDirectory } from '../../devnet/directory/startDirectory.ts'
import { getFreePort } from '../../devnet/ports.ts'
import { parseConfig } from '../../src/config.ts'
import { PROJECT_CONFIG_CACHE_MS } from '../../src/remoteFeatureDefaults.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../src/secureFrame/emailLogin.ts'
import type { Core } from '../core.ts'
import { createTestCore, openTab } from '../testing/harness.ts'
import { announceProviders } from './announceProviders.ts'
import { loadProjectConfig } from './loadProjectConfig.ts'

let directory: DirectoryServer

beforeAll(async () => {
  directory = await startDirectory({ port: await getFreePort() })
})

afterAll(async () => {
  await directory?.close()
})

// A core of a devnet project (devnet/directory/projects.ts) whose host sets `features`; the core reads the
// project's configuration by itself when it starts: the tests wait for that first.
async function core(
  projectId: string,
  extra: Record<string, unknown> = {},
  url = directory.url,
  origin?: string,
) {
  const config = parseConfig({
    projectId,
    networks: ['eip155:31337'],
    serviceUrls: { walletDirectory: url, secureSite: 'http://127.0.0.1:9/' },
    ...extra,
  })
  const t = await createTestCore({ config, origin })
  await vi.waitFor(() => expect(t.core.store.getState().projectConfig).toBeDefined())
  return t
}

// A tab attached and announced: the connector list is made then (the e-mail login is one of the core's own).
async function listsEmail(t: {
  core: Core
  locks: Parameters<typeof openTab>[0]['locks']
}): Promise<boolean> {
  const tab = await openTab(t, [])
  await announceProviders(t.core, { tabId: tab.info.tabId, providers: [] })
  return t.core.store.getState().connectors.some((x) => x.id === EMBEDDED_CONNECTOR_ID)
}
const configCalls = (projectId: string) =>
  directory.requests().filter((r) => r.path === '/appkit/v1/config' && r.query.projectId === projectId)

test('default: the project’s remote features are read once at start, with st, sv and the project id', async () => {
  const t = await core('walletdock-demo')
  const c = t.core
  expect(c.store.getState().projectConfig).toMatchObject({
    source: 'remote',
    features: { email: true, swaps: true, onramp: true, activity: true, reownBranding: false },
    ignored: [],
  })
  expect(c.store.getState().projectConfig?.features.socials).toContain('google')
  expect(configCalls('walletdock-demo').at(-1)?.query).toMatchObject({
    st: 'html-wagmi',
    sv: expect.any(String),
  })
  expect(await listsEmail(t)).toBe(true)
})

test('behavior: a remote feature that is off overrides the host’s option, which is reported as ignored', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  try {
    const { core: c } = await core('walletdock-demo-swaps-off', { features: { swaps: true, email: true } })
    expect(c.store.getState().projectConfig).toMatchObject({
      source: 'remote',
      features: { swaps: false, email: true },
      ignored: ['swaps'],
    })
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Walletdock: Local configuration ignored\..*features\.swaps/),
    )
  } finally {
    warn.mockRestore()
  }
})

test('behavior: a project with e-mail off turns the e-mail login off; the embedded wallet stays for its social logins', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  try {
    const t = await core('walletdock-demo-email-off', { features: { email: true } })
    expect(t.core.store.getState().projectConfig).toMatchObject({
      features: { email: false },
      ignored: ['email'],
    })
    // Social login signs in to the same embedded wallet (#13), so the connector is listed while socials are on;
    // Connect's e-mail field follows features.email (e2e/remoteConfig.spec.ts).
    expect(t.core.store.getState().projectConfig?.features.socials).toContain('google')
    expect(await listsEmail(t)).toBe(true)
  } finally {
    warn.mockRestore()
  }
})

test('behavior: basic mode turns every remote feature off and asks the service nothing', async () => {
  const before = configCalls('walletdock-demo-basic-test').length
  const t = await core('walletdock-demo-basic-test', { basic: true })
  const c = t.core
  expect(c.store.getState().projectConfig).toEqual({
    source: 'basic',
    features: {
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      reownBranding: false,
    },
    ignored: [],
  })
  expect(await loadProjectConfig(c)).toMatchObject({ source: 'basic' })
  expect(configCalls('walletdock-demo-basic-test').length).toBe(before)
  expect(await listsEmail(t)).toBe(false)
})

test("behavior: when the service fails the host's options and the defaults apply; opening never waited", async () => {
  const { core: c } = await core('an-unknown-project', { features: { swaps: false } })
  expect(c.store.getState().projectConfig).toEqual({
    source: 'local',
    features: expect.objectContaining({ swaps: false, email: true, activity: true }),
    ignored: [],
  })
  const dead = await core('walletdock-demo', {}, `http://127.0.0.1:${await getFreePort()}`)
  expect(dead.core.store.getState().projectConfig?.source).toBe('local')
})

test('behavior: the answer is kept; within 5 min it is used as is, after a failure it still applies', async () => {
  const own = await startDirectory({ port: await getFreePort() })
  try {
    const t = await core('walletdock-demo-swaps-off', {}, own.url)
    const count = () => own.requests().filter((r) => r.path === '/appkit/v1/config').length
    expect(count()).toBe(1)
    expect(await loadProjectConfig(t.core)).toMatchObject({ source: 'remote', features: { swaps: false } })
    expect(count()).toBe(1)
    await own.close()
    t.clock.advance(PROJECT_CONFIG_CACHE_MS + 1)
    expect(await loadProjectConfig(t.core)).toMatchObject({ source: 'stored', features: { swaps: false } })
    expect(t.core.store.getState().projectConfig?.source).toBe('stored')
  } finally {
    await own.close()
  }
})

describe('allowed origins', () => {
  const originCalls = (projectId: string) =>
    directory.requests().filter((r) => r.path === '/projects/v1/origins' && r.query.projectId === projectId)

  // Waits for the origin check, which follows the features.
  const settled = async (projectId: string, before: number) => {
    await vi.waitFor(() => expect(originCalls(projectId).length).toBeGreaterThan(before))
    await new Promise((resolve) => setTimeout(resolve, 20))
  }

  test('default: an origin the project allows (by wildcard) gives no alert', async () => {
    const before = originCalls('walletdock-demo').length
    const t = await core('walletdock-demo', {}, directory.url, 'http://127.0.0.1:5173')
    await settled('walletdock-demo', before)
    expect(t.core.store.getState().projectConfig?.originRefused).toBeUndefined()
  })

  test('behavior: an origin not on the list gives the invalid-configuration alert; a default ancestor does not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const id = 'walletdock-demo-origin-refused'
      let before = originCalls(id).length
      const refused = await core(id, {}, directory.url, 'http://127.0.0.1:5173')
      await vi.waitFor(() => expect(refused.core.store.getState().projectConfig?.originRefused).toBe(true))
      expect(originCalls(id).length).toBe(before + 1)
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('http://127.0.0.1:5173 is not on the project'),
      )
      before = originCalls(id).length
      const ancestor = await core(id, {}, directory.url, 'https://preview.vercel.app')
      await settled(id, before)
      expect(ancestor.core.store.getState().projectConfig?.originRefused).toBeUndefined()
    } finally {
      warn.mockRestore()
    }
  })

  test('behavior: no reply at all (the service unreachable) says nothing of the origin: no alert', async () => {
    const dead = `http://127.0.0.1:${await getFreePort()}`
    const t = await core('walletdock-demo-origin-refused', {}, dead, 'http://127.0.0.1:5173')
    expect(t.core.store.getState().projectConfig?.source).toBe('local')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(t.core.store.getState().projectConfig?.originRefused).toBeUndefined()
  })

  test('behavior: an error reply counts as an empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const t = await core('walletdock-demo-origins-failing', {}, directory.url, 'http://127.0.0.1:5173')
      await vi.waitFor(() => expect(t.core.store.getState().projectConfig?.originRefused).toBe(true))
    } finally {
      warn.mockRestore()
    }
  })

  test('behavior: without e-mail or social login (basic mode, no secure site) the origins are not asked', async () => {
    const id = 'walletdock-demo-origin-refused'
    const before = originCalls(id).length
    const basic = await core(id, { basic: true }, directory.url, 'http://127.0.0.1:5173')
    const noLogin = await core(
      id,
      { serviceUrls: { walletDirectory: directory.url } },
      directory.url,
      'http://a.test',
    )
    expect(noLogin.core.store.getState().projectConfig?.features.email).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(originCalls(id).length).toBe(before)
    expect(basic.core.store.getState().projectConfig?.originRefused).toBeUndefined()
    expect(noLogin.core.store.getState().projectConfig?.originRefused).toBeUndefined()
  })
})
