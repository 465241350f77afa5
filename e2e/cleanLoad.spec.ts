import { expect, test } from './fixtures.ts'

// A host that embeds Walletdock should not find errors of ours in its console or network log: every request a
// first load and a first open make succeeds, and nothing is logged as an error.
test('a first load and open fetch nothing that fails and log no error', async ({ page, context }) => {
  const problems: string[] = []
  context.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  context.on('requestfailed', (request) =>
    problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`),
  )
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: /Devnet Wallet/ })
      .first(),
  ).toBeVisible()
  // The service worker's precache and the idle preloading of the UI's later chunks run after the open; give
  // them a quiet second once the service worker is ready (Playwright's 'networkidle' never settles here, the
  // SharedWorker's fetches keep it from it).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForTimeout(1_000)

  expect(problems).toEqual([])
})
