import { useEffect, useId, useState } from 'react'
import { isWithinLimit, limitsOf, type OnrampProvider, onrampNetworkOf } from '../../../src/onramp.ts'
import type { IntentReturnType } from '../../../worker/intents.ts'
import { useMessages, useUi } from '../../ui/context.ts'
import { useViewMessages } from '../useViewMessages.ts'
import { OnRampQuote } from './OnRampQuote.tsx'
import { onrampErrorText } from './onrampErrorText.ts'
import { useOnrampQuote } from './useOnrampQuote.ts'

type Options =
  | { status: 'loading' }
  | { status: 'ready'; options: IntentReturnType<'fetchOnrampOptions'> }
  | { status: 'failed'; error: unknown }

type Stage =
  | { name: 'edit'; error?: unknown }
  | { name: 'waiting'; provider: OnrampProvider; symbol: string; blockedUrl?: string | undefined }

/**
 * Buy (on-ramp): what to buy, the currency and method to pay with (within their limits), the amount, a quote
 * with fees and total, then a provider, whose page opens in a window opened by the click itself.
 */
export function OnRamp() {
  const { intents } = useUi()
  const m = useMessages()
  const o = useViewMessages().onramp
  const [options, setOptions] = useState<Options>({ status: 'loading' })
  const [purchaseCurrency, setPurchaseCurrency] = useState<string>()
  const [paymentCurrency, setPaymentCurrency] = useState<string>()
  const [paymentMethod, setPaymentMethod] = useState('card')
  const [amount, setAmount] = useState('')
  const [stage, setStage] = useState<Stage>({ name: 'edit' })
  const ids = { buy: useId(), pay: useId(), amount: useId(), method: useId() }

  useEffect(() => {
    let live = true
    intents.fetchOnrampOptions().then(
      (read) => {
        if (!live) return
        setOptions({ status: 'ready', options: read })
        setPurchaseCurrency((current) => current ?? read.defaultPurchaseCurrency)
        setPaymentCurrency((current) => current ?? read.defaultPaymentCurrency)
      },
      (error: unknown) => live && setOptions({ status: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [intents])

  const ready = options.status === 'ready' ? options.options : undefined
  const limit = ready && paymentCurrency ? limitsOf(ready, paymentCurrency, paymentMethod) : undefined
  const valid = !!limit && isWithinLimit(amount, limit)
  const quote = useOnrampQuote(intents, { purchaseCurrency, paymentCurrency, paymentMethod, amount, valid })

  if (options.status === 'loading') return <p className="wd-muted">{o.loading}</p>
  if (options.status === 'failed')
    return (
      <p className="wd-error" role="alert" data-testid="onramp-error">
        {onrampErrorText(m, o, options.error)}
      </p>
    )
  const read = options.options
  const currency = read.purchaseCurrencies.find((c) => c.id === purchaseCurrency)
  if (stage.name === 'waiting')
    return (
      <div className="wd-stack" data-testid="onramp-waiting">
        <p role="status">{o.waiting(stage.provider.label, stage.symbol)}</p>
        {stage.blockedUrl && (
          <p>
            {o.blocked(stage.provider.label)}{' '}
            <a href={stage.blockedUrl} target="_blank" rel="noopener noreferrer">
              {o.openProvider(stage.provider.label)}
            </a>
          </p>
        )}
        <button type="button" className="wd-button wd-button-wide" onClick={() => setStage({ name: 'edit' })}>
          {o.again}
        </button>
      </div>
    )

  const buyWith = (provider: OnrampProvider) => {
    if (!purchaseCurrency || !paymentCurrency || !currency) return
    // Opened now, inside the click: a window opened after an await is blocked. It gets the page once made.
    const popup = window.open('', '_blank')
    if (popup) popup.opener = null
    intents
      .openOnrampProvider({
        provider: provider.name,
        purchaseCurrency,
        paymentCurrency,
        paymentMethod,
        amount,
      })
      .then(
        ({ url }) => {
          if (popup && !popup.closed) popup.location.href = url
          setStage({
            name: 'waiting',
            provider,
            symbol: currency.symbol,
            blockedUrl: popup ? undefined : url,
          })
        },
        (error: unknown) => {
          popup?.close()
          setStage({ name: 'edit', error })
        },
      )
  }

  const methods = read.paymentCurrencies.find((c) => c.id === paymentCurrency)?.payment_method_limits ?? []
  const outOfRange = amount !== '' && !!limit && !valid
  return (
    <form className="wd-stack" noValidate onSubmit={(event) => event.preventDefault()} data-testid="onramp">
      {read.sample && (
        <p className="wd-muted" role="status" data-testid="onramp-sample">
          {o.sample}
        </p>
      )}
      {read.purchaseCurrencies.length === 0 ? (
        <p className="wd-error" role="alert">
          {o.nothingHere}
        </p>
      ) : (
        <>
          <div className="wd-field">
            <label htmlFor={ids.buy}>{o.buy}</label>
            <select
              id={ids.buy}
              className="wd-input"
              value={purchaseCurrency}
              onChange={(event) => setPurchaseCurrency(event.target.value)}
            >
              {read.purchaseCurrencies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.symbol} {o.network(onrampNetworkOf(c, read.caipNetworkId)?.display_name ?? '')}
                </option>
              ))}
            </select>
          </div>
          <div className="wd-field">
            <label htmlFor={ids.pay}>{o.payIn}</label>
            <select
              id={ids.pay}
              className="wd-input"
              value={paymentCurrency}
              onChange={(event) => setPaymentCurrency(event.target.value)}
            >
              {read.paymentCurrencies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.id}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="wd-field" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>{o.method}</legend>
            {methods.map((method) => (
              <label key={method.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <input
                  type="radio"
                  name={ids.method}
                  value={method.id}
                  checked={paymentMethod === method.id}
                  onChange={() => setPaymentMethod(method.id)}
                />
                <span>{o.methods[method.id] ?? method.id}</span>
                <span className="wd-row-sub">{o.limits(method.min, method.max, paymentCurrency ?? '')}</span>
              </label>
            ))}
          </fieldset>
          <div className="wd-field">
            <label htmlFor={ids.amount}>{o.amount(paymentCurrency ?? '')}</label>
            <input
              id={ids.amount}
              className="wd-input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={amount}
              aria-invalid={outOfRange}
              onChange={(event) => setAmount(event.target.value.replace(',', '.').trim())}
            />
          </div>
          {outOfRange && limit && (
            <p className="wd-error" role="alert" data-testid="onramp-limit">
              {o.outOfRange(limit.min, limit.max, paymentCurrency ?? '')}
            </p>
          )}
          <OnRampQuote o={o} state={quote} />
          <section className="wd-field" aria-label={o.providers}>
            {read.providers.map((provider) => (
              <button
                key={provider.name}
                type="button"
                className="wd-button wd-button-primary wd-button-wide"
                data-provider={provider.name}
                disabled={!valid || quote.status === 'loading'}
                onClick={() => buyWith(provider)}
              >
                {o.buyWith(provider.label)}{' '}
                <span className="wd-row-sub">{o.feeRange(provider.feeRange.min, provider.feeRange.max)}</span>
              </button>
            ))}
          </section>
          {stage.error !== undefined && (
            <p className="wd-error" role="alert" data-testid="onramp-error">
              {onrampErrorText(m, o, stage.error)}
            </p>
          )}
        </>
      )}
    </form>
  )
}
