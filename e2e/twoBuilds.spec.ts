import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { dialog, expect, openModal, test } from './fixtures.ts'
import {
  allowClipboard,
  browserRelaySockets,
  openWalletConnect,
  startPhoneWallet,
  type TestPhoneWallet,
} from './walletConnectFixtures.ts'
import { BOBBY } from './walletFixtures.ts'

// Two builds at once: after a deploy, tabs opened before it run the old build and new tabs the new one, on the
// same origin (one IndexedDB, one BroadcastChannel, one set of Web Locks), each with its own core: two
// SharedWorkers (their script URLs differ), or in the fallback one dedicated worker per tab. Here the new build is
// a real second build of the demo, made after the one the devnet serves (so it is newer) and served under /next/.

const NEXT_ID = 'walletdock-build-e2e-next'
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Builds the demo a second time into the served folder's next/ (once per devnet start: its build empties it). */
async function buildNextDemo(): Promise<void> {
  if (existsSync(here('../dist/demo/next/index.html'))) return
  const before = process.env.WALLETDOCK_BUILD_ID
  process.env.WALLETDOCK_BUILD_ID = NEXT_ID
  try {
    await build({
      configFile: here('../vite.config.ts'),
      base: '/next/',
      build: { outDir: here('../dist/demo/next'), emptyOutDir: true },
      logLevel: 'warn',
    })
  } finally {
    if (before === undefined) delete process.env.WALLETDOCK_BUILD_ID
    else process.env.WALLETDOCK_BUILD_ID = before
  }
}

let phone: TestPhoneWallet | undefined

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await buildNextDemo()
})

test.afterEach(async () => {
  await phone?.close()
  phone = undefined
})

// The old build's service worker (scope /) would answer /next/ with the old build's page.
test.use({ serviceWorkers: 'block' })

test('after a deploy the newer build’s core drives the session; the old tab says to reload and still signs through it', async ({
  context,
  page,
}) => {
  await allowClipboard(context)
  await page.goto('/')
  phone = await startPhoneWallet()
  await phone.pair(await openWalletConnect(page))
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect.poll(() => browserRelaySockets()).toBe(1)
  await page.keyboard.press('Escape')

  const next = await context.newPage()
  await next.goto('/next/')
  await expect(next.getByTestId('host-status')).toHaveText('connected')
  await expect(next.getByTestId('host-address')).toHaveText(BOBBY)

  // The old tab is told, in its modal, why it should reload; the new one is not.
  await openModal(page)
  await expect(
    dialog(page).getByText('A newer version of this site is open in another tab.', { exact: false }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await openModal(next)
  await expect(dialog(next).getByText('A newer version of this site', { exact: false })).toHaveCount(0)
  await next.keyboard.press('Escape')
  // One relay socket for the site: the old core closed its own when the newer one took the session over.
  await expect.poll(() => browserRelaySockets()).toBe(1)

  // The old tab still works: its signature goes through the newer core to the wallet, and comes back.
  await page.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
  await expect(page.getByTestId('host-signature')).toHaveText(`Signature verified for ${BOBBY}`)
  await next.getByRole('button', { name: 'Sign "Hello from the demo host"', exact: true }).click()
  await expect(next.getByTestId('host-signature')).toHaveText(`Signature verified for ${BOBBY}`)
  expect(phone.requests).toEqual(['personal_sign', 'personal_sign'])
  expect(await browserRelaySockets()).toBe(1)
})
