// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../../src/messages/locales.ts'
import { SWAP_NATIVE_ADDRESS, type SwapQuote, type SwapToken } from '../../../src/swap.ts'
import { SwapNetworkUnsupportedError, SwapQuoteExpiredError } from '../../../src/swapErrors.ts'
import { connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'
import type { UiIntents } from '../../uiContext.ts'

afterEach(cleanup)

const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: `eip155:31337:${SWAP_NATIVE_ADDRESS}`,
  decimals: 18,
  native: true,
  balance: '2',
  price: 3000,
}
const usdc: SwapToken = {
  name: 'Devnet USD Coin',
  symbol: 'USDC',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 6,
  native: false,
  balance: '100',
  price: 1,
}
const wdt: SwapToken = {
  ...usdc,
  name: 'Walletdock Token',
  symbol: 'WDT',
  address: 'eip155:31337:0xe7f1',
  decimals: 18,
}

let quotes = 0
function quoteFor({ from, to, amount }: { from: string; to: string; amount: string }): SwapQuote {
  quotes++
  const fromToken = [eth, usdc, wdt].find((t) => t.address === from) ?? eth
  const toToken = [eth, usdc, wdt].find((t) => t.address === to) ?? usdc
  return {
    id: `quote-${quotes}`,
    caipNetworkId: 'eip155:31337',
    address: '0x1234567890abcdef1234567890abcdef1234abcd',
    from: fromToken,
    to: toToken,
    fromAmount: amount,
    toAmount: '40',
    minimumReceived: '39.6',
    slippagePercent: 1,
    rate: 40 / Number(amount),
    priceImpact: 0.5,
    nativeSymbol: 'ETH',
    networkFee: { amount: '0.0004', usd: 1.2 },
    needsApproval: !fromToken.native,
    fetchedAt: 0,
    expiresAt: 30_000,
  }
}

function swap(intents: Partial<UiIntents> = {}, locale: Locale = 'en') {
  return renderModal({
    locale,
    snapshot: makeSnapshot({ connections: { eip155: connectedTo() } }),
    views: [{ name: 'Account' }, { name: 'Swap' }],
    intents: {
      fetchSwapTokens: async () => [eth, usdc, wdt],
      fetchSwapQuote: async (params) => quoteFor(params),
      executeSwap: async () => ({ hash: `0x${'ab'.repeat(32)}`, batched: false }),
      ...intents,
    },
  })
}

const amountField = () => screen.findByLabelText('Amount') as Promise<HTMLInputElement>

describe('Swap', () => {
  it('default: the native coin to the first token; an amount gets a quote with rate, impact, minimum and fee', async () => {
    swap()
    fireEvent.change(await amountField(), { target: { value: '0,5' } })
    expect(screen.getByText('Balance: 2 ETH')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('swap-to-amount').textContent).toBe('40 USDC'), {
      timeout: 2_000,
    })
    expect(screen.getByTestId('swap-rate').textContent).toBe('1 ETH = 80 USDC')
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('0.5 %')
    expect(screen.getByTestId('swap-minimum').textContent).toContain('39.6 USDC')
    expect(screen.getByTestId('swap-minimum').textContent).toContain('slippage tolerance of 1 %')
    expect(screen.getByTestId('swap-fee').textContent).toContain('≈ 0.0004 ETH')
  })

  it('behavior: a token button is named by its side and token the way the tab’s language writes it', async () => {
    swap({}, 'fr')
    expect(await screen.findByRole('button', { name: 'Vous payez : ETH' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Vous recevez : USDC' })).toBeTruthy()
  })

  it('behavior: preview names the exact approval, Swap executes that quote and shows the result', async () => {
    const { calls } = swap()
    fireEvent.click(await screen.findByRole('button', { name: 'You pay: ETH' }))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or symbol' }), {
      target: { value: 'usd' },
    })
    expect(screen.queryByRole('button', { name: /WDT/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /USDC/ }))
    // USDC was the token to receive: the two sides traded places.
    fireEvent.click(screen.getByRole('button', { name: 'You receive: ETH' }))
    fireEvent.click(screen.getByRole('button', { name: /WDT/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((await amountField()).value).toBe('100')
    const review = screen.getByRole('button', { name: 'Review swap' }) as HTMLButtonElement
    await waitFor(() => expect(review.disabled).toBe(false), { timeout: 2_000 })
    fireEvent.click(review)
    expect(screen.getByTestId('swap-approval-note').textContent).toBe(
      'First you approve exactly 100 USDC for the swap (no more), then you confirm the swap.',
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Swap' })))
    const executed = calls.find((call) => call.intent === 'executeSwap')
    expect(executed?.args[0]).toEqual({ quoteId: `quote-${quotes}` })
    expect((await screen.findByTestId('transaction-summary')).textContent).toBe(
      'You swapped 100 USDC for 40 WDT.',
    )
    expect(screen.getByTestId('transaction-hash').textContent).toBe(`0x${'ab'.repeat(32)}`)
  })

  it('behavior: a stale quote is refused with a clear message and a new quote is asked for', async () => {
    const { calls } = swap({
      executeSwap: async () => {
        throw new SwapQuoteExpiredError()
      },
    })
    fireEvent.change(await amountField(), { target: { value: '1' } })
    const review = screen.getByRole('button', { name: 'Review swap' }) as HTMLButtonElement
    await waitFor(() => expect(review.disabled).toBe(false), { timeout: 2_000 })
    fireEvent.click(review)
    const asked = calls.filter((call) => call.intent === 'fetchSwapQuote').length
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Swap' })))
    expect(screen.getByRole('alert').textContent).toBe(
      'The quote has expired. Check the new quote and try again.',
    )
    expect(calls.filter((call) => call.intent === 'fetchSwapQuote').length).toBe(asked + 1)
  })

  it("behavior: a network without swaps says 'Network not supported for Swaps'", async () => {
    swap({
      fetchSwapTokens: async () => {
        throw new SwapNetworkUnsupportedError({ caipNetworkId: 'solana:x' })
      },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Network not supported for Swaps')
  })
})
