import { afterAll, beforeAll, expect, test } from 'vitest'
import { registerNameMessage } from '../src/nameMessage.ts'
import { type AnvilHandle, startAnvil } from './anvil.ts'
import { type ControlServer, startControlServer } from './control.ts'
import { createDataApi, type DataApi } from './dataApi/createDataApi.ts'
import { getFreePort } from './ports.ts'
import { getDevAccount } from './wallet/devAccounts.ts'

let anvil: AnvilHandle
let api: DataApi
let control: ControlServer

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await getFreePort() })
  api = createDataApi({ chains: [anvil], port: await getFreePort() })
  await api.start()
  control = await startControlServer({
    chains: [anvil],
    services: { 'data-api': api },
    port: await getFreePort(),
  })
})

afterAll(async () => {
  await control?.close()
  await api?.stop()
  await anvil?.stop()
})

const apiAnswers = () =>
  fetch(`${api.url}/health`).then(
    (reply) => reply.ok,
    () => false,
  )

test('default: stops the data API and starts it again', async () => {
  const stopped = await fetch(`${control.url}/services/data-api/stop`, { method: 'POST' })
  expect(await stopped.json()).toEqual({ name: 'data-api', running: false })
  expect(await apiAnswers()).toBe(false)
  expect(await fetch(`${control.url}/services`).then((r) => r.json())).toEqual([
    { name: 'data-api', running: false },
  ])

  const started = await fetch(`${control.url}/services/data-api/start`, { method: 'POST' })
  expect(await started.json()).toEqual({ name: 'data-api', running: true })
  expect(await apiAnswers()).toBe(true)
})

test('behavior: an unknown service is a 404, a GET on an action a 405', async () => {
  expect((await fetch(`${control.url}/services/nothing/stop`, { method: 'POST' })).status).toBe(404)
  expect((await fetch(`${control.url}/services/data-api/stop`)).status).toBe(405)
})

test('behavior: reset makes the data API forget registered names over HTTP; the seeded ones stay', async () => {
  const carol = getDevAccount(2)
  const message = registerNameMessage('carol.devnet.id', Math.floor(Date.now() / 1000))
  const registered = await fetch(`${api.url}/v1/profile/account?projectId=t`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: (31337 | 0x80000000) >>> 0,
      address: carol.address,
      message,
      signature: await carol.signMessage({ message }),
    }),
  })
  expect(registered.status).toBe(200)
  const names = async (address: string) =>
    (
      (await fetch(`${api.url}/v1/profile/reverse/${address}?projectId=t`).then((r) => r.json())) as {
        name: string
      }[]
    ).map((p) => p.name)
  expect(await names(carol.address)).toEqual(['carol.devnet.id'])
  const reset = await fetch(`${control.url}/services/data-api/reset`, { method: 'POST' })
  expect(await reset.json()).toEqual({ name: 'data-api', running: true })
  expect(await names(carol.address)).toEqual([])
  expect(await names(getDevAccount(0).address)).toEqual(['alice.devnet.id'])
})

test('behavior: one path of the data API fails with the status asked until healed; bad requests are refused', async () => {
  const supported = () => fetch(`${api.url}/v1/supported-chains?projectId=t`).then((r) => r.status)
  const control_ = (action: string, query: string) =>
    fetch(`${control.url}/services/data-api/${action}?${query}`, { method: 'POST' })
  const failed = await control_('fail', 'path=/v1/supported-chains&status=502')
  expect(await failed.json()).toEqual({ name: 'data-api', failing: '/v1/supported-chains', status: 502 })
  expect(await supported()).toBe(502)
  expect(await fetch(`${api.url}/health`).then((r) => r.status)).toBe(200)
  expect((await control_('fail', 'path=/v1/supported-chains&status=200')).status).toBe(400)
  expect((await control_('fail', 'path=nowhere')).status).toBe(400)
  expect((await control_('heal', 'path=/v1/supported-chains')).status).toBe(200)
  expect(await supported()).toBe(200)
  await control_('fail', 'path=/v1/supported-chains')
  expect(await supported()).toBe(503)
  await fetch(`${control.url}/services/data-api/reset`, { method: 'POST' })
  expect(await supported()).toBe(200)
})
