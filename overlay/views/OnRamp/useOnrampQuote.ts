import { useEffect, useRef, useState } from 'react'
import { DEBOUNCE_MS } from '../../../src/constants.ts'
import type { CoreText } from '../../../src/messages/coreText.ts'
import type { OnrampQuote } from '../../../src/onramp.ts'
import type { UiIntents } from '../../uiContext.ts'

/** The quote on screen: none asked (the order is incomplete), loading (quotesLoading), ready, or failed. */
export type OnrampQuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: OnrampQuote }
  | { status: 'failed'; error: CoreText | unknown }

/** An order as the Buy view holds it; `valid` when it is within the options' limits. */
export type OnrampOrderInput = {
  purchaseCurrency: string | undefined
  paymentCurrency: string | undefined
  paymentMethod: string
  amount: string
  valid: boolean
}

/**
 * Asks the core for a quote once the order has settled (500 ms) and is valid; an answer to an older order is
 * dropped, so what is on screen always matches the inputs.
 */
export function useOnrampQuote(intents: UiIntents, order: OnrampOrderInput): OnrampQuoteState {
  const [state, setState] = useState<OnrampQuoteState>({ status: 'idle' })
  const asked = useRef(0)
  const { purchaseCurrency, paymentCurrency, paymentMethod, amount, valid } = order
  useEffect(() => {
    const ask = ++asked.current
    if (!valid || !purchaseCurrency || !paymentCurrency) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'loading' })
    const timer = setTimeout(() => {
      intents.fetchOnrampQuote({ purchaseCurrency, paymentCurrency, paymentMethod, amount }).then(
        (reply) => {
          if (ask !== asked.current) return
          setState(
            reply.quote ? { status: 'ready', quote: reply.quote } : { status: 'failed', error: reply.error },
          )
        },
        (error: unknown) => ask === asked.current && setState({ status: 'failed', error }),
      )
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [intents, purchaseCurrency, paymentCurrency, paymentMethod, amount, valid])
  return state
}
