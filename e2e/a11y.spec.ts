import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  initWalletMode,
  openModal,
  test,
} from './fixtures.ts'

// Issue #16 item 5: axe finds nothing on every view a person can reach on the demo, in both themes, on a
// desktop and on a phone. SHOTS_DIR=<dir> also saves a screenshot of each view there (for review, not compared).

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** Runs axe on the modal (its shadow tree) and fails with the rules, targets and help of every violation. */
async function checkView(page: Page, name: string, shot: string): Promise<void> {
  await expect(dialog(page)).toBeVisible()
  // Views fade and slide in: let them settle so colour contrast is measured on the final colours.
  await page.waitForTimeout(250)
  const { violations } = await new AxeBuilder({ page })
    .include('walletdock-modal')
    .include('walletdock-button')
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

async function walkViews(page: Page, shot: string): Promise<void> {
  await openModal(page)
  await checkView(page, 'Connect', shot)
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await expect(dialog(page).getByRole('searchbox')).toBeVisible()
  await checkView(page, 'AllWallets', shot)
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await expect(dialog(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await checkView(page, 'WalletConnectQr', shot)
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  await connectDevnetWallet(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('balance')).toHaveText(/ETH$/)
  await expect(modal.getByTestId('token-USDC')).toBeVisible()
  await checkView(page, 'Account', shot)
  await modal.getByRole('tab', { name: 'Activity' }).click()
  await expect(modal.getByTestId('activity-item').first()).toBeVisible()
  await checkView(page, 'Activity', shot)
  await modal.getByRole('tab', { name: 'Tokens' }).click()

  await modal.getByRole('button', { name: /^Network: / }).click()
  await expect(page.getByRole('dialog', { name: 'Choose network' })).toBeVisible()
  await checkView(page, 'Networks', shot)
  await modal.getByRole('button', { name: 'Back' }).click()

  await modal.getByRole('button', { name: 'Send' }).click()
  await checkView(page, 'Send', shot)
  await modal.getByRole('button', { name: 'Select token' }).click()
  await checkView(page, 'SelectToken', shot)
  await modal.getByRole('button', { name: /^Devnet USD Coin [\d.,]+ USDC/ }).click()
  await modal.getByLabel('Amount').fill('1.5')
  await modal.getByLabel('To (address or name)').fill(DEV_ADDRESS)
  await modal.getByRole('button', { name: 'Preview send' }).click()
  await expect(modal.getByTestId('network-fee')).toContainText('ETH')
  await checkView(page, 'SendPreview', shot)
  await modal.getByRole('button', { name: 'Close' }).click()

  // A host asking for an unlimited allowance: Walletdock's warning first.
  await page.getByRole('button', { name: /unlimited USDC approval/ }).click()
  const approve = page.getByRole('dialog', { name: 'Approve Request' })
  await expect(approve.getByTestId('approval-warning')).toBeVisible()
  await checkView(page, 'ApproveWarning', shot)
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('host-request')).toHaveText(/^Error 4001/)
}

test.describe('accessibility', () => {
  test('axe: every view, dark theme, desktop', async ({ context, page }) => {
    await initWalletMode(context, 'approve')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await walkViews(page, 'desktop-dark')
  })

  test('axe: every view, light theme, desktop', async ({ context, page }) => {
    await initWalletMode(context, 'approve')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/?theme=light')
    await walkViews(page, 'desktop-light')
  })

  test.describe('on a phone', () => {
    test.use(PHONE)
    for (const theme of ['dark', 'light'] as const)
      test(`axe: every view, ${theme} theme, as a bottom sheet`, async ({ context, page }) => {
        await initWalletMode(context, 'approve')
        await page.goto(theme === 'light' ? '/?theme=light' : '/')
        await walkViews(page, `phone-${theme}`)
      })
  })
})
