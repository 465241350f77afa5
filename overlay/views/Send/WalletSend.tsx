import { useEffect, useId, useState } from 'react'
import { formatUnits, parseUnits } from 'viem'
import { isAddressFor } from '../../../src/address.ts'
import { DEBOUNCE_MS } from '../../../src/constants.ts'
import { errorText } from '../../../src/messages/coreText.ts'
import { traitsOf } from '../../../src/namespaces.ts'
import { navigate } from '../../navigation.ts'
import { useUi } from '../../ui/context.ts'
import { formatDecimal, formatUsd, shortAddress } from '../../ui/format.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { useViewMessages } from '../useViewMessages.ts'
import { checkSendDraft, looksLikeName } from './sendChecks.ts'
import { useSendDraft } from './useSendDraft.ts'

/** Send: pick a token, enter an amount (or Max) and a receiver address or name, then preview. */
export function WalletSend() {
  const { store, intents } = useUi()
  const m = useViewMessages()
  const s = m.send
  const send = useSendDraft()
  const [error, setError] = useState<string>()
  const [name, setName] = useState<{ status: 'idle' | 'resolving' | 'failed'; message?: string }>({
    status: 'idle',
  })
  const amountId = useId()
  const receiverId = useId()
  const receiverInput = send?.draft.receiverProfileName ?? send?.draft.receiverAddress ?? ''
  const [receiverText, setReceiverText] = useState(receiverInput)
  // The draft was reset (the active network changed in some tab, or a send went out): the field follows it.
  useEffect(() => {
    if (!receiverInput) setReceiverText('')
  }, [receiverInput])

  const update = send?.update
  const profileName = send?.draft.receiverProfileName
  const namespace = send?.namespace ?? 'eip155'
  // A name is resolved once typing settles; the draft keeps the address it resolved to.
  useEffect(() => {
    if (!update || !looksLikeName(receiverText, namespace)) return
    if (profileName === receiverText.trim().toLowerCase()) return
    setName({ status: 'resolving' })
    let live = true
    const timer = setTimeout(() => {
      intents.resolveName({ name: receiverText }).then(
        (found) => {
          if (!live) return
          setName({ status: 'idle' })
          update({
            receiverAddress: found.address,
            receiverProfileName: found.name,
            receiverProfileImageUrl: found.avatar ?? undefined,
          })
        },
        (e: unknown) => live && setName({ status: 'failed', message: errorText(m, e) }),
      )
    }, DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [receiverText, profileName, update, intents, namespace, m])

  if (!send) return <p className="wd-muted">{m.modal.noAccount}</p>
  const { draft, update: change } = send
  const token = draft.token
  const price = token?.price ?? 0
  const amountUsd = Number(draft.amount) * price
  const traits = traitsOf(namespace)

  // Where the native currency pays its own fee (SOL), Max leaves the fee of the transfer the core builds for
  // the whole balance (to the receiver when one is entered), else the namespace's least fee.
  const fillMax = async () => {
    if (!token) return
    if (traits.minimumFee === 0n || token.address) return change({ amount: token.quantity.numeric })
    const receiver = draft.receiverAddress.trim()
    const prepared = await intents
      .prepareSendToken({
        token: { symbol: token.symbol },
        amount: token.quantity.numeric,
        receiverAddress: isAddressFor(namespace, receiver) ? receiver : send.connection.address,
      })
      .catch(() => undefined)
    const fee = prepared?.fee ? BigInt(prepared.fee) : traits.minimumFee
    // The decimals the chain reports, where the core could build the send; else the data service's.
    const decimals = prepared?.decimals ?? Number(token.quantity.decimals)
    const balance = parseUnits(token.quantity.numeric, decimals)
    change({ amount: formatUnits(balance > fee ? balance - fee : 0n, decimals) })
  }

  return (
    <form
      className="wd-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const check = checkSendDraft(draft, namespace)
        const problem = name.status === 'resolving' ? s.resolvingName : check && s.problems[check]
        setError(problem)
        if (!problem) navigate(store, { type: 'push', view: { name: 'WalletSendPreview' } })
      }}
    >
      <button
        type="button"
        className="wd-button wd-button-wide"
        aria-label={token ? s.token(token.symbol) : s.selectToken}
        onClick={() => navigate(store, { type: 'push', view: { name: 'WalletSendSelectToken' } })}
      >
        {token && <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} seed={token.address} small />}
        {token
          ? s.available(token.symbol, formatDecimal(token.quantity.numeric, m.intlLocale))
          : s.selectToken}
      </button>
      <div className="wd-field">
        <label htmlFor={amountId}>{s.amount}</label>
        <div className="wd-input-row">
          <input
            id={amountId}
            className="wd-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={draft.amount}
            onChange={(event) => change({ amount: event.target.value.replace(',', '.') })}
          />
          <button type="button" className="wd-button" disabled={!token} onClick={() => void fillMax()}>
            {s.max}
          </button>
        </div>
        {token && price > 0 && Number.isFinite(amountUsd) && (
          <span className="wd-row-sub">{formatUsd(amountUsd, m.intlLocale)}</span>
        )}
      </div>
      <div className="wd-field">
        <label htmlFor={receiverId}>{s[traits.send.receiverLabel]}</label>
        <input
          id={receiverId}
          className="wd-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={s[traits.send.receiverPlaceholder]}
          value={receiverText}
          onChange={(event) => {
            const value = event.target.value
            setReceiverText(value)
            setName({ status: 'idle' })
            if (!looksLikeName(value, namespace))
              change({
                receiverAddress: value.trim(),
                receiverProfileName: undefined,
                receiverProfileImageUrl: undefined,
              })
            else change({ receiverAddress: '', receiverProfileName: undefined })
          }}
        />
        {name.status === 'resolving' && <span className="wd-row-sub">{s.resolving}</span>}
        {name.status === 'failed' && <span className="wd-error">{name.message}</span>}
        {draft.receiverProfileName && draft.receiverAddress && (
          <span className="wd-row-sub" data-testid="receiver-resolved">
            {draft.receiverProfileName} · {shortAddress(draft.receiverAddress)}
          </span>
        )}
      </div>
      {error && (
        <p className="wd-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="wd-button wd-button-primary wd-button-wide">
        {s.preview}
      </button>
    </form>
  )
}
