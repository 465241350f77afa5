import type { BrowserContext, Page } from '@playwright/test'
import { getSolanaDevAccounts } from '../devnet/solana/devKeypairs.ts'
import { dialog, expect } from './fixtures.ts'
import { asShown } from './walletFixtures.ts'

/** The Devnet Solana Wallet's first account (devnet/solana/README.md): 100 SOL, USDC and WDT at start. */
export const SOLANA_ALICE = getSolanaDevAccounts()[0]?.address ?? ''
/** Its second account. */
export const SOLANA_BOBBY = getSolanaDevAccounts()[1]?.address ?? ''
/** The LiteSVM node that stands in for Solana Devnet. */
export const SOLANA_RPC = 'http://127.0.0.1:8899'

export type SolanaWalletMode = 'manual' | 'approve' | 'reject' | 'hang' | 'garbage'

/** Makes new pages of the context start with the Solana wallet in `mode` (set once per context). */
export async function initSolanaWalletMode(context: BrowserContext, mode: SolanaWalletMode): Promise<void> {
  await context.addInitScript((m) => {
    if (!localStorage.getItem('walletdock-test-solana-init')) {
      localStorage.setItem('walletdock-test-solana-init', '1')
      localStorage.setItem('devnet-solana-wallet:mode', m)
    }
  }, mode)
}

/** Changes the Solana wallet's answer mode from inside the page (every tab follows). */
export function setSolanaWalletMode(page: Page, mode: SolanaWalletMode) {
  return page.evaluate(
    (m) =>
      (window as unknown as { devnetSolanaWallet: { setMode(m: string): void } }).devnetSolanaWallet.setMode(
        m,
      ),
    mode,
  )
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const reply = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await reply.json()) as { result?: T; error?: { message: string } }
  if (body.error || body.result === undefined)
    throw new Error(`${method}: ${body.error?.message ?? 'no result'}`)
  return body.result
}

/** Lamports of `address` on the node. */
export async function lamportsOf(address: string): Promise<bigint> {
  return BigInt((await rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value)
}

/** The SOL balance of `address` as the token list shows it (grouped, at most 4 fraction digits). */
export async function solShown(address: string = SOLANA_ALICE): Promise<string> {
  return asShown(await lamportsOf(address), 9)
}

/** The raw amount of an SPL token `mint` that `owner` holds on the node (0 without a token account). */
export async function splAmountOf(owner: string, mint: string): Promise<bigint> {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

/** Connects the Devnet Solana Wallet through the host's "Connect a Solana wallet" button (opening rule 1). */
export async function connectSolanaWallet(page: Page, address = SOLANA_ALICE): Promise<void> {
  await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Devnet Solana Wallet/ })
    .click()
  await expect(page.getByTestId('host-address')).toHaveText(address)
}
