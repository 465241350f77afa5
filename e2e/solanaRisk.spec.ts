import type { Page } from '@playwright/test'
import {
  AuthorityType,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Keypair, PublicKey, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { SOLANA_DEV_TOKENS } from '../devnet/solana/devTokens.ts'
import { expect, test } from './fixtures.ts'
import {
  connectSolanaWallet,
  initSolanaWalletMode,
  SOLANA_ALICE,
  setSolanaWalletMode,
} from './solanaFixtures.ts'

const USDC_MINT = new PublicKey(SOLANA_DEV_TOKENS.find((token) => token.symbol === 'USDC')?.mint ?? '')
const alice = new PublicKey(SOLANA_ALICE)
const aliceUsdc = getAssociatedTokenAddressSync(USDC_MINT, alice)
const thief = Keypair.generate().publicKey.toBase58()

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Devnet Solana Wallet' })
const approveView = (page: Page) => page.getByRole('dialog', { name: 'Approve Request' })

/** A legacy transaction Alice pays for, unsigned, as the base64 solana_signTransaction takes. */
function unsigned(...instructions: TransactionInstruction[]): string {
  const tx = new Transaction({ feePayer: alice, recentBlockhash: Keypair.generate().publicKey.toBase58() })
  tx.add(...instructions)
  return Buffer.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).toString(
    'base64',
  )
}

/** Starts solana_signTransaction through the demo's solana provider; its outcome lands in window.signed. */
async function requestSignature(page: Page, transaction: string): Promise<void> {
  await page.evaluate((transaction) => {
    const w = window as unknown as {
      walletdock: { getProvider(ns: string): { request(args: unknown): Promise<unknown> } }
      signed?: unknown
    }
    w.walletdock
      .getProvider('solana')
      .request({ method: 'solana_signTransaction', params: { transaction } })
      .then(
        (reply) => {
          w.signed = { reply }
        },
        (error: { code?: number }) => {
          w.signed = { code: error.code }
        },
      )
  }, transaction)
}

const signed = (page: Page) => page.evaluate(() => (window as unknown as { signed?: unknown }).signed)

async function connected(page: Page): Promise<void> {
  await page.goto('/')
  await page.evaluate(() => (window as unknown as { walletdock: { ready: Promise<void> } }).walletdock.ready)
  await connectSolanaWallet(page)
  await page.keyboard.press('Escape')
  // From here the wallet asks the person: its prompt shows whether a request reached it.
  await setSolanaWalletMode(page, 'manual')
}

test('a Solana signTransaction handing over the USDC account shows the warning before the wallet prompt', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'approve')
  await connected(page)
  await requestSignature(
    page,
    unsigned(
      createSetAuthorityInstruction(aliceUsdc, alice, AuthorityType.AccountOwner, new PublicKey(thief)),
    ),
  )
  const approve = approveView(page)
  const warning = approve.getByTestId('approval-warning')
  await expect(warning).toContainText('Change of the account owner authority')
  await expect(warning).toContainText(`over ${aliceUsdc.toBase58()} to ${thief}`)
  await expect(approve.getByRole('button', { name: 'Approve anyway' })).toBeDisabled()
  await expect(walletPrompt(page)).toHaveCount(0)

  await approve.getByLabel('I understand the risk and want to approve anyway').check()
  await approve.getByRole('button', { name: 'Approve anyway' }).click()
  const prompt = walletPrompt(page)
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => signed(page)).toMatchObject({ reply: { signature: expect.any(String) } })
})

test('a Solana CloseAccount refused in the warning view fails with 4001 and never reaches the wallet', async ({
  context,
  page,
}) => {
  await initSolanaWalletMode(context, 'approve')
  await connected(page)
  await requestSignature(
    page,
    unsigned(createCloseAccountInstruction(aliceUsdc, new PublicKey(thief), alice)),
  )
  const approve = approveView(page)
  const warning = approve.getByTestId('approval-warning')
  await expect(warning).toContainText('Token account closed')
  await expect(warning).toContainText(`sends what it holds to ${thief}`)
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect.poll(() => signed(page)).toEqual({ code: 4001 })
  await expect(walletPrompt(page)).toHaveCount(0)
})
