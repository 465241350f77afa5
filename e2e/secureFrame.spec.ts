import { createServer, type Server } from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import { getAddress, isHex, verifyMessage } from 'viem'
import { MAILBOX_URL, SECURE_SITE_URL } from '../devnet/secureSite/secureSiteUrls.ts'
import { z } from '../devnet/zod.ts'

// The secure site's frame page on its own, under a small parent page on an allowed origin (a real loopback
// server of this spec: Chromium lets only loopback pages frame a loopback site): it answers only its parent,
// from the parent's origin, in the contract's shape. The product's bridge to the frame has its own specs.

const HOST_ORIGIN = 'http://127.0.0.1:5198'
const HOST_URL = `${HOST_ORIGIN}/host`
const OTHER_ORIGIN = 'http://127.0.0.1:5199'
const FRAME_URL = `${SECURE_SITE_URL}/frame?projectId=walletdock-demo&chainId=31337&version=test&enableLogger=true`

type Received = { origin: string; data: { type?: string; id?: string; payload?: unknown; forged?: string } }

// The parent page: embeds the frame, records every message it gets (with its origin) and sends requests.
const hostPage = (extra = '') => `<!doctype html><html><body>
<iframe id="secure" src="${FRAME_URL}"></iframe>${extra}
<script>
  window.received = []
  addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }))
  window.send = (message) => document.getElementById('secure').contentWindow.postMessage(message, '${SECURE_SITE_URL}')
</script></body></html>`

// Pages by path, on both servers; each test sets the ones it needs.
const pages = new Map<string, string>()
const servers: Server[] = []
test.beforeAll(async () => {
  for (const origin of [HOST_ORIGIN, OTHER_ORIGIN]) {
    const server = createServer((request, response) => {
      const html = pages.get(`${origin}${new URL(request.url ?? '/', origin).pathname}`)
      response.writeHead(html ? 200 : 404, { 'content-type': 'text/html' })
      response.end(html ?? 'Not found')
    })
    await new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), '127.0.0.1', resolve))
    servers.push(server)
  }
})
test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

function serve(url: string, html: string) {
  pages.set(url, html)
}

async function openHost(page: Page, extra = '') {
  serve(HOST_URL, hostPage(extra))
  await page.goto(HOST_URL)
  await expect
    .poll(() => received(page).then((r) => r.some((m) => m.data.type === '@walletdock-frame/FRAME_READY')))
    .toBe(true)
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received)

/** Posts one request to the frame; returns its id. */
async function post(page: Page, name: string, payload: unknown = {}) {
  const id = `req-${name}-${Math.random().toString(36).slice(2, 10)}`
  await page.evaluate((message) => (window as unknown as { send(m: unknown): void }).send(message), {
    type: `@walletdock-app/${name}`,
    id,
    payload,
  })
  return id
}

/** The reply to request `id`, once it came. */
async function replyTo(page: Page, id: string, timeout = 15_000) {
  await expect.poll(() => received(page).then((r) => r.some((m) => m.data.id === id)), { timeout }).toBe(true)
  const reply = (await received(page)).find((m) => m.data.id === id)
  if (!reply) throw new Error('no reply')
  return reply
}

/** Sends one request and resolves with its reply (success or error). */
async function request(page: Page, name: string, payload: unknown = {}) {
  return replyTo(page, await post(page, name, payload))
}

async function latestLink(page: Page, email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const messages = await page.request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`)
      link = z.array(z.object({ link: z.optional(z.string()) })).parse(await messages.json())[0]?.link
      return link
    })
    .toMatch(/\/device\/approve\?token=/)
  return link ?? ''
}

async function latestCode(page: Page, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const messages = await page.request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`)
      const list = z.array(z.object({ code: z.optional(z.string()) })).parse(await messages.json())
      code = list[0]?.code
      return code
    })
    .toMatch(/^\d{6}$/)
  return code ?? ''
}

test('default: FRAME_READY, then each request answered once to the parent, from the secure site', async ({
  page,
}) => {
  await openHost(page)
  const ready = (await received(page)).find((m) => m.data.type === '@walletdock-frame/FRAME_READY')
  expect(ready).toEqual({
    origin: SECURE_SITE_URL,
    data: { type: '@walletdock-frame/FRAME_READY', payload: { version: '1' } },
  })
  const reply = await request(page, 'GET_CHAIN_ID')
  expect(reply).toEqual({
    origin: SECURE_SITE_URL,
    data: { type: '@walletdock-frame/GET_CHAIN_ID_SUCCESS', id: reply.data.id, payload: { chainId: 31337 } },
  })
  const unsupported = await request(page, 'SWITCH_NETWORK', { chainId: 1 })
  expect(unsupported.data).toMatchObject({
    type: '@walletdock-frame/SWITCH_NETWORK_ERROR',
    payload: { message: 'Chain 1 is not supported by the embedded wallet (devnet chains: 31337, 31338)' },
  })
})

test('security: a message from another origin or another window is ignored', async ({ page }) => {
  const forged = (id: string) =>
    `<script>parent.frames[0].postMessage({ type: '@walletdock-app/GET_CHAIN_ID', id: '${id}', payload: {} }, '*'); parent.postMessage({ forged: '${id}' }, '*')</script>`
  serve(`${OTHER_ORIGIN}/forger`, `<!doctype html>${forged('forged-other-origin')}`)
  // The sibling frame has the parent's own origin (srcdoc) but is not the parent window.
  await openHost(
    page,
    `<iframe src="${OTHER_ORIGIN}/forger"></iframe><iframe srcdoc="${forged('forged-same-origin').replace(/"/g, '&quot;')}"></iframe>`,
  )
  // Once both forgers posted (they tell the parent after), a real request: the frame handles messages in order.
  await expect.poll(() => received(page).then((r) => r.filter((m) => 'forged' in m.data).length)).toBe(2)
  await request(page, 'GET_CHAIN_ID')
  const ids = (await received(page)).map((m) => m.data.id)
  expect(ids).not.toContain('forged-other-origin')
  expect(ids).not.toContain('forged-same-origin')
})

test('security: a message that fails the schema is ignored; a bad payload gets an error', async ({
  page,
}) => {
  await openHost(page)
  for (const message of [
    { type: '@walletdock-app/GET_CHAIN_ID', id: 'short', payload: {} },
    { type: '@walletdock-app/NOT_A_REQUEST', id: 'unknown-type-0001', payload: {} },
    { type: '@walletdock-frame/GET_CHAIN_ID_SUCCESS', id: 'frame-type-0001', payload: {} },
    'just a string',
  ])
    await page.evaluate((m) => (window as unknown as { send(m: unknown): void }).send(m), message)
  const bad = await request(page, 'CONNECT_EMAIL', { email: 'not-an-address' })
  expect(bad.data.type).toBe('@walletdock-frame/CONNECT_EMAIL_ERROR')
  expect(bad.data.payload).toMatchObject({
    message: expect.stringContaining('Invalid CONNECT_EMAIL payload'),
  })
  const ids = (await received(page)).map((m) => m.data.id)
  expect(ids).not.toContain('short')
  expect(ids).not.toContain('unknown-type-0001')
  expect(ids).not.toContain('frame-type-0001')
})

test('security: a parent origin that is not allowed gets no frame at all', async ({ page }) => {
  serve(`${OTHER_ORIGIN}/host`, hostPage())
  const blocked = page.waitForEvent('console', (m) => m.text().includes('frame-ancestors'))
  await page.goto(`${OTHER_ORIGIN}/host`)
  await blocked
  expect((await received(page)).map((m) => m.data.type)).not.toContain('@walletdock-frame/FRAME_READY')
})

test('default: e-mail login with the mailbox code, personal_sign verifies, a second tab is connected without a code', async ({
  page,
  context,
}) => {
  const email = `frame-e2e-${Date.now()}@example.test`
  await openHost(page)
  expect((await request(page, 'CONNECT_EMAIL', { email })).data.payload).toEqual({ action: 'VERIFY_OTP' })
  const wrong = await request(page, 'CONNECT_OTP', { otp: '000000' })
  const code = await latestCode(page, email)
  if (code !== '000000')
    expect(wrong.data).toMatchObject({
      type: '@walletdock-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code. Check the e-mail and try again.' },
    })
  expect((await request(page, 'CONNECT_OTP', { otp: code })).data.type).toBe(
    '@walletdock-frame/CONNECT_OTP_SUCCESS',
  )
  const user = z
    .object({ email: z.string(), address: z.string() })
    .parse((await request(page, 'GET_USER')).data.payload)
  expect(user.email).toBe(email)

  const signed = await request(page, 'RPC_REQUEST', {
    method: 'personal_sign',
    params: ['0x68656c6c6f', user.address],
  })
  const signature = signed.data.payload
  if (typeof signature !== 'string' || !isHex(signature)) throw new Error('no signature')
  expect(await verifyMessage({ address: getAddress(user.address), message: 'hello', signature })).toBe(true)
  const ethSign = await request(page, 'RPC_REQUEST', { method: 'eth_sign', params: [user.address, '0x00'] })
  expect(ethSign.data.type).toBe('@walletdock-frame/RPC_REQUEST_ERROR')

  const second = await context.newPage()
  await openHost(second)
  expect((await request(second, 'IS_CONNECTED')).data.payload).toEqual({ isConnected: true })
  expect((await request(second, 'GET_USER')).data.payload).toMatchObject({ email, address: user.address })
  // A reload restores the session too; signing out ends it in every tab.
  await page.reload()
  await expect.poll(() => received(page).then((r) => r.length)).toBeGreaterThan(0)
  expect((await request(page, 'SIGN_OUT')).data.type).toBe('@walletdock-frame/SIGN_OUT_SUCCESS')
  expect((await request(second, 'IS_CONNECTED')).data.payload).toEqual({ isConnected: false })
})

test('behavior: another browser profile is a new device: approved by the e-mailed link, it logs in to the same wallet', async ({
  page,
  browser,
}) => {
  const email = `frame-device-${Date.now()}@example.test`
  await openHost(page)
  await request(page, 'CONNECT_EMAIL', { email })
  await request(page, 'CONNECT_OTP', { otp: await latestCode(page, email) })
  const { address } = z.object({ address: z.string() }).parse((await request(page, 'GET_USER')).data.payload)

  const profile = await browser.newContext()
  const device = await profile.newPage()
  await openHost(device)
  expect((await request(device, 'CONNECT_EMAIL', { email })).data.payload).toEqual({
    action: 'VERIFY_DEVICE',
  })
  const waiting = await post(device, 'CONNECT_DEVICE')
  const mailTab = await profile.newPage()
  await mailTab.goto(await latestLink(device, email))
  await expect(mailTab.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  expect((await replyTo(device, waiting)).data.type).toBe('@walletdock-frame/CONNECT_DEVICE_SUCCESS')
  expect((await request(device, 'CONNECT_OTP', { otp: await latestCode(device, email) })).data.type).toBe(
    '@walletdock-frame/CONNECT_OTP_SUCCESS',
  )
  expect((await request(device, 'GET_USER')).data.payload).toMatchObject({ email, address })
  await profile.close()
})
