import type { Page } from '@playwright/test'
import { Keypair } from '@solana/web3.js'
import { SOLANA_DEV_TOKENS } from '../devnet/solana/devTokens.ts'
import { dialog, expect, openModal, test } from './fixtures.ts'
import {
  connectSolanaWallet,
  initSolanaWalletMode,
  lamportsOf,
  SOLANA_ALICE,
  SOLANA_BOBBY,
  setSolanaWalletMode,
  solShown,
  splAmountOf,
} from './solanaFixtures.ts'

const USDC_MINT = SOLANA_DEV_TOKENS.find((token) => token.symbol === 'USDC')?.mint ?? ''

async function connectSolana(page: Page): Promise<void> {
  await page.goto('/')
  // Opened before the core has attached, the modal stays on eip155 (reported): wait for it first.
  await page.evaluate(() => (window as unknown as { walletdock: { ready: Promise<void> } }).walletdock.ready)
  await connectSolanaWallet(page)
}

/** Opens Send, picks the token whose button name matches, and enters amount and receiver. */
async function fillSend(page: Page, token: RegExp, amount: string, receiver: string): Promise<void> {
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: token }).click()
  await modal.getByLabel('Amount').fill(amount)
  await modal.getByLabel('To (Solana address)').fill(receiver)
  await modal.getByRole('button', { name: 'Preview send' }).click()
}

test('send SOL and USDC on Solana: both land on the node and both tabs show the new balances', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'approve')
  await connectSolana(page)
  const tabB = await context.newPage()
  await tabB.goto('/')
  await expect(tabB.getByTestId('host-address')).toHaveText(SOLANA_ALICE)
  await openModal(tabB)
  const a = dialog(page)
  const b = dialog(tabB)
  await page.bringToFront()

  const bobbyBefore = await lamportsOf(SOLANA_BOBBY)
  await fillSend(page, / [\d.,]+ SOL\b/, '1.5', SOLANA_BOBBY)
  await expect(a.getByTestId('network-fee')).toContainText('0.000005 SOL')
  await a.getByRole('button', { name: 'Send', exact: true }).click()
  // The success state: the signature, and its page on Solana's explorer for the cluster (as configured).
  const sent = page.getByRole('dialog', { name: 'Sent' })
  await expect(sent.getByTestId('transaction-summary')).toHaveText('Sent 1.5 SOL')
  const signature = await sent.getByTestId('transaction-hash').textContent()
  await expect(sent.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute(
    'href',
    `https://explorer.solana.com/tx/${signature}?cluster=devnet`,
  )
  await sent.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  expect(await lamportsOf(SOLANA_BOBBY)).toBe(bobbyBefore + 1_500_000_000n)
  const sol = await solShown()
  await expect(a.getByTestId('token-SOL')).toContainText(`${sol} SOL`)
  await expect(b.getByTestId('token-SOL')).toContainText(`${sol} SOL`)

  // USDC to a receiver that never held it: the preview names the token account's rent, the send creates it.
  const fresh = Keypair.generate().publicKey.toBase58()
  const usdcBefore = await splAmountOf(SOLANA_ALICE, USDC_MINT)
  await fillSend(page, / [\d.,]+ USDC\b/, '12.5', fresh)
  await expect(a.getByTestId('network-fee')).toContainText('0.000005 SOL')
  await expect(a.getByTestId('account-rent')).toContainText('0.00203928 SOL')
  await a.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Sent' }).getByTestId('transaction-summary')).toHaveText(
    'Sent 12.5 USDC',
  )
  await a.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  expect(await splAmountOf(fresh, USDC_MINT)).toBe(12_500_000n)
  const usdcLeft = usdcBefore - 12_500_000n
  expect(await splAmountOf(SOLANA_ALICE, USDC_MINT)).toBe(usdcLeft)
  const shown = (Number(usdcLeft) / 1e6).toLocaleString('en-US', { maximumFractionDigits: 4 })
  await expect(a.getByTestId('token-USDC')).toContainText(`${shown} USDC`)
  await expect(b.getByTestId('token-USDC')).toContainText(`${shown} USDC`)
})

test('Solana Send refuses an invalid address, and a rejection in the wallet keeps the draft', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'approve')
  await connectSolana(page)
  const modal = dialog(page)
  await fillSend(page, / [\d.,]+ SOL\b/, '0.1', `0${SOLANA_BOBBY.slice(1)}`)
  await expect(modal.getByRole('alert')).toHaveText('Enter a valid Solana address')

  await modal.getByLabel('To (Solana address)').fill(SOLANA_BOBBY)
  await modal.getByRole('button', { name: 'Preview send' }).click()
  await setSolanaWalletMode(page, 'reject')
  const before = await lamportsOf(SOLANA_BOBBY)
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByTestId('snackbar')).toContainText('Transaction rejected')
  await expect(page.getByRole('dialog', { name: 'Review Send' })).toBeVisible()
  await expect(modal.getByTestId('send-amount')).toHaveText('0.1 SOL')
  expect(await lamportsOf(SOLANA_BOBBY)).toBe(before)
})
