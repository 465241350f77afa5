import { useEffect, useState } from 'react'
import { formatUnits, parseUnits } from 'viem'
import { getErrorMessage } from '../../../src/errors.ts'
import { isConnected, navigate } from '../../navigation.ts'
import { resetSendDraft } from '../../sendDraft.ts'
import { showSnackbar } from '../../snackbar.ts'
import { useUi } from '../../ui/context.ts'
import { shortAddress } from '../../ui/format.ts'
import { formatQuantity, formatUsd } from '../../ui/formatWallet.ts'
import { isRejection } from '../../ui/rejection.ts'
import { estimateSolanaCosts } from './solanaFee.ts'
import { type SendContext, useSendDraft } from './useSendDraft.ts'

/** Title of the Send preview. */
export const SEND_PREVIEW_TITLE = 'Review Send'

/** The network fee in the native currency's base units; on Solana also the rent of a token account the send creates. */
type Fee =
  | { status: 'loading' }
  | { status: 'ready'; wei: bigint; accountRent?: bigint | undefined }
  | { status: 'failed' }

/** What will be sent, to whom, on which network, and the estimated network fee; then Send. */
export function WalletSendPreview() {
  const { store, intents } = useUi()
  const send = useSendDraft()
  const fee = useNetworkFee(send)
  const [sending, setSending] = useState(false)
  if (!send?.draft.token) return <p className="wd-muted">Nothing to send</p>
  const { draft, network, portfolio } = send
  const token = send.draft.token
  const nativePrice = portfolio?.tokens.find((t) => !t.address)?.price ?? 0
  const native = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const solana = send.namespace === 'solana'

  const confirm = async () => {
    setSending(true)
    try {
      await intents.sendToken({
        token: { symbol: token.symbol, decimals: Number(token.quantity.decimals), address: token.address },
        amount: draft.amount,
        receiverAddress: draft.receiverAddress,
      })
      resetSendDraft(store)
      showSnackbar(store, 'success', `Sent ${formatQuantity(draft.amount)} ${token.symbol}`)
      navigate(store, { type: 'reset', view: { name: 'Account' } })
    } catch (error) {
      const unconfirmed = unconfirmedHash(error)
      if (unconfirmed) {
        // It may land: keeping the draft would invite sending it twice.
        resetSendDraft(store)
        showSnackbar(
          store,
          'error',
          `Sent, not confirmed yet (${shortAddress(unconfirmed)}). Check before resending.`,
        )
        return navigate(store, { type: 'reset', view: { name: 'Account' } })
      }
      setSending(false)
      showSnackbar(store, 'error', isRejection(error) ? 'Transaction rejected' : getErrorMessage(error))
    }
  }

  return (
    <div className="wd-stack">
      <p className="wd-balance" data-testid="send-amount">
        {formatQuantity(draft.amount)} {token.symbol}
      </p>
      {token.price > 0 && <p className="wd-meta">{formatUsd(Number(draft.amount) * token.price)}</p>}
      <dl className="wd-details">
        <dt>To</dt>
        <dd title={draft.receiverAddress}>
          {draft.receiverProfileName
            ? `${draft.receiverProfileName} (${shortAddress(draft.receiverAddress)})`
            : shortAddress(draft.receiverAddress)}
        </dd>
        <dt>Network</dt>
        <dd>{network?.name ?? send.connection.caipNetworkId}</dd>
        <dt>Network fee</dt>
        <dd data-testid="network-fee">
          {fee.status === 'loading' && 'Estimating…'}
          {fee.status === 'failed' && 'Unknown'}
          {fee.status === 'ready' && costText(fee.wei, native, nativePrice, solana)}
        </dd>
        {fee.status === 'ready' && !!fee.accountRent && (
          <>
            <dt>New {token.symbol} account</dt>
            <dd
              data-testid="account-rent"
              title="The receiver has no account for this token yet; you pay its rent."
            >
              {costText(fee.accountRent, native, nativePrice, solana)}
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
          Cancel
        </button>
        <button
          type="button"
          className="wd-button wd-button-primary"
          disabled={sending}
          onClick={() => void confirm()}
        >
          {sending ? 'Confirm in your wallet…' : 'Send'}
        </button>
      </div>
    </div>
  )
}

// ERC20 transfer(to, amount) call data, written out: viem's ABI encoder would add kilobytes to the UI chunk
// for one fixed call (the worker encodes the real send with it).
function transferData(to: string, amount: bigint): string {
  const word = (hex: string) => hex.padStart(64, '0')
  return `0xa9059cbb${word(to.replace(/^0x/, '').toLowerCase())}${word(amount.toString(16))}`
}

// Fees are often below the 4 digits amounts show; say so rather than show 0. Solana's are exact and short
// (0.000005 SOL), so they are shown in full.
function costText(
  wei: bigint,
  native: { symbol: string; decimals: number },
  price: number,
  exact: boolean,
): string {
  const whole = formatUnits(wei, native.decimals)
  const short = formatQuantity(whole)
  const text = exact ? whole : wei > 0n && short === '0' ? '< 0.0001' : short
  const usd = Number(whole) * price
  const value = price <= 0 ? '' : usd > 0 && usd < 0.01 ? ' · < $0.01' : ` · ${formatUsd(usd)}`
  return `${text} ${native.symbol}${value}`
}

// The signature of a send the wallet made but the core could not confirm (it may still land).
function unconfirmedHash(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined
  if (error.name !== 'TransactionNotConfirmedError' || !('hash' in error)) return undefined
  return typeof error.hash === 'string' ? error.hash : undefined
}

// EVM: gas estimate times gas price; Solana: the node's fee for the message (and a new token account's rent);
// all read through the gate's read-only methods.
function useNetworkFee(send: SendContext | undefined): Fee {
  const { intents } = useUi()
  const [fee, setFee] = useState<Fee>({ status: 'loading' })
  const from = send?.connection.address
  const token = send?.draft.token
  const amount = send?.draft.amount ?? ''
  const to = send?.draft.receiverAddress ?? ''
  const namespace = send?.namespace
  useEffect(() => {
    if (!from || !token) return
    let live = true
    if (namespace === 'solana') {
      estimateSolanaCosts(intents.request, { from, to, mint: token.address?.split(':')[2] }).then(
        ({ fee, accountRent }) => live && setFee({ status: 'ready', wei: fee, accountRent }),
        () => live && setFee({ status: 'failed' }),
      )
      return () => {
        live = false
      }
    }
    let value: bigint
    try {
      value = parseUnits(amount, Number(token.quantity.decimals))
    } catch {
      setFee({ status: 'failed' })
      return
    }
    const contract = token.address?.split(':')[2]
    const tx = contract
      ? { from, to: contract, data: transferData(to, value) }
      : { from, to, value: `0x${value.toString(16)}`, data: '0x' }
    Promise.all([
      intents.request({ namespace: 'eip155', method: 'eth_estimateGas', params: [tx] }),
      intents.request({ namespace: 'eip155', method: 'eth_gasPrice', params: [] }),
    ]).then(
      ([gas, price]) => live && setFee({ status: 'ready', wei: BigInt(String(gas)) * BigInt(String(price)) }),
      () => live && setFee({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [from, token, amount, to, intents, namespace])
  return fee
}
