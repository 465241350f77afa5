import type { Page } from '@playwright/test'
import { expect, initWalletMode, modalDialog, test } from './fixtures.ts'
import { WALK_ACCOUNT, walkViews } from './walkViews.ts'

// Issue #16 item 7: a screenshot of every view, in both themes, on a desktop (1280) and a phone (390), compared
// with the committed ones (e2e/visual.spec.ts-snapshots/, made by Debian's Chromium on this machine), so a change
// in look shows up in review. `npx playwright test --project=visual --update-snapshots` renews them.
// What changes from run to run is masked: amounts, balances and their ages (other tests move funds on the shared
// devnet), the activity list's rows, the WalletConnect link's QR code and countdown (a new pairing each time), the
// e-mail login's address (a fresh one each walk) and resend countdown, the estimated fee and a send's hash.
// Animations are off.
//
// A mask hides a box, not its size: the Activity list is as tall as the account's history. Account 0, which most
// tests use, gains a row with each of their sends, so its list (and the modal) grew with whatever ran before on
// the devnet. The walk connects dev account 2 instead (WALK_ACCOUNT), which no other test sends from (names.spec
// and the walk itself register names for it, with no transaction, and forget them after; the walk's swap is made
// from account 1): its history on chain A is the devnet's own start (the three token mints,
// devnet/contracts/devTokens.ts, and the NFT mint, devnet/contracts/devNfts.ts), the same in every run.
const VISUAL_ACCOUNT_HISTORY = 4

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

const LIVE_DATA = [
  '[data-testid="balance"]',
  '[data-testid="balance-age"]',
  '[data-testid="tokens-age"]',
  '[data-testid="tokens-total"]',
  '[data-testid="activity-list"]',
  '[data-testid="walletconnect-qr"]',
  '[data-testid="walletconnect-countdown"]',
  '[data-testid="network-fee"]',
  '[data-testid="transaction-hash"]',
  '[data-testid="nfts-age"]',
  '[data-testid="swap-to-amount"]',
  '[data-testid="swap-details"] dd',
  '[data-testid="swap-preview-from"]',
  '[data-testid="swap-preview-to"]',
  '.wd-row-end',
  '.wd-row-sub',
  '.wd-meta',
]

/** Live text without a selector of its own: the e-mail login's address (a fresh one each walk) and countdown. */
const LIVE_TEXT = (page: Page) => [
  modalDialog(page).getByText(/^Enter the code we sent to /),
  modalDialog(page).getByText(/^Approve this device with the link we sent to /),
  modalDialog(page).getByRole('button', { name: /^Resend code/ }),
]

/** Logged in by e-mail (the change-of-address views), the page shows the embedded wallet's new address. */
const EMBEDDED_ADDRESS = (page: Page) => [page.locator('walletdock-button'), page.getByTestId('host-address')]

function shoot(prefix: string) {
  return async (page: Page, name: string) => {
    await expect(modalDialog(page)).toBeVisible()
    // The height animation and the new view's fade have ended (animations: 'disabled' stops only CSS ones).
    await page.waitForTimeout(300)
    if (name === 'Activity')
      await expect(
        modalDialog(page).getByTestId('activity-item'),
        `dev account ${WALK_ACCOUNT} is kept for this suite: only the devnet's start may be in its history`,
      ).toHaveCount(VISUAL_ACCOUNT_HISTORY)
    await expect(page).toHaveScreenshot(`${prefix}-${name}.png`, {
      animations: 'disabled',
      caret: 'hide',
      mask: [
        ...LIVE_DATA.map((selector) => page.locator(selector)),
        ...LIVE_TEXT(page),
        ...(name.startsWith('UpdateEmail') ? EMBEDDED_ADDRESS(page) : []),
        // What a swap got depends on the pool, which other tests move (a send's summary is the walk's own).
        ...(name === 'SwapSuccess' ? [page.getByTestId('transaction-summary')] : []),
        // The sign-in message carries a fresh nonce and the time it was issued.
        ...(name === 'SiwxSignMessage' ? [page.locator('[data-devnet-wallet-prompt] dd')] : []),
      ],
      maxDiffPixelRatio: 0.01,
      // Per pixel: the default (0.2) lets a shade of the accent (#1f6feb -> #3b82f6) pass unseen.
      threshold: 0.05,
    })
  }
}

test.describe('visual regression', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const theme of ['dark', 'light'] as const) {
    test(`every view, ${theme} theme, desktop 1280`, async ({ context, page }) => {
      await initWalletMode(context, 'approve')
      await page.setViewportSize({ width: 1280, height: 800 })
      await walkViews(page, theme === 'light' ? '/?theme=light' : '/', shoot(`desktop-${theme}`))
    })
  }

  test.describe('on a phone', () => {
    test.use(PHONE)
    for (const theme of ['dark', 'light'] as const)
      test(`every view, ${theme} theme, phone 390`, async ({ context, page }) => {
        await initWalletMode(context, 'approve')
        await walkViews(page, theme === 'light' ? '/?theme=light' : '/', shoot(`phone-${theme}`))
      })
  })
})
