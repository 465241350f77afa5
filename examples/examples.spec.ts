import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { type StaticServer, startStaticServer } from '../bench/staticServer.ts'
import { DEV_ADDRESS, initWalletMode } from '../e2e/fixtures.ts'
import { EXAMPLES, type PreparedExamples, prepareExamples } from './prepareExamples.ts'

// Each example host, installed from the packed tarball and built with its bundler's defaults, driven in
// Chromium on the devnet: connect with the Devnet Wallet, sign, switch network, a second tab shares the session.
let prepared: PreparedExamples
const servers: StaticServer[] = []

test.beforeAll(async () => {
  // One pack and one install per example for the whole run.
  test.setTimeout(600_000)
  prepared = await prepareExamples()
  for (const example of EXAMPLES) {
    const dir = prepared.dirs[example.name]
    if (dir) servers.push(await startStaticServer(`${dir}/${example.serve}`, example.port))
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

for (const example of EXAMPLES) {
  test(`${example.name}: connect, sign, switch network, a second tab shares the session`, async ({
    context,
    page,
  }) => {
    await withWallet(context)
    const url = `http://127.0.0.1:${example.port}/`
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
    expect(await verifyMessage({ address: DEV_ADDRESS, message: example.message, signature })).toBe(true)

    await page.locator('#switch').click()
    await expect(page.locator('#network')).toHaveText('eip155:31338')

    const second = await context.newPage()
    await second.goto(url)
    await expect(account(second)).toHaveText(`connected ${DEV_ADDRESS}`)
    await expect(second.locator('#network')).toHaveText('eip155:31338')
    await expect(second.locator('walletdock-button').getByRole('button')).toHaveText(
      `${DEV_ADDRESS.slice(0, 6)}…${DEV_ADDRESS.slice(-4)}`,
    )
  })
}
