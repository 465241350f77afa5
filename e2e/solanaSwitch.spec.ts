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
import { initSolanaWalletMode, SOLANA_ALICE, setSolanaWalletMode } from './solanaFixtures.ts'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** How the Account view shows the Solana account: the first 6 and last 4 characters. */
const SOLANA_SHORT = `${SOLANA_ALICE.slice(0, 6)}…${SOLANA_ALICE.slice(-4)}`

/** Picks `network` in the Networks view, reached from the Account view's network button. */
async function pickNetwork(page: Page, current: string, network: string): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: `Network: ${current}` })
    .click()
  await expect(dialog(page)).toHaveAccessibleName('Choose network')
  await dialog(page).getByRole('button', { name: network, exact: true }).click()
}

/** The account the host reads through the public API (getAccount / subscribeAccount). */
async function expectHostAccount(page: Page, address: string, caipNetworkId: string): Promise<void> {
  await expect(page.getByTestId('host-address')).toHaveText(address)
  await expect(page.getByTestId('host-network')).toHaveText(caipNetworkId)
}

test('EVM → Solana through SwitchActiveChain, connect the Solana wallet, back to EVM and to Solana again; a second tab follows', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await initSolanaWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  const tabB = await context.newPage()
  await tabB.goto('/')
  await expectHostAccount(tabB, DEV_ADDRESS, 'eip155:31337')
  // A tab in the background gets no animation frames, which Playwright's clicks wait for.
  await page.bringToFront()

  // No Solana account yet: the modal asks before it leaves the EVM account.
  await pickNetwork(page, 'Walletdock Devnet A', 'Solana Devnet')
  await expect(dialog(page)).toHaveAccessibleName('Switch chain')
  await expect(dialog(page).getByText('Your EVM wallet stays connected.', { exact: false })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Switch to Solana Devnet' }).click()

  // Connect is for Solana now: the Solana wallet is offered, the EVM one is not.
  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
  const wallets = dialog(page).getByRole('list', { name: 'Wallets' })
  await expect(wallets.getByRole('button', { name: /Devnet Solana Wallet/ })).toBeVisible()
  await expect(wallets.getByRole('button', { name: /^Devnet Wallet/ })).toHaveCount(0)
  // The active account is Solana's, which has no address yet: the host sees it in both tabs.
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await expect(tabB.getByTestId('host-status')).toHaveText('disconnected')

  await wallets.getByRole('button', { name: /Devnet Solana Wallet/ }).click()
  await expectHostAccount(page, SOLANA_ALICE, SOLANA_DEVNET)
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await expect(dialog(page).getByTestId('account-name')).toHaveText(SOLANA_SHORT)
  // No profile, no avatar: the account's identicon (blo), drawn.
  const identicon = dialog(page).getByTestId('identicon')
  await expect(identicon).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect.poll(() => identicon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(dialog(page).getByRole('button', { name: 'Network: Solana Devnet' })).toBeVisible()
  await expect(page.locator('walletdock-network-button').getByRole('button')).toHaveText('Solana Devnet')
  await expectHostAccount(tabB, SOLANA_ALICE, SOLANA_DEVNET)

  // The EVM chain already has an address: straight to Account, no wallet prompt (the EVM wallet would refuse).
  await page.evaluate(() => localStorage.setItem('devnet-wallet:mode', 'reject'))
  await pickNetwork(page, 'Solana Devnet', 'Walletdock Devnet A')
  await expectHostAccount(page, DEV_ADDRESS, 'eip155:31337')
  await expect(dialog(page)).toHaveAccessibleName('Account')
  await expect(dialog(page).getByRole('button', { name: 'Network: Walletdock Devnet A' })).toBeVisible()
  await expect(dialog(page).getByTestId('balance')).toHaveText(/ ETH$/)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expectHostAccount(tabB, DEV_ADDRESS, 'eip155:31337')

  // And back to Solana, whose account is kept: straight to Account again.
  await setSolanaWalletMode(page, 'reject')
  await pickNetwork(page, 'Walletdock Devnet A', 'Solana Devnet')
  await expectHostAccount(page, SOLANA_ALICE, SOLANA_DEVNET)
  await expect(dialog(page).getByRole('button', { name: 'Network: Solana Devnet' })).toBeVisible()
  await expectHostAccount(tabB, SOLANA_ALICE, SOLANA_DEVNET)

  // The second tab's modal shows the same account.
  await tabB.bringToFront()
  await openModal(tabB)
  await expect(dialog(tabB).getByTestId('account-name')).toHaveText(SOLANA_SHORT)
  // Its SOL balance, read from the node, and a healthy connection (a failed read would say reconnecting).
  await expect(dialog(page).getByTestId('balance')).toHaveText(/^[\d.,]+ SOL$/)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})

test('opening for the solana namespace with nothing connected there switches first and offers Solana wallets', async ({
  context,
  page,
}) => {
  await initWalletMode(context, 'approve')
  await page.goto('/')
  await connectDevnetWallet(page)
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()

  await expect(dialog(page)).toHaveAccessibleName('Connect Wallet')
  const wallets = dialog(page).getByRole('list', { name: 'Wallets' })
  await expect(wallets.getByRole('button', { name: /Devnet Solana Wallet/ })).toBeVisible()
  await expect(wallets.getByRole('button', { name: /^Devnet Wallet/ })).toHaveCount(0)
  // The host reads the Solana account, with no address, once the switch has landed.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { walletdock: { getAccount(): unknown } }).walletdock.getAccount(),
      ),
    )
    .toEqual({
      status: 'disconnected',
      namespace: 'solana',
      address: undefined,
      caipNetworkId: SOLANA_DEVNET,
      caipAddress: undefined,
      signedIn: false,
    })
})
