import { useEffect, useId, useState } from 'react'
import type { SwapMessages } from '../../../src/messages/views/en.ts'
import type { SwapToken } from '../../../src/swap.ts'
import { navigate } from '../../navigation.ts'
import { useMessages, useUi } from '../../ui/context.ts'
import { formatDecimal } from '../../ui/format.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { useViewMessages } from '../useViewMessages.ts'
import { SwapDetails } from './SwapDetails.tsx'
import { SwapPreview } from './SwapPreview.tsx'
import { SwapTokenList } from './SwapTokenList.tsx'
import { swapErrorText } from './swapErrorText.ts'
import { isPositiveAmount, useSwapQuote } from './useSwapQuote.ts'

type Stage = { name: 'edit' } | { name: 'pick'; side: 'from' | 'to' } | { name: 'preview' }

type Tokens =
  | { status: 'loading' }
  | { status: 'ready'; tokens: SwapToken[] }
  | { status: 'failed'; error: unknown }

/** Swap: the tokens to pay and receive, the amount (or Max), a quote that stays fresh, then a preview and the swap. */
export function Swap() {
  const { intents, store } = useUi()
  const m = useMessages()
  const s = useViewMessages().swap
  const [tokens, setTokens] = useState<Tokens>({ status: 'loading' })
  const [stage, setStage] = useState<Stage>({ name: 'edit' })
  const [from, setFrom] = useState<SwapToken>()
  const [to, setTo] = useState<SwapToken>()
  const [amount, setAmount] = useState('')
  const amountId = useId()
  const { state: quote, refresh } = useSwapQuote(intents, {
    from,
    to,
    amount,
    live: stage.name === 'edit' || stage.name === 'preview',
  })

  useEffect(() => {
    let live = true
    intents.fetchSwapTokens().then(
      (list) => {
        if (!live) return
        setTokens({ status: 'ready', tokens: list })
        // The native coin to the first token, as a starting point.
        setFrom((current) => current ?? list.find((token) => token.native) ?? list[0])
        setTo((current) => current ?? list.find((token) => !token.native))
      },
      (error: unknown) => live && setTokens({ status: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [intents])

  if (tokens.status === 'loading') return <p className="wd-muted">{s.loadingTokens}</p>
  if (tokens.status === 'failed')
    return (
      <p className="wd-error" role="alert" data-testid="swap-error">
        {swapErrorText(m, s, tokens.error)}
      </p>
    )
  if (stage.name === 'pick') {
    const side = stage.side
    return (
      <SwapTokenList
        s={s}
        label={s.pickToken(side === 'from' ? s.from : s.to)}
        tokens={tokens.tokens}
        current={side === 'from' ? from : to}
        onPick={(token) => {
          const other = side === 'from' ? to : from
          // Picking the other side's token swaps the two, as swap forms do.
          if (token.address === other?.address)
            (side === 'from' ? setTo : setFrom)(side === 'from' ? from : to)
          ;(side === 'from' ? setFrom : setTo)(token)
          setStage({ name: 'edit' })
        }}
      />
    )
  }
  const current = quote.status === 'ready' || quote.status === 'loading' ? quote.quote : undefined
  if (stage.name === 'preview' && current)
    return (
      <SwapPreview
        s={s}
        quote={current}
        refreshing={quote.status === 'loading'}
        onBack={() => setStage({ name: 'edit' })}
        onExpired={refresh}
        onDone={(hash) => {
          // Through the stack, not this view's state: ApproveTransaction may have replaced this view meanwhile
          // (wallets without a prompt of their own), and the result must still show. Over Account, like Send.
          navigate(store, { type: 'reset', view: { name: 'Account' } })
          navigate(store, {
            type: 'push',
            view: {
              name: 'SwapSuccess',
              data: {
                caipNetworkId: current.caipNetworkId,
                hash,
                from: `${formatDecimal(current.fromAmount, m.intlLocale)} ${current.from.symbol}`,
                to: `${formatDecimal(current.toAmount, m.intlLocale)} ${current.to.symbol}`,
              },
            },
          })
        }}
      />
    )

  const tooMuch = from !== undefined && isPositiveAmount(amount) && Number(amount) > Number(from.balance)
  const ready = quote.status === 'ready' && !tooMuch
  return (
    <form
      className="wd-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) setStage({ name: 'preview' })
      }}
    >
      <TokenButton
        s={s}
        side={s.from}
        token={from}
        onClick={() => setStage({ name: 'pick', side: 'from' })}
      />
      <div className="wd-field">
        <label htmlFor={amountId}>{s.amount}</label>
        <div className="wd-input-row">
          <input
            id={amountId}
            className="wd-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
          />
          <button
            type="button"
            className="wd-button"
            disabled={!from}
            onClick={() => from && setAmount(from.balance)}
          >
            {s.max}
          </button>
        </div>
      </div>
      <button
        type="button"
        className="wd-button"
        aria-label={s.flip}
        onClick={() => {
          setFrom(to)
          setTo(from)
        }}
      >
        ⇅
      </button>
      <TokenButton s={s} side={s.to} token={to} onClick={() => setStage({ name: 'pick', side: 'to' })} />
      <p className="wd-balance" data-testid="swap-to-amount" aria-live="polite">
        {current && isPositiveAmount(amount)
          ? `${formatDecimal(current.toAmount, m.intlLocale)} ${current.to.symbol}`
          : quote.status === 'loading'
            ? s.quoting
            : ''}
      </p>
      {quote.status === 'failed' && (
        <p className="wd-error" role="alert" data-testid="swap-error">
          {swapErrorText(m, s, quote.error)}
        </p>
      )}
      {current && isPositiveAmount(amount) && <SwapDetails s={s} quote={current} />}
      <button type="submit" className="wd-button wd-button-primary wd-button-wide" disabled={!ready}>
        {!isPositiveAmount(amount) ? s.enterAmount : tooMuch && from ? s.insufficient(from.symbol) : s.review}
      </button>
    </form>
  )
}

function TokenButton({
  s: texts,
  side,
  token,
  onClick,
}: {
  s: SwapMessages
  side: string
  token: SwapToken | undefined
  onClick: () => void
}) {
  const m = useMessages()
  return (
    <div className="wd-field">
      <span className="wd-row-sub">{side}</span>
      <button
        type="button"
        className="wd-button wd-button-wide"
        onClick={onClick}
        aria-label={texts.tokenButton(side, token?.symbol ?? texts.selectToken)}
      >
        {token && <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} seed={token.address} small />}
        {token ? token.symbol : texts.selectToken}
      </button>
      {token && (
        <span className="wd-row-sub" data-testid={`swap-balance-${token.symbol}`}>
          {texts.balance(formatDecimal(token.balance, m.intlLocale), token.symbol)}
        </span>
      )}
    </div>
  )
}
