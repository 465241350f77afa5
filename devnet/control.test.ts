import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilHandle, startAnvil } from './anvil.ts'
import { type ControlServer, startControlServer } from './control.ts'
import { getFreePort } from './ports.ts'

let anvil: AnvilHandle
let control: ControlServer

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await getFreePort() })
  control = await startControlServer({ chains: [anvil], port: await getFreePort() })
})

afterAll(async () => {
  await control?.close()
  await anvil?.stop()
})

const chainIdAnswers = () =>
  fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).then(
    () => true,
    () => false,
  )

test('default: reports health with CORS *', async () => {
  const response = await fetch(`${control.url}/health`)
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(await response.json()).toEqual({ ok: true })
})

test('behavior: stops a chain to simulate offline and starts it again', async () => {
  const stopped = await fetch(`${control.url}/chains/31337/stop`, { method: 'POST' })
  expect(await stopped.json()).toEqual({
    chainId: 31337,
    port: anvil.port,
    rpcUrl: anvil.rpcUrl,
    running: false,
  })
  expect(await chainIdAnswers()).toBe(false)

  const listed = await fetch(`${control.url}/chains`).then((response) => response.json())
  expect(listed).toEqual([{ chainId: 31337, port: anvil.port, rpcUrl: anvil.rpcUrl, running: false }])

  const started = await fetch(`${control.url}/chains/31337/start`, { method: 'POST' })
  expect((await started.json()).running).toBe(true)
  expect(await chainIdAnswers()).toBe(true)
})

test('behavior: answers 404 for an unknown chain and 405 for a GET on an action', async () => {
  expect((await fetch(`${control.url}/chains/1/stop`, { method: 'POST' })).status).toBe(404)
  expect((await fetch(`${control.url}/chains/31337/stop`)).status).toBe(405)
  expect((await fetch(`${control.url}/chains/31337/stop`, { method: 'OPTIONS' })).status).toBe(204)
})
