import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../ports.ts'
import { type DirectoryServer, startDirectory } from './startDirectory.ts'

let directory: DirectoryServer

beforeAll(async () => {
  directory = await startDirectory({ port: await getFreePort() })
})

afterAll(async () => {
  await directory?.close()
})

type Reply = { count: number; data: { id: string; name: string; image_id: string; badge_type: string }[] }
const get = async (query: string) => {
  const reply = await fetch(`${directory.url}/getWallets?projectId=p&st=t&sv=v&${query}`)
  return { status: reply.status, body: (await reply.json()) as Reply }
}

test('default: pages of the catalogue in directory order with the total count', async () => {
  expect(directory.wallets.length).toBeGreaterThanOrEqual(60)
  const first = await get('page=1&entries=40')
  const second = await get('page=2&entries=40')
  expect(first.body.count).toBe(directory.wallets.length)
  expect(first.body.data).toHaveLength(40)
  expect(second.body.data).toHaveLength(directory.wallets.length - 40)
  expect(first.body.data[0]?.name).toBe('Devnet Phone Wallet')
  expect(new Set([...first.body.data, ...second.body.data].map((w) => w.id)).size).toBe(
    directory.wallets.length,
  )
})

test('behavior: search, include, exclude, badge_type and chains filter before paging', async () => {
  expect((await get('search=glac&entries=100')).body.data.map((w) => w.name)).toEqual(['Glacier Wallet'])
  const [a, b] = directory.wallets
  const include = await get(`include=${a?.id},${b?.id}&exclude=${b?.id}`)
  expect(include.body).toMatchObject({ count: 1, data: [{ id: a?.id }] })
  const certified = await get('badge_type=certified&entries=100')
  expect(certified.body.data.every((w) => w.badge_type === 'certified')).toBe(true)
  expect(certified.body.count).toBeLessThan(directory.wallets.length)
  const solana = await get('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=100')
  expect(solana.body.count).toBeGreaterThan(0)
  expect(solana.body.count).toBeLessThan(directory.wallets.length)
})

test('behavior: serves an SVG icon per image id and refuses calls without projectId', async () => {
  const wallet = directory.wallets[5]
  const image = await fetch(`${directory.url}/getWalletImage/${wallet?.image_id}?projectId=p`)
  expect(image.headers.get('content-type')).toBe('image/svg+xml')
  expect(await image.text()).toMatch(/^<svg .*<\/svg>$/)
  expect((await fetch(`${directory.url}/getWallets`)).status).toBe(400)
  expect((await fetch(`${directory.url}/getWalletImage/nope?projectId=p`)).status).toBe(404)
  expect(directory.requests().at(-1)).toEqual({ path: '/getWalletImage/nope', query: { projectId: 'p' } })
})

test('behavior: a mode switch makes replies invalid or failing, for clients’ bad-input tests', async () => {
  await fetch(`${directory.url}/_mode/invalid`, { method: 'POST' })
  expect((await get('page=1')).body.count).toBe('many')
  directory.setMode('error')
  expect((await get('page=1')).status).toBe(500)
  directory.setMode('ok')
  expect((await get('page=1')).status).toBe(200)
})

test('behavior: serves each devnet project’s remote features and allowed origins; unknown projects get 404', async () => {
  const config = await fetch(
    `${directory.url}/appkit/v1/config?projectId=walletdock-demo-swaps-off&st=t&sv=v`,
  )
  expect(config.status).toBe(200)
  const { features } = (await config.json()) as { features: { id: string; isEnabled: boolean }[] }
  expect(features.find((f) => f.id === 'swaps')).toMatchObject({ isEnabled: false })
  expect(features.find((f) => f.id === 'email')).toMatchObject({ isEnabled: true })
  const origins = await fetch(`${directory.url}/projects/v1/origins?projectId=walletdock-demo-origin-refused`)
  expect(await origins.json()).toEqual({ allowedOrigins: expect.not.arrayContaining(['http://127.0.0.1:*']) })
  expect(
    (await fetch(`${directory.url}/projects/v1/origins?projectId=walletdock-demo-origins-failing`)).status,
  ).toBe(500)
  expect((await fetch(`${directory.url}/appkit/v1/config?projectId=nobody`)).status).toBe(404)
  const log = (await (await fetch(`${directory.url}/_requests`)).json()) as { path: string }[]
  expect(log.filter((r) => r.path === '/appkit/v1/config')).toHaveLength(2)
})

test('behavior: a delay holds one path’s replies back (a slow service) until it is set to 0; bad delays are refused', async () => {
  const timed = async (path: string) => {
    const start = performance.now()
    const reply = await fetch(`${directory.url}${path}?projectId=walletdock-demo&st=t&sv=v`)
    return { status: reply.status, ms: performance.now() - start }
  }
  const set = (query: string) => fetch(`${directory.url}/_delay?${query}`, { method: 'POST' })
  expect((await set('path=/appkit/v1/config&ms=400')).status).toBe(200)
  const slow = await timed('/appkit/v1/config')
  expect(slow.status).toBe(200)
  expect(slow.ms).toBeGreaterThanOrEqual(390)
  // Other paths answer at once.
  expect((await timed('/getWallets')).ms).toBeLessThan(300)
  expect((await set('path=/appkit/v1/config&ms=0')).status).toBe(200)
  expect((await timed('/appkit/v1/config')).ms).toBeLessThan(300)
  expect((await set('path=nope&ms=10')).status).toBe(400)
  expect((await set('path=/getWallets&ms=600000')).status).toBe(400)
  expect((await set('path=/getWallets&ms=-1')).status).toBe(400)
  expect((await timed('/getWallets')).ms).toBeLessThan(300)
})
