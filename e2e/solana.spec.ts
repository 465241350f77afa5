import { dialog, expect, test } from './fixtures.ts'
import {
  connectSolanaWallet,
  initSolanaWalletMode,
  SOLANA_ALICE,
  SOLANA_BOBBY,
  setSolanaWalletMode,
  solShown,
} from './solanaFixtures.ts'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

test('connect the Devnet Solana Wallet from the host and see its SOL balance from the node', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'approve')
  await page.goto('/')
  // Opening rule 1: the modal switches to the solana namespace first, so Connect lists Solana wallets.
  await connectSolanaWallet(page)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA_DEVNET)
  await expect(
    dialog(page)
      .getByText(`${await solShown()} SOL`)
      .first(),
  ).toBeVisible()
})

test('a Solana session is shared with a second tab and restored after a reload, without a prompt', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'approve')
  await page.goto('/')
  await connectSolanaWallet(page)
  // From here any prompt would be refused: tab B and the reload can only be connected by the shared session.
  await setSolanaWalletMode(page, 'reject')
  const tabB = await context.newPage()
  await tabB.goto('/')
  await expect(tabB.getByTestId('host-address')).toHaveText(SOLANA_ALICE)
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(SOLANA_ALICE)
  // The person picks another account in the wallet: both tabs follow.
  await page.evaluate(() =>
    (
      window as unknown as { devnetSolanaWallet: { selectAccount(i: number): void } }
    ).devnetSolanaWallet.selectAccount(1),
  )
  await expect(page.getByTestId('host-address')).toHaveText(SOLANA_BOBBY)
  await expect(tabB.getByTestId('host-address')).toHaveText(SOLANA_BOBBY)
})

test('the host signs a message through the solana provider; the wallet approving it is the one confirmation', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'approve')
  await page.goto('/')
  await connectSolanaWallet(page)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: /Sign "Hello from the demo host" on Solana/ }).click()
  await expect(page.getByTestId('host-solana')).toHaveText(`Solana signature verified for ${SOLANA_ALICE}`)
  await expect(page.getByRole('dialog', { name: 'Approve Request' })).toHaveCount(0)
})

test('a Solana wallet that answers with a malformed account is refused with a clear message', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'garbage')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Devnet Solana Wallet/ })
    .click()
  await expect(dialog(page).getByText('The wallet sent an invalid reply.').first()).toBeVisible()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})
