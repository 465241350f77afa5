import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, initWalletMode, modalDialog, test } from './fixtures.ts'
import { walkViews } from './walkViews.ts'

// Issue #16 item 5: axe finds nothing on every view a person can reach on the demo, in both themes, on a
// desktop and on a phone. SHOTS_DIR=<dir> also saves a screenshot of each view there (for review, not compared).

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** Runs axe on the modal (its shadow tree) and fails with the rules, targets and help of every violation. */
async function checkView(page: Page, name: string, shot: string): Promise<void> {
  await expect(modalDialog(page)).toBeVisible()
  // Views fade and slide in: let them settle so colour contrast is measured on the final colours.
  await page.waitForTimeout(250)
  const { violations } = await new AxeBuilder({ page })
    .include('walletdock-modal')
    .include('walletdock-button')
    .include('walletdock-network-button')
    .analyze()
  const found = violations.map((v) => ({
    view: name,
    rule: v.id,
    help: v.help,
    targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }))
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${shot}-${name}.png` })
  expect.soft(found, `axe violations on ${name}`).toEqual([])
}

test.describe('accessibility', () => {
  // One test walks every view (about 45 steps, each analysed by axe): a long test, not a slow one. Its time is
  // not an assertion; the default 90 s left a walk on a busy machine cut off part-way.
  test.describe.configure({ timeout: 240_000 })
  test('axe: every view, dark theme, desktop', async ({ context, page }) => {
    await initWalletMode(context, 'approve')
    await page.setViewportSize({ width: 1280, height: 800 })
    await walkViews(page, '/', (p, name) => checkView(p, name, 'desktop-dark'))
  })

  test('axe: every view, light theme, desktop', async ({ context, page }) => {
    await initWalletMode(context, 'approve')
    await page.setViewportSize({ width: 1280, height: 800 })
    await walkViews(page, '/?theme=light', (p, name) => checkView(p, name, 'desktop-light'))
  })

  test.describe('on a phone', () => {
    test.use(PHONE)
    for (const theme of ['dark', 'light'] as const)
      test(`axe: every view, ${theme} theme, as a bottom sheet`, async ({ context, page }) => {
        await initWalletMode(context, 'approve')
        await walkViews(page, theme === 'light' ? '/?theme=light' : '/', (p, name) =>
          checkView(p, name, `phone-${theme}`),
        )
      })
  })
})
