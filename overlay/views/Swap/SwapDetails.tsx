import type { SwapMessages } from '../../../src/messages/views/en.ts'
import type { SwapQuote } from '../../../src/swap.ts'
import { useMessages } from '../../ui/context.ts'
import { formatDecimal, formatUsd } from '../../ui/format.ts'

// Rates and impacts are shown to a few significant digits: enough to compare, not a false precision.
const significant = (value: number, intlLocale: string) =>
  new Intl.NumberFormat(intlLocale, { maximumSignificantDigits: 6 }).format(value)

/** The quote's rate, price impact, minimum received at the slippage tolerance and network fee. */
export function SwapDetails({ s, quote }: { s: SwapMessages; quote: SwapQuote }) {
  const m = useMessages()
  const locale = m.intlLocale
  const fee = quote.networkFee
  return (
    <dl className="wd-details" data-testid="swap-details">
      <dt>{s.rate}</dt>
      <dd data-testid="swap-rate">
        {s.rateValue(quote.from.symbol, significant(quote.rate, locale), quote.to.symbol)}
      </dd>
      <dt>{s.priceImpact}</dt>
      <dd data-testid="swap-price-impact">
        {quote.priceImpact === null
          ? s.priceImpactUnknown
          : s.percent(significant(Math.round(quote.priceImpact * 100) / 100, locale))}
      </dd>
      <dt>{s.minimumReceived}</dt>
      <dd data-testid="swap-minimum">
        <span className="wd-block">
          {formatDecimal(quote.minimumReceived, locale)} {quote.to.symbol}
        </span>
        <span className="wd-block wd-row-sub">{s.slippage(significant(quote.slippagePercent, locale))}</span>
      </dd>
      <dt>{s.networkFee}</dt>
      <dd data-testid="swap-fee">
        {fee ? (
          <>
            <span className="wd-block">
              {s.feeValue(significant(Number(fee.amount), locale), quote.nativeSymbol)}
            </span>
            {fee.usd !== null && <span className="wd-block wd-row-sub">{formatUsd(fee.usd, locale)}</span>}
          </>
        ) : (
          s.feeUnknown
        )}
      </dd>
    </dl>
  )
}
