import type { ViewData } from '../../../src/viewStack.ts'
import { navigate } from '../../navigation.ts'
import { useUi } from '../../ui/context.ts'
import { TransactionSuccess } from '../../ui/TransactionSuccess.tsx'
import { useViewMessages } from '../useViewMessages.ts'

/** The swap went through: what was paid and received, the transaction with its explorer link, then Account. */
export function SwapSuccess({ caipNetworkId, hash, from, to }: ViewData<'SwapSuccess'>) {
  const { store } = useUi()
  const s = useViewMessages().swap
  return (
    <TransactionSuccess
      summary={s.swapped(from, to)}
      caipNetworkId={caipNetworkId}
      hash={hash}
      onDone={() => navigate(store, { type: 'reset', view: { name: 'Account' } })}
    />
  )
}
