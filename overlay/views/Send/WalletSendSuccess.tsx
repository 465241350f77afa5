import type { ViewData } from '../../../src/viewStack.ts'
import { isConnected, navigate } from '../../navigation.ts'
import { useUi } from '../../ui/context.ts'
import { formatDecimal } from '../../ui/format.ts'
import { TransactionSuccess } from '../../ui/TransactionSuccess.tsx'
import { useViewMessages } from '../useViewMessages.ts'

/** A send the wallet took: the amount sent, its hash and block-explorer link; Done goes back to Account. */
export function WalletSendSuccess({ caipNetworkId, hash, amount, symbol }: ViewData<'WalletSendSuccess'>) {
  const { store } = useUi()
  const m = useViewMessages()
  return (
    <TransactionSuccess
      summary={m.send.sent(formatDecimal(amount, m.intlLocale), symbol)}
      caipNetworkId={caipNetworkId}
      hash={hash}
      onDone={() => navigate(store, { type: 'goBack', connected: isConnected(store) })}
    />
  )
}
