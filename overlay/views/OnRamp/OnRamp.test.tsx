// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProjectIdNotConfiguredError } from '../../../src/errorClasses.ts'
import type { Locale } from '../../../src/messages/locales.ts'
import { ONRAMP_PROVIDERS, type OnrampQuote, SAMPLE_ONRAMP_OPTIONS } from '../../../src/onramp.ts'
import { OnrampAmountOutOfRangeError } from '../../../src/onrampErrors.ts'
import { connectedTo, makeSnapshot, renderModal } from '../../ui/testing.tsx'
import type { UiIntents } from '../../uiContext.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const money = (amount: string, currency = 'USD') => ({ amount, currency })
const quote: OnrampQuote = {
  coinbaseFee: money('0.50'),
  networkFee: money('0.50'),
  paymentSubtotal: money('49.00'),
  paymentTotal: money('50.00'),
  purchaseAmount: money('49', 'USDC'),
  quoteId: 'q1',
}

function buy(intents: Partial<UiIntents> = {}, sample = false, locale: Locale = 'en') {
  return renderModal({
    locale,
    snapshot: makeSnapshot({ connections: { eip155: connectedTo() } }),
    views: [{ name: 'Account' }, { name: 'OnRamp' }],
    intents: {
      fetchOnrampOptions: async () => ({
        caipNetworkId: 'eip155:1',
        ...SAMPLE_ONRAMP_OPTIONS,
        providers: ONRAMP_PROVIDERS,
        defaultPurchaseCurrency: SAMPLE_ONRAMP_OPTIONS.purchaseCurrencies[0]?.id,
        defaultPaymentCurrency: 'USD',
        sample,
      }),
      fetchOnrampQuote: async () => ({ quote }),
      ...intents,
    },
  })
}

const amount = () => screen.findByLabelText('Amount (USD)') as Promise<HTMLInputElement>

describe('OnRamp', () => {
  it('default: USDC and USD by card; an amount within the limits gets a quote with fees and total', async () => {
    const { calls } = buy()
    fireEvent.change(await amount(), { target: { value: '50' } })
    await waitFor(() => expect(screen.getByTestId('onramp-total').textContent).toBe('50 USD'), {
      timeout: 2_000,
    })
    expect(screen.getByTestId('onramp-fee').textContent).toBe('0.5 USD')
    expect(screen.getByTestId('onramp-receive').textContent).toBe('≈ 49 USDC')
    expect(calls.find((c) => c.intent === 'fetchOnrampQuote')?.args[0]).toEqual({
      purchaseCurrency: SAMPLE_ONRAMP_OPTIONS.purchaseCurrencies[0]?.id,
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      amount: '50',
    })
    expect(screen.getAllByText('Fees 1–2 %')).toHaveLength(2)
    expect(screen.queryByTestId('onramp-sample')).toBeNull()
  })

  it('behavior: a tab in German reads the Buy view in German, its limits and quote too', async () => {
    buy({}, false, 'de')
    const field = (await screen.findByLabelText('Betrag (USD)')) as HTMLInputElement
    expect(screen.getByText('Zahlungsmethode')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Bankkonto/ })).toBeTruthy()
    fireEvent.change(field, { target: { value: '7600' } })
    expect(screen.getByTestId('onramp-limit').textContent).toBe(
      'Gib einen Betrag zwischen 10.00 und 7500.00 USD ein',
    )
    fireEvent.change(field, { target: { value: '50' } })
    await waitFor(() => expect(screen.getByText('Anbietergebühr')).toBeTruthy(), { timeout: 2_000 })
    expect(screen.getAllByText('Gebühren 1–2 %')).toHaveLength(2)
    expect(screen.queryByText(/Amount|Payment method|Provider fee/)).toBeNull()
  })

  it('bad input: an amount outside the card’s limits says so, asks no quote and offers no provider', async () => {
    const { calls } = buy()
    fireEvent.change(await amount(), { target: { value: '7600' } })
    expect(screen.getByTestId('onramp-limit').textContent).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
    fireEvent.click(screen.getByRole('radio', { name: /Bank account/ }))
    expect(screen.queryByTestId('onramp-limit')).toBeNull()
    fireEvent.change(await amount(), { target: { value: '25001' } })
    expect(screen.getByTestId('onramp-limit').textContent).toBe(
      'Enter an amount between 10.00 and 25000.00 USD',
    )
    expect((screen.getByRole('button', { name: /^Buy with Coinbase/ }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(calls.some((c) => c.intent === 'fetchOnrampQuote')).toBe(false)
  })

  it('behavior: the provider’s window opens within the click, then gets the page the core made', async () => {
    const popup = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() }
    let resolve!: (value: { url: string }) => void
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    buy({ openOnrampProvider: () => new Promise((r) => (resolve = r)) })
    fireEvent.change(await amount(), { target: { value: '50' } })
    await waitFor(() => expect(screen.getByTestId('onramp-total')).toBeTruthy(), { timeout: 2_000 })
    fireEvent.click(screen.getByRole('button', { name: /^Buy with Meld/ }))
    // Opened by the click itself, before the core answered: a window opened after an await is blocked.
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(popup.opener).toBeNull()
    resolve({ url: 'https://pay.example/checkout/1' })
    await waitFor(() => expect(popup.location.href).toBe('https://pay.example/checkout/1'))
    expect((await screen.findByTestId('onramp-waiting')).textContent).toContain(
      'Complete your purchase in the Meld window',
    )
  })

  it('behavior: a blocked window leaves a link to the page; a refused order closes it and says why', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    buy({ openOnrampProvider: async () => ({ url: 'https://pay.example/checkout/2' }) })
    fireEvent.change(await amount(), { target: { value: '50' } })
    await waitFor(() => expect(screen.getByTestId('onramp-total')).toBeTruthy(), { timeout: 2_000 })
    fireEvent.click(screen.getByRole('button', { name: /^Buy with Coinbase/ }))
    const link = (await screen.findByRole('link', { name: 'Open Coinbase' })) as HTMLAnchorElement
    expect(link.href).toBe('https://pay.example/checkout/2')
    cleanup()
    const popup = { closed: false, opener: null, location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    buy({
      openOnrampProvider: async () => {
        throw new OnrampAmountOutOfRangeError({ min: '10.00', max: '7500.00', currency: 'USD' })
      },
    })
    fireEvent.change(await amount(), { target: { value: '50' } })
    await waitFor(() => expect(screen.getByTestId('onramp-total')).toBeTruthy(), { timeout: 2_000 })
    fireEvent.click(screen.getByRole('button', { name: /^Buy with Coinbase/ }))
    expect((await screen.findByTestId('onramp-error')).textContent).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
    expect(popup.close).toHaveBeenCalled()
  })

  it('behavior: sample data says so; a failed quote shows its message', async () => {
    buy(
      {
        fetchOnrampQuote: async () => ({
          quote: null,
          error: { text: 'HTTP status code: 503', error: 'HttpRequestError' },
        }),
      },
      true,
    )
    expect((await screen.findByTestId('onramp-sample')).textContent).toContain('sample options')
    fireEvent.change(await amount(), { target: { value: '50' } })
    expect((await screen.findByTestId('onramp-quote-error', undefined, { timeout: 2_000 })).textContent).toBe(
      'No quote is available right now: The on-ramp service is not available right now. Try again later.',
    )
  })
})

describe('project id', () => {
  it('bad input: without a project id, Connect shows the “not configured” alert', async () => {
    renderModal({ fatal: new ProjectIdNotConfiguredError() })
    expect((await screen.findByRole('alert')).textContent).toBe('Project ID not configured')
  })
})
