import { useEffect, useRef, useState } from 'react'
import type { SwapMessages } from '../../../src/messages/views/en.ts'
import type { CaughtError } from '../../../src/rebuildError.ts'
import type { SwapQuote } from '../../../src/swap.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useMessages, useUi } from '../../ui/context.ts'
import { formatDecimal } from '../../ui/format.ts'
import { isRejection } from '../../ui/rejection.ts'
import { SwapDetails } from './SwapDetails.tsx'
import { swapErrorText } from './swapErrorText.ts'

/**
 * The swap as it will go out: what is paid and received, the quote's details, the exact approval when one is
 * needed; then Swap. The quote keeps refreshing meanwhile, and the core executes only a fresh one.
 */
export function SwapPreview({
  s,
  quote,
  refreshing,
  onBack,
  onExpired,
  onDone,
}: {
  s: SwapMessages
  quote: SwapQuote
  refreshing: boolean
  onBack: () => void
  onExpired: () => void
  onDone: (hash: string) => void
}) {
  const { intents, store } = useUi()
  const m = useMessages()
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string>()
  const locale = m.intlLocale
  // ApproveTransaction replaces this view while a wallet without a prompt of its own is asked: an error that
  // comes back after that goes to the snackbar, where it is still seen.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const confirm = async () => {
    setSending(true)
    setProblem(undefined)
    try {
      const { hash } = await intents.executeSwap({ quoteId: quote.id })
      onDone(hash)
    } catch (error) {
      const text = isRejection(error) ? s.rejected : swapErrorText(m, s, error)
      if (!mounted.current) return showSnackbar(store, 'error', text)
      setSending(false)
      setProblem(text)
      if ((error as CaughtError)?.name === 'SwapQuoteExpiredError') onExpired()
    }
  }

  return (
    <div className="wd-stack" data-testid="swap-preview">
      <dl className="wd-details">
        <dt>{s.from}</dt>
        <dd data-testid="swap-preview-from">
          {formatDecimal(quote.fromAmount, locale)} {quote.from.symbol}
        </dd>
        <dt>{s.to}</dt>
        <dd data-testid="swap-preview-to">
          {formatDecimal(quote.toAmount, locale)} {quote.to.symbol}
        </dd>
      </dl>
      <SwapDetails s={s} quote={quote} />
      {quote.needsApproval && (
        <p className="wd-meta" data-testid="swap-approval-note">
          {s.approvalNote(formatDecimal(quote.fromAmount, locale), quote.from.symbol)}
        </p>
      )}
      {problem && (
        <p className="wd-error" role="alert" data-testid="swap-error">
          {problem}
        </p>
      )}
      <div className="wd-button-row">
        <button type="button" className="wd-button" disabled={sending} onClick={onBack}>
          {s.back}
        </button>
        <button
          type="button"
          className="wd-button wd-button-primary"
          disabled={sending || refreshing}
          onClick={() => void confirm()}
        >
          {sending ? s.swapping : s.swap}
        </button>
      </div>
    </div>
  )
}
