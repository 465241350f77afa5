import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { DEVNET_CHAINS } from './chains.ts'
import { getFreePorts } from './ports.ts'
import { DEFAULT_ALLOWED_ORIGINS } from './secureSite/allowedOrigins.ts'
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from './solana/cluster.ts'
import { getSolanaDevAccounts } from './solana/devKeypairs.ts'
import { type Devnet, secureSiteOriginsFromEnvironment, startDevnet } from './startDevnet.ts'

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

test('default: starts every chain and the control server, and stops them all', async () => {
  const stateDir = await mkdtemp(join(tmpdir(), 'walletdock-devnet-'))
  cleanups.push(() => rm(stateDir, { recursive: true, force: true }))
  const names = [
    'controlPort',
    'dataApiPort',
    'solanaPort',
    'solanaWsPort',
    'relayPort',
    'directoryPort',
    'secureSitePort',
    'mailboxPort',
    'siwxAuthPort',
    'socialProviderPort',
    'smtpPort',
  ] as const
  // All different: ports taken one after another may repeat (the directory once found its port in use).
  const ports = await getFreePorts(DEVNET_CHAINS.length + names.length)
  const chains = DEVNET_CHAINS.map((chain, i) => {
    const port = ports[i] as number
    return { ...chain, port, rpcUrl: `http://127.0.0.1:${port}` }
  })
  const servers = Object.fromEntries(
    names.map((name, i) => [name, ports[DEVNET_CHAINS.length + i] as number]),
  )
  const devnet: Devnet = await startDevnet({
    stateDir,
    chains,
    ...(servers as Record<(typeof names)[number], number>),
  })
  cleanups.push(() => devnet.stop())

  const status = await fetch(`${devnet.control.url}/chains`).then((response) => response.json())
  expect(
    status.map((chain: { chainId: number; running: boolean }) => [chain.chainId, chain.running]),
  ).toEqual([
    [31337, true],
    [31338, true],
  ])

  const supported = await fetch(`${devnet.dataApi.url}/v1/supported-chains?projectId=test`)
  expect(await supported.json()).toEqual({
    http: ['eip155:31337', 'eip155:31338', SOLANA_DEVNET_CAIP_NETWORK_ID],
    ws: [],
  })
  // The data API answers Solana balances from the devnet's node.
  const [solanaAccount] = getSolanaDevAccounts()
  const solanaBalances = await fetch(
    `${devnet.dataApi.url}/v1/account/${solanaAccount?.address}/balance?projectId=test&currency=usd&chainId=${SOLANA_DEVNET_CAIP_NETWORK_ID}`,
  ).then((response) => response.json())
  expect(solanaBalances.balances.map((b: { symbol: string }) => b.symbol)).toEqual(['SOL', 'USDC', 'WDT'])

  const solanaSlot = await fetch(devnet.solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
  }).then((response) => response.json())
  expect(solanaSlot.result).toBeGreaterThan(0)
  const services = await fetch(`${devnet.control.url}/services`).then((response) => response.json())
  expect(services).toContainEqual({ name: 'solana', running: true })
  expect(services).toContainEqual({ name: 'relay', running: true })
  const relayHealth = await fetch(`${devnet.relay.httpUrl}/health`).then((response) => response.json())
  expect(relayHealth).toEqual({ ok: true, paused: false })
  const wallets = await fetch(`${devnet.directory.url}/getWallets?projectId=test&entries=1`)
  expect(await wallets.json()).toMatchObject({ count: devnet.directory.wallets.length })
  // The secure site serves its frame page and built script; the mailbox answers (empty).
  const frame = await fetch(`${devnet.secureSite.url}/frame?projectId=test&chainId=31337`)
  expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:5173')
  expect(await frame.text()).toContain('<script type="module" src="/frame.js"></script>')
  expect((await fetch(`${devnet.secureSite.url}/frame.js`)).status).toBe(200)
  expect(await fetch(`${devnet.mail.url}/api/messages`).then((response) => response.json())).toEqual([])
  // The control server takes the secure site down and up (the e-mail login's load-failure path).
  await fetch(`${devnet.control.url}/services/secure-site/stop`, { method: 'POST' })
  await expect(fetch(`${devnet.secureSite.url}/health`)).rejects.toThrow()
  await fetch(`${devnet.control.url}/services/secure-site/start`, { method: 'POST' })
  expect((await fetch(`${devnet.secureSite.url}/health`)).status).toBe(200)

  await devnet.stop()
  expect(devnet.solana.running).toBe(false)
  expect(devnet.dataApi.running).toBe(false)
  expect(devnet.chains.map((chain) => chain.running)).toEqual([false, false])
  await expect(fetch(`${devnet.control.url}/health`)).rejects.toThrow()
  await expect(fetch(`${devnet.secureSite.url}/health`)).rejects.toThrow()
  await expect(fetch(`${devnet.mail.url}/api/messages`)).rejects.toThrow()
})

test("behavior: SECURE_SITE_ALLOWED_ORIGINS adds origins to the secure site's list and refuses non-origins", () => {
  expect(secureSiteOriginsFromEnvironment('http://127.0.0.1:6000, https://shop.test')).toEqual([
    ...DEFAULT_ALLOWED_ORIGINS,
    'http://127.0.0.1:6000',
    'https://shop.test',
  ])
  expect(secureSiteOriginsFromEnvironment(undefined)).toEqual(DEFAULT_ALLOWED_ORIGINS)
  expect(() => secureSiteOriginsFromEnvironment('http://shop.test/login')).toThrow(
    'SECURE_SITE_ALLOWED_ORIGINS: http://shop.test/login is not an origin (scheme://host:port, no path)',
  )
})
