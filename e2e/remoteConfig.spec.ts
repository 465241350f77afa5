import type { Page } from '@playwright/test'
import { emailField } from './emailFixtures.ts'
import {
  connectDevnetWallet,
  dialog,
  expect,
  initWalletMode,
  openModal,
  setWalletMode,
  test,
} from './fixtures.ts'

// The project's remote configuration (spec parts 1 and 6), served per project id by the devnet's directory
// (devnet/directory/projects.ts); the demo picks the project with `?project=` and asks for e-mail and swaps.

const DIRECTORY_URL = 'http://127.0.0.1:8552'
const DATA_API_URL = 'http://127.0.0.1:8550'
const SECURE_SITE = 'http://127.0.0.1:8553'
const NOTICE = 'Local configuration ignored'

/** The calls the devnet directory logged for one project, by path. */
async function directoryCalls(page: Page, projectId: string, path: string): Promise<number> {
  const log = (await (await page.request.get(`${DIRECTORY_URL}/_requests`)).json()) as {
    path: string
    query: Record<string, string>
  }[]
  return log.filter((r) => r.path === path && r.query.projectId === projectId).length
}

/** The calls the devnet data API logged whose path matches `path`. */
async function dataApiCalls(page: Page, path: RegExp): Promise<number> {
  const log = (await (await page.request.get(`${DATA_API_URL}/_requests`)).json()) as { path: string }[]
  return log.filter((r) => path.test(r.path)).length
}

/** The remote features' calls: the project's configuration and origins, Activity, swaps, on-ramp. */
async function remoteFeatureCalls(page: Page, projectId: string) {
  return {
    config: await directoryCalls(page, projectId, '/appkit/v1/config'),
    origins: await directoryCalls(page, projectId, '/projects/v1/origins'),
    data: await dataApiCalls(
      page,
      /\/history$|^\/v1\/convert\/|^\/v1\/onramp\/|^\/v1\/generators\/onrampurl/,
    ),
  }
}

test.describe('remote project configuration', () => {
  test.beforeEach(async ({ context }) => {
    await initWalletMode(context, 'reject')
  })

  test('the service decides: e-mail login and its field show, and no notice while the host agrees', async ({
    page,
  }) => {
    await page.goto('/')
    await openModal(page)
    await expect(emailField(page)).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
    await expect(dialog(page).getByText(NOTICE)).toHaveCount(0)
  })

  test('a project with e-mail off overrides the host’s e-mail on: no field, and the notice', async ({
    page,
  }) => {
    const before = await directoryCalls(page, 'walletdock-demo-email-off', '/appkit/v1/config')
    await page.goto('/?project=email-off')
    await openModal(page)
    await expect(dialog(page).getByText(NOTICE)).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
    await expect(emailField(page)).toHaveCount(0)
    // Read once by the core, however many tabs open the modal.
    const second = await page.context().newPage()
    await second.goto('/?project=email-off')
    await openModal(second)
    await expect(dialog(second).getByText(NOTICE)).toBeVisible()
    await expect(emailField(second)).toHaveCount(0)
    const calls = (await directoryCalls(page, 'walletdock-demo-email-off', '/appkit/v1/config')) - before
    expect(calls).toBeGreaterThanOrEqual(1)
    // One core per site in a SharedWorker; the dedicated-worker fallback runs one per tab.
    expect(calls).toBeLessThanOrEqual(2)
  })

  test('a project with swaps off overrides the host’s swaps on: the notice shows', async ({ page }) => {
    await page.goto('/?project=swaps-off')
    await openModal(page)
    await expect(dialog(page).getByText(NOTICE)).toBeVisible()
    // E-mail stays on: only the option that differs is overridden.
    await expect(emailField(page)).toBeVisible()
  })

  test('basic mode: no e-mail login, no Activity, and no call to the remote features’ services', async ({
    page,
  }) => {
    const before = await remoteFeatureCalls(page, 'walletdock-demo')
    await page.goto('/?basic')
    // The context's wallet answers 'reject' (beforeEach): this walk connects.
    await setWalletMode(page, 'approve')
    await openModal(page)
    await expect(dialog(page).getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
    await expect(emailField(page)).toHaveCount(0)
    await page.keyboard.press('Escape')
    // Connected, the modal shows Account.
    await connectDevnetWallet(page)
    await expect(dialog(page).getByRole('tab', { name: 'Tokens' })).toBeVisible()
    await expect(dialog(page).getByRole('tab', { name: 'Activity' })).toHaveCount(0)
    // Give the core and the UI's idle work a moment to make any call they would make.
    await page.waitForTimeout(1_500)
    expect(await remoteFeatureCalls(page, 'walletdock-demo')).toEqual(before)
    await expect(page.locator(`iframe[src^="${SECURE_SITE}"]`)).toHaveCount(0)
    await expect(dialog(page).getByText(NOTICE)).toHaveCount(0)
  })

  test('without basic mode the same walk reads the configuration and Activity (the counts above can move)', async ({
    page,
  }) => {
    const before = await remoteFeatureCalls(page, 'walletdock-demo')
    await page.goto('/')
    await setWalletMode(page, 'approve')
    // Connected, the modal shows Account.
    await connectDevnetWallet(page)
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(async () => (await remoteFeatureCalls(page, 'walletdock-demo')).config)
      .toBeGreaterThan(before.config)
    await expect
      .poll(async () => (await remoteFeatureCalls(page, 'walletdock-demo')).data)
      .toBeGreaterThan(before.data)
  })

  test('an origin the project does not allow: the invalid-configuration alert', async ({ page }) => {
    const alert = dialog(page).getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
    await page.goto('/?project=origin-refused')
    await openModal(page)
    await expect(alert).toBeVisible()
  })

  test('origins that cannot be read count as an empty list: the alert', async ({ page }) => {
    await page.goto('/?project=origins-failing')
    await openModal(page)
    await expect(
      dialog(page).getByRole('alert').filter({ hasText: 'Invalid App Configuration' }),
    ).toBeVisible()
  })

  test('an allowed origin (the demo’s, by wildcard) gives no alert', async ({ page }) => {
    const before = await directoryCalls(page, 'walletdock-demo', '/projects/v1/origins')
    await page.goto('/')
    await openModal(page)
    await expect
      .poll(() => directoryCalls(page, 'walletdock-demo', '/projects/v1/origins'))
      .toBeGreaterThan(before)
    await expect(dialog(page).getByText('Invalid App Configuration')).toHaveCount(0)
  })
})
