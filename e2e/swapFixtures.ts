import type { Page } from '@playwright/test'
import { DEV_TOKENS } from '../devnet/contracts/devTokens.ts'
import { expect } from './fixtures.ts'

// The Swap view's steps, shared by the swap specs (the injected Devnet Wallet and the embedded wallet's batch).

/** A devnet token by symbol (same address on both chains). */
export function devToken(symbol: string) {
  const found = DEV_TOKENS.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`${symbol} missing`)
  return found
}

/** Opens the Swap view the way a host can (walletdock.open({ view: 'Swap' })). */
export async function openSwap(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { walletdock: { open(o: unknown): Promise<void> } }).walletdock.open({
      view: 'Swap',
    }),
  )
  const modal = page.getByRole('dialog', { name: 'Swap' })
  await expect(modal.getByLabel('Amount')).toBeVisible()
  return modal
}

type Modal = ReturnType<Page['getByRole']>

/** Picks the token on one side of the swap through its search. */
export async function pick(modal: Modal, side: 'You pay' | 'You receive', symbol: string) {
  await modal.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
  await modal.getByRole('searchbox').fill(symbol)
  await modal.getByRole('button', { name: new RegExp(`^${symbol} · `) }).click()
}

/** Waits for a quote and opens the preview. */
export async function review(modal: Modal) {
  const button = modal.getByRole('button', { name: 'Review swap' })
  await expect(button).toBeEnabled({ timeout: 10_000 })
  await button.click()
  await expect(modal.getByTestId('swap-preview')).toBeVisible()
}

/** The preview's minimum received, in base units of a token with `decimals`. */
export async function minimumShown(modal: Modal, decimals: number): Promise<bigint> {
  const text = (await modal.getByTestId('swap-minimum').locator('span').first().textContent()) ?? ''
  const [whole = '0', fraction = ''] = text.replace(/[^\d.]/g, '').split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
}
