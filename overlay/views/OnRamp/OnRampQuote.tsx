import type { OnrampMessages } from '../../../src/messages/views/en.ts'
import { useMessages } from '../../ui/context.ts'
import { formatDecimal } from '../../ui/format.ts'
import { onrampErrorText } from './onrampErrorText.ts'
import type { OnrampQuoteState } from './useOnrampQuote.ts'

/** The quote under the order: loading, its fees, total and what is received, or why there is none. */
export function OnRampQuote({ o, state }: { o: OnrampMessages; state: OnrampQuoteState }) {
  const m = useMessages()
  const money = (value: { amount: string; currency: string }) =>
    o.money(formatDecimal(value.amount, m.intlLocale), value.currency)
  if (state.status === 'idle') return null
  if (state.status === 'loading')
    return (
      <p className="wd-muted" aria-live="polite" data-testid="onramp-quoting">
        {o.quoting}
      </p>
    )
  if (state.status === 'failed')
    return (
      <p className="wd-error" role="alert" data-testid="onramp-quote-error">
        {o.quoteFailed}: {onrampErrorText(m, o, state.error)}
      </p>
    )
  const { quote } = state
  return (
    <dl className="wd-details" data-testid="onramp-quote" aria-live="polite">
      <dt>{o.fees}</dt>
      <dd data-testid="onramp-fee">{money(quote.coinbaseFee)}</dd>
      <dt>{o.networkFee}</dt>
      <dd data-testid="onramp-network-fee">{money(quote.networkFee)}</dd>
      <dt>{o.total}</dt>
      <dd data-testid="onramp-total">{money(quote.paymentTotal)}</dd>
      <dt>{o.receive}</dt>
      <dd data-testid="onramp-receive">
        {o.approx(formatDecimal(quote.purchaseAmount.amount, m.intlLocale), quote.purchaseAmount.currency)}
      </dd>
    </dl>
  )
}
