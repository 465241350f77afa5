import { useEffect, useState } from 'react'
import { formatUnits } from 'viem'
import { displayText } from '../../../src/displayText.ts'
import { errorText } from '../../../src/messages/coreText.ts'
import { traitsOf } from '../../../src/namespaces.ts'
import type { CaughtError } from '../../../src/rebuildError.ts'
import { isConnected, navigate } from '../../navigation.ts'
import { resetSendDraft } from '../../sendDraft.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useUi } from '../../ui/context.ts'
import { formatDecimal, formatUsd, shortAddress } from '../../ui/format.ts'
import { isSafeImageUrl } from '../../ui/formatWallet.ts'
import { Identicon } from '../../ui/Identicon.tsx'
import { isRejection } from '../../ui/rejection.ts'
import { useViewMessages } from '../useViewMessages.ts'
import { type SendContext, useSendDraft } from './useSendDraft.ts'

/**
 * The network fee of the transaction the core built for this send, in the native currency's base units, and
 * the rent of a token account the send creates (Solana).
 */
type Fee =
  | { status: 'loading' }
  | { status: 'ready'; wei: bigint; accountRent: bigint; native: { symbol: string; decimals: number } }
  | { status: 'failed' }

/** What will be sent, to whom, on which network, and the estimated network fee; then Send. */
export function WalletSendPreview() {
  const { store, intents } = useUi()
  const m = useViewMessages()
  const s = m.send
  const send = useSendDraft()
  const fee = useNetworkFee(send)
  const [sending, setSending] = useState(false)
  if (!send?.draft.token) return <p className="wd-muted">{s.nothingToSend}</p>
  const { draft, network, portfolio } = send
  const token = send.draft.token
  const nativePrice = portfolio?.tokens.find((t) => !t.address)?.price ?? 0
  const exact = traitsOf(send.namespace).exactFees

  const confirm = async () => {
    setSending(true)
    try {
      const { hash } = await intents.sendToken({
        token: { symbol: token.symbol, address: token.address },
        amount: draft.amount,
        receiverAddress: draft.receiverAddress,
      })
      resetSendDraft(store)
      // The success state, over Account (where Done and Back lead): what went out, and its explorer link.
      navigate(store, { type: 'reset', view: { name: 'Account' } })
      navigate(store, {
        type: 'push',
        view: {
          name: 'WalletSendSuccess',
          data: {
            caipNetworkId: send.connection.caipNetworkId,
            hash,
            amount: draft.amount,
            symbol: token.symbol,
          },
        },
      })
    } catch (error) {
      const unconfirmed = unconfirmedHash(error)
      if (unconfirmed) {
        // It may land: keeping the draft would invite sending it twice.
        resetSendDraft(store)
        showSnackbar(store, 'error', s.notConfirmed(shortAddress(unconfirmed)))
        return navigate(store, { type: 'reset', view: { name: 'Account' } })
      }
      setSending(false)
      showSnackbar(store, 'error', isRejection(error) ? s.rejected : errorText(m, error))
    }
  }

  return (
    <div className="wd-stack">
      <p className="wd-balance" data-testid="send-amount">
        {formatDecimal(draft.amount, m.intlLocale)} {token.symbol}
      </p>
      {token.price > 0 && (
        <p className="wd-meta">{formatUsd(Number(draft.amount) * token.price, m.intlLocale)}</p>
      )}
      <dl className="wd-details">
        <dt>{s.to}</dt>
        {/* The whole address, never shortened: the last look before funds leave must show every character. */}
        <dd className="wd-receiver">
          {/* The receiver's avatar, else its identicon: a picture to recognise a known address by. */}
          {isSafeImageUrl(draft.receiverProfileImageUrl) ? (
            <img className="wd-receiver-image" src={draft.receiverProfileImageUrl} alt="" />
          ) : (
            <Identicon address={draft.receiverAddress} className="wd-receiver-image" />
          )}
          <span data-testid="send-receiver">
            {draft.receiverProfileName && (
              <span className="wd-block">{displayText(draft.receiverProfileName, 'name')}</span>
            )}
            <span className="wd-block">{draft.receiverAddress}</span>
          </span>
        </dd>
        <dt>{s.network}</dt>
        <dd>{network?.name ?? send.connection.caipNetworkId}</dd>
        <dt>{s.networkFee}</dt>
        <dd data-testid="network-fee">
          {fee.status === 'loading' && s.estimating}
          {fee.status === 'failed' && s.unknownFee}
          {fee.status === 'ready' && costText(fee.wei, fee.native, nativePrice, exact, m.intlLocale)}
        </dd>
        {fee.status === 'ready' && fee.accountRent > 0n && (
          <>
            <dt>{s.newAccount(token.symbol)}</dt>
            <dd data-testid="account-rent" title={s.newAccountHint}>
              {costText(fee.accountRent, fee.native, nativePrice, exact, m.intlLocale)}
            </dd>
          </>
        )}
      </dl>
      <div className="wd-button-row">
        <button
          type="button"
          className="wd-button"
          disabled={sending}
          onClick={() => navigate(store, { type: 'goBack', connected: isConnected(store) })}
        >
          {m.modal.cancel}
        </button>
        <button
          type="button"
          className="wd-button wd-button-primary"
          disabled={sending}
          onClick={() => void confirm()}
        >
          {sending ? m.modal.confirmInWallet : s.send}
        </button>
      </div>
    </div>
  )
}

// Fees are often below the 4 digits amounts show; say so rather than show 0. Solana's are exact and short
// (0.000005 SOL), so they are shown in full.
function costText(
  wei: bigint,
  native: { symbol: string; decimals: number },
  price: number,
  exact: boolean,
  intlLocale: string,
): string {
  const whole = formatUnits(wei, native.decimals)
  const short = formatDecimal(whole, intlLocale)
  const text = exact
    ? whole
    : wei > 0n && short === formatDecimal('0', intlLocale)
      ? `< ${formatDecimal('0.0001', intlLocale)}`
      : short
  const usd = Number(whole) * price
  const value =
    price <= 0
      ? ''
      : usd > 0 && usd < 0.01
        ? ` · < ${formatUsd(0.01, intlLocale)}`
        : ` · ${formatUsd(usd, intlLocale)}`
  return `${text} ${native.symbol}${value}`
}

// The signature of a send the wallet made but the core could not confirm (it may still land).
function unconfirmedHash(error: unknown): string | undefined {
  if ((error as CaughtError)?.name !== 'TransactionNotConfirmedError') return undefined
  const { hash } = error as { hash?: unknown }
  return typeof hash === 'string' ? hash : undefined
}

// The core builds the send with the chain adapter that will send it and reads the fee of that transaction.
function useNetworkFee(send: SendContext | undefined): Fee {
  const { intents } = useUi()
  const [fee, setFee] = useState<Fee>({ status: 'loading' })
  const token = send?.draft.token
  const symbol = token?.symbol
  const address = token?.address
  const amount = send?.draft.amount ?? ''
  const to = send?.draft.receiverAddress ?? ''
  const ready = !!send && !!token
  useEffect(() => {
    if (!ready || symbol === undefined) return
    let live = true
    intents.prepareSendToken({ token: { symbol, address }, amount, receiverAddress: to }).then(
      (prepared) =>
        live &&
        setFee(
          !prepared || prepared.fee === null
            ? { status: 'failed' }
            : {
                status: 'ready',
                wei: BigInt(prepared.fee),
                accountRent: BigInt(prepared.accountRent),
                native: prepared.nativeCurrency,
              },
        ),
      () => live && setFee({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [ready, symbol, address, amount, to, intents])
  return fee
}
