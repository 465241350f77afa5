import type { Page } from '@playwright/test'
import { emailField } from './emailFixtures.ts'
import { dialog, expect, initWalletMode, openModal, test } from './fixtures.ts'

// The project's remote configuration (spec parts 1 and 6), served per project id by the devnet's directory
// (devnet/directory/projects.ts); the demo picks the project with `?project=` and asks for e-mail and swaps.

const DIRECTORY_URL = 'http://127.0.0.1:8552'
const NOTICE = 'Local configuration ignored'

/** The calls the devnet directory logged for one project, by path. */
async function directoryCalls(page: Page, projectId: string, path: string): Promise<number> {
  const log = (await (await page.request.get(`${DIRECTORY_URL}/_requests`)).json()) as {
    path: string
    query: Record<string, string>
  }[]
  return log.filter((r) => r.path === path && r.query.projectId === projectId).length
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

  test('a project with e-mail off overrides the host’s e-mail on: no field, and the notice', async ({ page }) => {
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
})
