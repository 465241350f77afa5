import { useCallback, useEffect, useRef, useState } from 'react'
import { DEBOUNCE_MS } from '../../../src/constants.ts'
import { SWAP_QUOTE_REFRESH_MS, type SwapQuote, type SwapToken } from '../../../src/swap.ts'
import type { UiIntents } from '../../uiContext.ts'

/** The quote on screen: none asked yet, being fetched (the last one kept meanwhile), or failed. */
export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; quote?: SwapQuote | undefined }
  | { status: 'ready'; quote: SwapQuote }
  | { status: 'failed'; error: unknown }

/** Whether `amount` is a positive decimal number as typed ('1', '0.5', '.5'). */
export function isPositiveAmount(amount: string): boolean {
  return /^\d*\.?\d*$/.test(amount) && Number(amount) > 0
}

/**
 * Asks the core for a quote once the tokens and amount have settled (500 ms), and again every 10 s while
 * `live`, so what is on screen stays fresh; an answer to an older question is dropped. The core remembers
 * each quote only for a short time and executes none that went stale.
 */
export function useSwapQuote(
  intents: UiIntents,
  p: { from: SwapToken | undefined; to: SwapToken | undefined; amount: string; live: boolean },
): { state: QuoteState; refresh: () => void } {
  const [state, setState] = useState<QuoteState>({ status: 'idle' })
  const asked = useRef(0)
  const from = p.from?.address
  const to = p.to?.address
  const { amount, live } = p

  const fetchQuote = useCallback(() => {
    if (!from || !to || !isPositiveAmount(amount)) return
    const ask = ++asked.current
    setState((previous) => ({
      status: 'loading',
      quote: previous.status === 'ready' || previous.status === 'loading' ? previous.quote : undefined,
    }))
    intents.fetchSwapQuote({ from, to, amount }).then(
      (quote) => ask === asked.current && setState({ status: 'ready', quote }),
      (error: unknown) => ask === asked.current && setState({ status: 'failed', error }),
    )
  }, [intents, from, to, amount])

  const valid = !!from && !!to && isPositiveAmount(amount)
  useEffect(() => {
    asked.current++
    if (!valid) {
      setState({ status: 'idle' })
      return
    }
    const first = setTimeout(fetchQuote, DEBOUNCE_MS)
    return () => clearTimeout(first)
  }, [fetchQuote, valid])

  useEffect(() => {
    if (!valid || !live) return
    const again = setInterval(fetchQuote, SWAP_QUOTE_REFRESH_MS)
    return () => clearInterval(again)
  }, [fetchQuote, valid, live])

  return { state, refresh: fetchQuote }
}
