import type { Page } from '@playwright/test'
import { newEmail, submitEmail } from './emailFixtures.ts'
import {
  connectDevnetWallet,
  DEV_ADDRESS,
  dialog,
  expect,
  openModal,
  setDevnetWalletMode,
  walletPrompt,
} from './fixtures.ts'

// The views of the demo in the order a person meets them; a11y.spec.ts runs axe on each, visual.spec.ts compares
// a screenshot of each.

/** What to do on each view: check it, or take its picture. */
export type ViewCheck = (page: Page, name: string) => Promise<void>

/**
 * Walks every view a person can reach on the demo (wallet in 'approve' mode): Connect, AllWallets and a search
 * in it, the e-mail login's code view, the WalletConnect QR, Account with its Tokens and Activity, Networks,
 * Send, SelectToken, SendPreview, the send's success, the approval warning, and SwitchNetwork waiting for the
 * wallet and declined by it, calling `check` on each once it is on screen.
 */
export async function walkViews(page: Page, check: ViewCheck): Promise<void> {
  await openModal(page)
  await check(page, 'Connect')
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await expect(dialog(page).getByRole('searchbox')).toBeVisible()
  await check(page, 'AllWallets')
  await dialog(page).getByRole('searchbox').fill('glac')
  await expect(dialog(page).getByRole('button', { name: /Devnet Wallet/ })).toHaveCount(0)
  await check(page, 'AllWalletsSearch')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  // E-mail login (issue #13): the code view, for an address new to the devnet's secure site (a fresh one each
  // walk: the site keeps addresses, cooldowns and mail limits for its lifetime).
  await submitEmail(page, newEmail('walk'))
  await expect(dialog(page).getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
  await expect(dialog(page).getByLabel('Code')).toBeVisible()
  await check(page, 'EmailCode')
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await expect(dialog(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await check(page, 'WalletConnectQr')
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  await connectDevnetWallet(page)
  const modal = dialog(page)
  await expect(modal.getByTestId('balance')).toHaveText(/ETH$/)
  await expect(modal.getByTestId('token-USDC')).toBeVisible()
  await check(page, 'Account')
  await modal.getByRole('tab', { name: 'Activity' }).click()
  await expect(modal.getByTestId('activity-item').first()).toBeVisible()
  await check(page, 'Activity')
  await modal.getByRole('tab', { name: 'Tokens' }).click()

  await modal.getByRole('button', { name: /^Network: / }).click()
  await expect(page.getByRole('dialog', { name: 'Choose network' })).toBeVisible()
  await check(page, 'Networks')
  await modal.getByRole('button', { name: 'Back' }).click()

  await modal.getByRole('button', { name: 'Send' }).click()
  await check(page, 'Send')
  await modal.getByRole('button', { name: 'Select token' }).click()
  await check(page, 'SelectToken')
  await modal.getByRole('button', { name: /^Devnet USD Coin [\d.,]+ USDC/ }).click()
  await modal.getByLabel('Amount').fill('1.5')
  await modal.getByLabel('To (address or name)').fill(DEV_ADDRESS)
  await modal.getByRole('button', { name: 'Preview send' }).click()
  await expect(modal.getByTestId('network-fee')).toContainText('ETH')
  await check(page, 'SendPreview')
  await modal.getByRole('button', { name: 'Close' }).click()
  // A send's success, opened through the public API with the data a send gives it: no funds move, so the
  // walked account's history stays the same from run to run (tokens.spec.ts sends for real and sees it too).
  await page.evaluate(() =>
    (
      window as unknown as { walletdock: { open(o: { view: string; data: unknown }): Promise<void> } }
    ).walletdock.open({
      view: 'WalletSendSuccess',
      data: { caipNetworkId: 'eip155:31337', hash: `0x${'5e'.repeat(32)}`, amount: '1.5', symbol: 'USDC' },
    }),
  )
  await expect(page.getByRole('dialog', { name: 'Sent' }).getByTestId('explorer-link')).toBeVisible()
  await check(page, 'SendSuccess')
  await modal.getByRole('button', { name: 'Close' }).click()

  // A host asking for an unlimited allowance: Walletdock's warning first.
  await page.getByRole('button', { name: /unlimited USDC approval/ }).click()
  const approve = page.getByRole('dialog', { name: 'Approve Request' })
  await expect(approve.getByTestId('approval-warning')).toBeVisible()
  await check(page, 'ApproveWarning')
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('host-request')).toHaveText(/^Error 4001/)

  // SwitchNetwork as a host opens it; the wallet waits for the person (manual), so the view stays while it is
  // checked, then the person declines in the wallet. Last: its 'Switch declined' snackbar outlives the view.
  await setDevnetWalletMode(page, 'manual')
  await page.evaluate(() => {
    const { walletdock } = window as unknown as { walletdock: { open(o: unknown): Promise<void> } }
    void walletdock.open({ view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:31338' } })
  })
  const switching = page.getByRole('dialog', { name: 'Walletdock Devnet B' })
  await expect(switching.getByText('Approve in wallet')).toBeVisible()
  await expect(walletPrompt(page)).toBeVisible()
  await check(page, 'SwitchNetwork')
  await setDevnetWalletMode(page, 'approve')
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(switching.getByText('Switch declined').first()).toBeVisible()
  await check(page, 'SwitchNetworkDeclined')
  await switching.getByRole('button', { name: 'Close' }).click()
}
