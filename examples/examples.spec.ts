import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { type StaticServer, startStaticServer } from '../bench/staticServer.ts'
import { DEV_ADDRESS, initWalletMode } from '../e2e/fixtures.ts'
import { EXAMPLES, type PreparedExamples, prepareExamples } from './prepareExamples.ts'

// Each example host, installed from the packed tarball and built with its bundler's defaults, driven in
// Chromium on the devnet: connect with the Devnet Wallet, sign, switch network, a second tab shares the session.
let prepared: PreparedExamples
const servers: StaticServer[] = []
// The static example's dist/lib copy served again on another origin, as a CDN would (with CORS).
const CDN_PORT = 5195
const CDN = `http://127.0.0.1:${CDN_PORT}/`

/** Writes a variant of the static example whose loader comes from the CDN, with `extraOptions` added. */
function writeCdnPage(dir: string, name: string, extraOptions: string): void {
  const main = readFileSync(join(dir, 'main.js'), 'utf8')
    .replace("'./walletdock/walletdock.js'", `'${CDN}walletdock.js'`)
    .replace('createWalletdock({', `createWalletdock({${extraOptions}`)
  writeFileSync(join(dir, `${name}.js`), main)
  const html = readFileSync(join(dir, 'index.html'), 'utf8').replace('./main.js', `./${name}.js`)
  writeFileSync(join(dir, `${name}.html`), html)
}

test.beforeAll(async () => {
  // One pack and one install per example for the whole run.
  test.setTimeout(600_000)
  prepared = await prepareExamples()
  for (const example of EXAMPLES) {
    const dir = prepared.dirs[example.name]
    if (dir) servers.push(await startStaticServer(join(dir, example.serve), example.port))
  }
  const staticDir = prepared.dirs.static
  if (staticDir) {
    servers.push(
      await startStaticServer(join(staticDir, 'walletdock'), CDN_PORT, {
        'access-control-allow-origin': '*',
      }),
    )
    writeCdnPage(staticDir, 'cdn', '')
    writeCdnPage(staticDir, 'cdn-base', " assetBaseUrl: '/walletdock/',")
  }
})

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
})

async function withWallet(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: prepared.walletScript })
  await initWalletMode(context, 'approve')
}

const account = (page: Page) => page.locator('#account')

/** Connects with the Devnet Wallet, signs and checks the signature, switches network, opens a second tab. */
async function drive(context: BrowserContext, page: Page, url: string, message: string): Promise<Page> {
  await withWallet(context)
  await page.goto(url)
  await page.locator('walletdock-button').getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Devnet Wallet/ })
    .click()
  await expect(account(page)).toHaveText(`connected ${DEV_ADDRESS}`)
  await expect(page.locator('#network')).toHaveText('eip155:31337')
  await page.keyboard.press('Escape')

  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: DEV_ADDRESS, message, signature })).toBe(true)

  await page.locator('#switch').click()
  await expect(page.locator('#network')).toHaveText('eip155:31338')

  const second = await context.newPage()
  await second.goto(url)
  await expect(account(second)).toHaveText(`connected ${DEV_ADDRESS}`)
  await expect(second.locator('#network')).toHaveText('eip155:31338')
  await expect(second.locator('walletdock-button').getByRole('button')).toHaveText(
    `${DEV_ADDRESS.slice(0, 6)}…${DEV_ADDRESS.slice(-4)}`,
  )
  return second
}

for (const example of EXAMPLES) {
  test(`${example.name}: connect, sign, switch network, a second tab shares the session`, async ({
    context,
    page,
  }) => {
    await drive(context, page, `http://127.0.0.1:${example.port}/`, example.message)
  })
}

const STATIC = EXAMPLES.find((e) => e.name === 'static') as (typeof EXAMPLES)[number]

test('static, loader from a CDN: the core runs in a dedicated worker from a same-origin blob, tabs still share', async ({
  context,
  page,
}) => {
  const second = await drive(context, page, `http://127.0.0.1:${STATIC.port}/cdn.html`, STATIC.message)
  // A SharedWorker cannot come from another origin; Playwright lists dedicated workers only.
  for (const tab of [page, second]) expect(tab.workers().map((w) => w.url().slice(0, 5))).toEqual(['blob:'])
})

test('static, loader from a CDN with assetBaseUrl on the own origin: the core is one SharedWorker again', async ({
  context,
  page,
}) => {
  const second = await drive(context, page, `http://127.0.0.1:${STATIC.port}/cdn-base.html`, STATIC.message)
  for (const tab of [page, second]) expect(tab.workers()).toEqual([])
})
