import { explorerTxUrl } from '../../../src/explorerLink.ts'
import type { SwapMessages } from '../../../src/messages/swapMessages.ts'
import { navigate } from '../../navigation.ts'
import { useTab, useUi } from '../../ui/context.ts'
import { shortAddress } from '../../ui/format.ts'
import { selectConnection, selectNetwork } from '../../ui/selectors.ts'

/** The swap went through: what was paid and received, the transaction with its explorer link, back to Account. */
export function SwapSuccess({
  s,
  hash,
  from,
  to,
}: {
  s: SwapMessages
  hash: string
  from: string
  to: string
}) {
  const { store } = useUi()
  const explorer = useTab((state) => {
    const connection = selectConnection(state)
    const caipNetworkId = connection && 'caipNetworkId' in connection ? connection.caipNetworkId : undefined
    return explorerTxUrl(selectNetwork(state, caipNetworkId), hash)
  })
  return (
    <div className="wd-stack" data-testid="swap-success">
      <p className="wd-balance" role="status">
        {s.succeeded}
      </p>
      <p>{s.swapped(from, to)}</p>
      <p className="wd-row-sub" data-testid="swap-hash" data-hash={hash}>
        {s.transaction(shortAddress(hash))}
      </p>
      {explorer && (
        <a className="wd-explorer-link" href={explorer} target="_blank" rel="noopener noreferrer">
          {s.viewOnExplorer}
        </a>
      )}
      <button
        type="button"
        className="wd-button wd-button-primary wd-button-wide"
        onClick={() => navigate(store, { type: 'reset', view: { name: 'Account' } })}
      >
        {s.done}
      </button>
    </div>
  )
}
