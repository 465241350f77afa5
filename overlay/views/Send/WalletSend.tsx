import { useEffect, useId, useState } from 'react'
import { formatUnits, parseUnits } from 'viem'
import { DEBOUNCE_MS } from '../../../src/constants.ts'
import { getErrorMessage } from '../../../src/errors.ts'
import { navigate } from '../../navigation.ts'
import { useUi } from '../../ui/context.ts'
import { shortAddress } from '../../ui/format.ts'
import { formatQuantity, formatUsd } from '../../ui/formatWallet.ts'
import { checkSendDraft, looksLikeName } from './sendChecks.ts'
import { estimateSolanaFee, SOLANA_SIGNATURE_FEE } from './solanaFee.ts'
import { useSendDraft } from './useSendDraft.ts'

/** Title of the Send view. */
export const WALLET_SEND_TITLE = 'Send'

/** Send: pick a token, enter an amount (or Max) and a receiver address or name, then preview. */
export function WalletSend() {
  const { store, intents } = useUi()
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
        (e: unknown) => live && setName({ status: 'failed', message: getErrorMessage(e) }),
      )
    }, DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [receiverText, profileName, update, intents, namespace])

  if (!send) return <p className="wd-muted">No account connected</p>
  const { draft, update: change } = send
  const token = draft.token
  const price = token?.price ?? 0
  const amountUsd = Number(draft.amount) * price
  const solana = namespace === 'solana'

  // Native SOL pays its own fee, so Max leaves room for it (the node's fee, else Solana's per-signature fee).
  const fillMax = async () => {
    if (!token) return
    if (!solana || token.address) return change({ amount: token.quantity.numeric })
    const decimals = Number(token.quantity.decimals)
    const fee = await estimateSolanaFee(intents.request, send.connection.address).catch(
      () => SOLANA_SIGNATURE_FEE,
    )
    const balance = parseUnits(token.quantity.numeric, decimals)
    change({ amount: formatUnits(balance > fee ? balance - fee : 0n, decimals) })
  }

  return (
    <form
      className="wd-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const problem = name.status === 'resolving' ? 'Resolving the name…' : checkSendDraft(draft, namespace)
        setError(problem)
        if (!problem) navigate(store, { type: 'push', view: { name: 'WalletSendPreview' } })
      }}
    >
      <button
        type="button"
        className="wd-button wd-button-wide"
        aria-label={token ? `Token: ${token.symbol}` : 'Select token'}
        onClick={() => navigate(store, { type: 'push', view: { name: 'WalletSendSelectToken' } })}
      >
        {token ? `${token.symbol} · ${formatQuantity(token.quantity.numeric)} available` : 'Select token'}
      </button>
      <div className="wd-field">
        <label htmlFor={amountId}>Amount</label>
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
            Max
          </button>
        </div>
        {token && price > 0 && Number.isFinite(amountUsd) && (
          <span className="wd-row-sub">{formatUsd(amountUsd)}</span>
        )}
      </div>
      <div className="wd-field">
        <label htmlFor={receiverId}>{solana ? 'To (Solana address)' : 'To (address or name)'}</label>
        <input
          id={receiverId}
          className="wd-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={solana ? 'Solana address' : '0x… or name'}
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
        {name.status === 'resolving' && <span className="wd-row-sub">Resolving…</span>}
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
        Preview send
      </button>
    </form>
  )
}
