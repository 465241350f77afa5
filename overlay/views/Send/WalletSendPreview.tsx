import { useState } from 'react'
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
import { checkSendDraft } from './sendChecks.ts'
import { feeOf, useNetworkFee } from './useNetworkFee.ts'
import { useSendDraft } from './useSendDraft.ts'

/** What will be sent, to whom, on which network, and the estimated network fee; then Send. */
export function WalletSendPreview() {
  const { store, intents } = useUi()
  const m = useViewMessages()
  const s = m.send
  const send = useSendDraft()
  const [fee, setFee] = useNetworkFee(send)
  const [sending, setSending] = useState(false)
  // The core built the send again and it shows something new: the person looks and sends again.
  const [updated, setUpdated] = useState(false)
  if (!send?.draft.token) return <p className="wd-muted">{s.nothingToSend}</p>
  const { draft, network, portfolio } = send
  const token = send.draft.token
  const nativePrice = portfolio?.tokens.find((t) => !t.address)?.price ?? 0
  const exact = traitsOf(send.namespace).exactFees
  // Checked again with the decimals the chain reports, once the core has read them.
  const problem = fee.status === 'ready' ? checkSendDraft(draft, send.namespace, fee.decimals) : undefined

  const confirm = async () => {
    setSending(true)
    setUpdated(false)
    try {
      const result = await intents.sendToken({
        token: { symbol: token.symbol, address: token.address },
        amount: draft.amount,
        receiverAddress: draft.receiverAddress,
        // The preview on screen: the core sends that very transaction, or builds a new one to show.
        previewId: fee.status === 'loading' ? undefined : fee.previewId,
      })
      if (result.status === 'changed') {
        setFee(feeOf(result.preview))
        setUpdated(true)
        return setSending(false)
      }
      const { hash } = result
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
      {problem && (
        <p className="wd-error" role="alert">
          {s.problems[problem]}
        </p>
      )}
      {updated && (
        <p className="wd-warning" role="status" data-testid="fee-updated">
          {s.feeUpdated}
        </p>
      )}
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
          // A send goes out as the transaction its preview built: none before the core has built it.
          disabled={sending || fee.status === 'loading' || !!problem}
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
