import { useEffect, useState } from 'react'
import { useUi } from '../../ui/context.ts'
import type { UiIntents } from '../../uiContext.ts'
import type { SendContext } from './useSendDraft.ts'

/**
 * The network fee of the transaction the core built for this send, in the native currency's base units, the
 * rent of a token account the send creates (Solana), and the token's decimals as the chain reports them; with
 * the id of that preview, which the send names so that it goes out as this very transaction. A preview the tab
 * has none of (the core failed, or did not answer in time) has no id: a send then brings one to show.
 */
type Fee =
  | { status: 'loading' }
  | {
      status: 'ready'
      previewId: string
      wei: bigint
      accountRent: bigint
      decimals: number
      native: { symbol: string; decimals: number }
    }
  | { status: 'failed'; previewId?: string | undefined }

/** The send the core built, as prepareSendToken answers. */
type Prepared = Awaited<ReturnType<UiIntents['prepareSendToken']>>

/** What the preview shows of the send the core built. */
export function feeOf(prepared: Prepared): Fee {
  if (prepared.fee === null) return { status: 'failed', previewId: prepared.previewId }
  return {
    status: 'ready',
    previewId: prepared.previewId,
    wei: BigInt(prepared.fee),
    accountRent: BigInt(prepared.accountRent),
    decimals: prepared.decimals,
    native: prepared.nativeCurrency,
  }
}

/**
 * The core builds the send with the chain adapter that will send it, reads the fee of that transaction and keeps
 * it as this tab's preview: the send goes out as it. Built again whenever the draft changes; the setter takes a
 * preview the core built again at send time.
 */
export function useNetworkFee(send: SendContext | undefined): [Fee, (fee: Fee) => void] {
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
    setFee({ status: 'loading' })
    intents.prepareSendToken({ token: { symbol, address }, amount, receiverAddress: to }).then(
      (prepared) => live && setFee(prepared ? feeOf(prepared) : { status: 'failed' }),
      () => live && setFee({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [ready, symbol, address, amount, to, intents])
  return [fee, setFee]
}
